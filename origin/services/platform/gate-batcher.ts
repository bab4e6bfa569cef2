// Group commit for the request gate. The requests an origin process has read by the time its
// event loop turns (one poll of the sockets) reach the gate in the same moment; they share one
// request_gate_batch call instead of one call each, and each still gets its own verdict. On the
// embedded database a call's fixed cost was most of the gate's cost
// (docs/decisions/0013-bff-performance.md); on PostgreSQL a shared call is one round trip and one
// commit for the group. Nothing is decided in memory: the database claims every nonce and counts
// every window, so other origin processes still agree.
//
// When requests keep coming (the last group went out moments ago), a group waits LINGER_MS for
// more before it goes, as PostgreSQL's commit_delay does: requests then arrive one or two per
// turn, and a group of one costs nearly as much as a group of five. An origin that was idle
// sends a request's group at once.
import type { Db } from '../../db/client';
import { passGateBatch, type GateInput, type GateResult } from './request-gate';

/** Largest group in one statement; more waiting requests go in several statements. */
export const MAX_GATE_BATCH = 128;
/** How long a group waits for company while requests keep coming. */
export const LINGER_MS = 1;
/** A group sent less than this long ago means requests keep coming. */
const BUSY_WITHIN_MS = 5;

export type GateBatcherOptions = {
  maxBatch?: number;
  lingerMs?: number;
  /** The clock that tells whether requests keep coming (tests pass their own). */
  now?: () => number;
};

/** Passes one request through the gate, in a group with whatever else is waiting. */
export type GateCheck = (input: GateInput) => Promise<GateResult>;

type Waiting = {
  input: GateInput;
  resolve: (result: GateResult) => void;
  reject: (error: unknown) => void;
};

export function createGateBatcher(
  db: Db,
  {
    maxBatch = MAX_GATE_BATCH,
    lingerMs = LINGER_MS,
    now = () => performance.now(),
  }: GateBatcherOptions = {},
): GateCheck {
  let waiting: Waiting[] = [];
  let scheduled = false;
  let lastFlush = -Infinity;

  const alone = (w: Waiting) =>
    passGateBatch(db, [w.input]).then(([result]) => w.resolve(result!), w.reject);

  async function run(group: Waiting[]) {
    try {
      const results = await passGateBatch(
        db,
        group.map((w) => w.input),
      );
      group.forEach((w, i) => w.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      // The statement failed as a whole (its transaction wrote nothing), e.g. a deadlock with
      // another process or one request's input the database refused: each request is tried on
      // its own, so a failure is answered only to the request that causes it.
      await Promise.all(group.map(alone));
    }
  }

  function flush() {
    scheduled = false;
    lastFlush = now();
    const all = waiting;
    waiting = [];
    for (let i = 0; i < all.length; i += maxBatch) void run(all.slice(i, i + maxBatch));
  }

  return (input) =>
    new Promise<GateResult>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      // setImmediate runs after the current poll phase: every request read in it has reached
      // the gate (the steps before it are synchronous or microtasks).
      if (lingerMs > 0 && now() - lastFlush < BUSY_WITHIN_MS) setTimeout(flush, lingerMs);
      else setImmediate(flush);
    });
}
