// Group commit of the request gate: requests that arrive together share one statement, and each
// still gets the verdict it would get alone (PGlite, and PostgreSQL in the origin-pg run).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { newNonce } from '@/lib/protocol/sign';

import type { Db } from '../../db/client';
import { TEST_START_MS } from '../../test/harness';
import { windowCount as countIn } from '../../test/rate-windows';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { createGateBatcher } from './gate-batcher';
import type { GateInput } from './request-gate';
import { issueSession } from '../account/sessions';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
beforeEach(() => tdb.reset(), DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const NOW = TEST_START_MS + 10_000;
const GUEST_ID = 1001;
const IP = '198.51.100.9';

const input = (over: Partial<GateInput> = {}): GateInput => ({
  nonce: newNonce(),
  token: '',
  clientIp: IP,
  sessionOptional: true,
  nowMs: NOW,
  ...over,
});

/** The database with its statements counted: how many calls a group of requests cost. */
function counting(db: Db): { db: Db; statements: () => number } {
  let statements = 0;
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: wrapped, statements: () => statements };
}

const windowCount = (bucket: string, nowMs = NOW) => countIn(tdb.db, bucket, nowMs);

describe('createGateBatcher', () => {
  it('answers requests that arrive together from one statement, each with its own count', async () => {
    const { db, statements } = counting(tdb.db);
    const pass = createGateBatcher(db);
    const results = await Promise.all(Array.from({ length: 30 }, () => pass(input())));
    expect(statements()).toBe(1);
    expect(results.every((r) => r.fresh)).toBe(true);
    // In arrival order, as if they had come one after another.
    expect(results.map((r) => r.ip?.count)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(results[0]!.ip?.retryAfter).toBe(50);
    expect(await windowCount(`ip:${IP}`)).toBe(30);
    // The next moment is a new statement that goes on counting.
    expect((await pass(input())).ip?.count).toBe(31);
    expect(statements()).toBe(2);
  });

  it('accepts a nonce sent several times in one group exactly once, and counts it once', async () => {
    const pass = createGateBatcher(tdb.db);
    const nonce = newNonce();
    const results = await Promise.all([
      pass(input()),
      pass(input({ nonce })),
      pass(input({ nonce })),
      pass(input()),
      pass(input({ nonce })),
    ]);
    expect(results.map((r) => r.fresh)).toEqual([true, true, false, true, false]);
    expect(results.map((r) => r.ip?.count ?? null)).toEqual([1, 2, null, 3, null]);
    expect(results[2]).toMatchObject({ session: null, ip: null, device: null });
    expect(await windowCount(`ip:${IP}`)).toBe(3);
  });

  it('refuses a nonce another origin process claimed, alone or at the same moment', async () => {
    // Two batchers on one database are two processes: the database is what they share.
    const a = createGateBatcher(tdb.db);
    const b = createGateBatcher(tdb.db);
    const earlier = newNonce();
    expect((await a(input({ nonce: earlier }))).fresh).toBe(true);
    expect((await b(input({ nonce: earlier }))).fresh).toBe(false);
    const together = newNonce();
    const both = await Promise.all([a(input({ nonce: together })), b(input({ nonce: together }))]);
    expect(both.filter((r) => r.fresh)).toHaveLength(1);
  });

  it('gives every nonce to exactly one of two processes sending the same ones in opposite orders', async () => {
    const a = createGateBatcher(tdb.db);
    const b = createGateBatcher(tdb.db);
    const nonces = Array.from({ length: 20 }, () => newNonce());
    const results = await Promise.all([
      ...nonces.map((nonce) => a(input({ nonce }))),
      ...[...nonces].reverse().map((nonce) => b(input({ nonce, clientIp: '203.0.113.7' }))),
    ]);
    expect(results.filter((r) => r.fresh)).toHaveLength(20);
    const counted = (await windowCount(`ip:${IP}`)) ?? 0;
    expect(counted + ((await windowCount('ip:203.0.113.7')) ?? 0)).toBe(20);
  });

  it('resolves each token on its own and counts IPs and devices per bucket', async () => {
    const pass = createGateBatcher(tdb.db);
    const one = await issueSession(tdb.db, { userId: GUEST_ID, deviceId: 'batch-dev-1' }, NOW, 30);
    const two = await issueSession(tdb.db, { userId: 1002, deviceId: 'batch-dev-2' }, NOW, 30);
    const results = await Promise.all([
      pass(input({ token: one, sessionOptional: false })),
      pass(input({ token: two, sessionOptional: false, clientIp: '203.0.113.5' })),
      pass(input({ token: one, sessionOptional: false })),
      // A dead token on a call that needs a session ends in 1000: it is not counted.
      pass(input({ token: 'A'.repeat(43), sessionOptional: false })),
      pass(input({ token: 'A'.repeat(43) })),
    ]);
    expect(results.map((r) => r.session?.userId ?? null)).toEqual([
      GUEST_ID,
      1002,
      GUEST_ID,
      null,
      null,
    ]);
    expect(results.map((r) => r.ip?.count ?? null)).toEqual([1, 1, 2, null, 3]);
    expect(results.map((r) => r.device?.count ?? null)).toEqual([1, 1, 2, null, null]);
    expect(await windowCount('device:batch-dev-1')).toBe(2);
    expect(await windowCount('ip:203.0.113.5')).toBe(1);
  });

  it('counts each request in the window of its own time', async () => {
    const pass = createGateBatcher(tdb.db);
    const results = await Promise.all([
      pass(input()),
      pass(input({ nowMs: NOW + 60_000 })),
      pass(input()),
      pass(input({ nowMs: NOW + 60_000 })),
    ]);
    expect(results.map((r) => r.ip?.count)).toEqual([1, 1, 2, 2]);
    expect(await windowCount(`ip:${IP}`)).toBe(2);
    expect(await windowCount(`ip:${IP}`, NOW + 60_000)).toBe(2);
  });

  it('fails only the request the statement cannot take; the rest of its group goes on', async () => {
    const pass = createGateBatcher(tdb.db);
    const results = await Promise.allSettled([
      pass(input()),
      pass(input({ nowMs: Number.NaN })),
      pass(input()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await windowCount(`ip:${IP}`)).toBe(2);
  });

  it('lets a request wait for company while requests keep coming, never when idle', async () => {
    const { db, statements } = counting(tdb.db);
    // A linger no test could sit out: an idle batcher must not use it.
    const pass = createGateBatcher(db, { lingerMs: 60_000 });
    await pass(input());
    expect(statements()).toBe(1);
    // A clock that stands still: however long the statement takes on a loaded machine, the next
    // request comes "right after" the last group went out.
    const slow = createGateBatcher(db, { lingerMs: 30, now: () => 0 });
    await slow(input());
    // Right after a group went out: the next request waits, and one arriving a turn later joins it.
    const first = slow(input());
    await new Promise((resolve) => setImmediate(resolve));
    const second = slow(input());
    const [a, b] = await Promise.all([first, second]);
    expect(statements()).toBe(3);
    expect([a.ip?.count, b.ip?.count]).toEqual([3, 4]);
  });

  it('splits a crowd over several statements of at most maxBatch requests', async () => {
    const { db, statements } = counting(tdb.db);
    const pass = createGateBatcher(db, { maxBatch: 4 });
    const results = await Promise.all(Array.from({ length: 10 }, () => pass(input())));
    expect(statements()).toBe(3);
    expect(results.map((r) => r.ip?.count).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
  });
});
