// The request gate: the database half of the /api/app pipeline in one call. Claiming the nonce,
// resolving the token and counting the IP and session-device windows used to be four statements
// per request; on the embedded database each statement's fixed cost (protocol round trips,
// parsing, planning) outweighs its work, and on PostgreSQL each is a network wait (docs/origin.md
// "Request pipeline"). One call serves a group of requests (gate-batcher.ts groups them), each
// with its own verdict. The SQL is a PL/pgSQL function (migration 0003) so its plan is cached.
// Nonces and counters stay in the database, so every origin process still agrees.
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import type { UserKind } from '../../db/schema/users';
import type { Session } from '../account/sessions';
import { hashToken, isTokenShaped } from '../account/sessions';
import type { WindowHit } from './rate-limits';

/** The rate-limit window of the per-IP and per-device limits. */
export const GATE_WINDOW_SECONDS = 60;

export type GateInput = {
  /** The x-api-key nonce; the signature over it has already been verified. */
  nonce: string;
  /** The Authorization header as sent ('' when absent). */
  token: string;
  clientIp: string;
  /**
   * True when the call goes on without a live session (public calls, or token-if-present calls
   * sent without a token). When false and the token is dead, the call ends in 1000 and, as
   * before, is not counted against the IP.
   */
  sessionOptional: boolean;
  nowMs: number;
};

export type GateResult = {
  /** False: the nonce was seen before (replay); nothing was counted. */
  fresh: boolean;
  /** The token's live session (known, not expired, not logged out), else null. */
  session: Session | null;
  /** The IP window after this request; null when not counted (replay, or a dead token that ends in 1000). */
  ip: WindowHit | null;
  /** The session-device window after this request; null without a live session. */
  device: WindowHit | null;
};

type GateRow = {
  idx: number;
  fresh: boolean;
  session_id: number | null;
  user_id: number | null;
  kind: UserKind | null;
  device_id: string | null;
  online_credited_ms: number | null;
  ip_count: number | null;
  device_count: number | null;
};

/** The device bucket of a session: its device id, else the session itself (rate-limit.ts). */
export const sessionDeviceBucket = (s: Pick<Session, 'id' | 'deviceId'>) =>
  `device:${s.deviceId ?? `session:${s.id}`}`;

const WINDOW_MS = GATE_WINDOW_SECONDS * 1000;
const windowStart = (nowMs: number) => Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
const iso = (ms: number) => new Date(ms).toISOString();

/** One call of request_gate_batch (migration 0003 holds its SQL): parallel arrays, one element a request. */
function gateQuery(inputs: readonly GateInput[]) {
  // A token that cannot be one of ours is never looked up (as in resolveSession).
  const tokenHashes = inputs.map((i) => (isTokenShaped(i.token) ? hashToken(i.token) : null));
  // sql.param: one array parameter (drizzle would spread a bare array into a list).
  return sql`SELECT * FROM request_gate_batch(
    ${sql.param(inputs.map((i) => i.nonce))}::text[],
    ${sql.param(inputs.map((i) => iso(i.nowMs)))}::timestamptz[],
    ${sql.param(tokenHashes)}::text[],
    ${sql.param(inputs.map((i) => `ip:${i.clientIp}`))}::text[],
    ${sql.param(inputs.map((i) => iso(windowStart(i.nowMs))))}::timestamptz[],
    ${sql.param(inputs.map((i) => iso(windowStart(i.nowMs) + WINDOW_MS)))}::timestamptz[],
    ${sql.param(inputs.map((i) => i.sessionOptional))}::boolean[])`;
}

function toResult(input: GateInput, row: GateRow): GateResult {
  const retryAfter = (windowStart(input.nowMs) + WINDOW_MS - input.nowMs) / 1000;
  const hit = (count: number | null): WindowHit | null =>
    count === null ? null : { count, retryAfter };
  const session: Session | null =
    row.session_id === null
      ? null
      : {
          id: row.session_id,
          userId: row.user_id!,
          kind: row.kind!,
          deviceId: row.device_id,
          token: input.token,
          onlineCreditedAt: new Date(row.online_credited_ms!),
        };
  return { fresh: row.fresh, session, ip: hit(row.ip_count), device: hit(row.device_count) };
}

/**
 * The gate for several requests in one statement, results in the inputs' order. Within the
 * group, requests count in that order, and a nonce sent twice is fresh only the first time.
 */
export async function passGateBatch(db: Db, inputs: readonly GateInput[]): Promise<GateResult[]> {
  if (inputs.length === 0) return [];
  const result = (await db.execute(gateQuery(inputs))) as unknown as { rows: GateRow[] };
  if (result.rows.length !== inputs.length)
    throw new Error(`request gate returned ${result.rows.length} rows for ${inputs.length}`);
  return result.rows.map((row, i) => {
    if (row.idx !== i + 1) throw new Error('request gate rows out of order');
    return toResult(inputs[i]!, row);
  });
}

/** The gate for one request. */
export async function passGate(db: Db, input: GateInput): Promise<GateResult> {
  const [result] = await passGateBatch(db, [input]);
  return result!;
}
