// Every built call of the table, fed bodies generated from its own request schema with hostile
// values (NUL, lone surrogates, 10k characters, 2^53, nested arrays, wrong types): the origin
// answers 200 or a 4xx with a Chinese tip, never a 5xx; a body its schema refuses is 4000.
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CALL_TABLE } from '@/lib/protocol/call-table';
import { isStreamType } from '@/lib/protocol/stream';
import { bodiesFor } from '@/lib/protocol/schema-arbitrary.test-support';

import { originHandlers } from './app';
import type { RouteDeps } from './http/context';
import { builtCalls } from './http/route';
import { createHarness, testConfig, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from './test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  // Each call gets a guest of its own: more than the 20 guests per IP per minute of the default.
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const BUILT = builtCalls(originHandlers({ config: testConfig() } as RouteDeps));
const calls = CALL_TABLE.filter((c) => BUILT.includes(c.name) && c.method === 'POST');
const CHINESE = /[\u4e00-\u9fff]/;

describe('hostile bodies for every built call', () => {
  it('covers the built POST calls', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it.each(calls.map((c) => [c.name, c] as const))(
    '%s: 200 or 4xx with a Chinese tip, never 5xx; a schema refusal is 4000',
    async (_name, call) => {
      // A session of its own: user/logout ends the one it is given.
      const { token } = await h.guest();
      await fc.assert(
        fc.asyncProperty(bodiesFor(call.request), async (body) => {
          const valid = v.safeParse(call.request, body ?? {}).success;
          if (call.stream) {
            // A stream call answers a body it takes with a stream; only a refusal is JSON.
            const response = await h.send(call.path, { body: body ?? {}, token });
            expect(response.status).toBeLessThan(500);
            if (isStreamType(response.headers.get('content-type'))) {
              expect(valid).toBe(true);
              await response.body?.cancel();
              return;
            }
            const raw = (await response.json()) as { code: number; tip: string };
            if (raw.code !== 200) expect(raw.tip).toMatch(CHINESE);
            if (!valid) expect(raw.code).toBe(4000);
            return;
          }
          const r = await h.call(call.path, { body: body ?? {}, token });
          expect(r.status, JSON.stringify(r.raw)).toBeLessThan(500);
          if (r.code !== 200) expect(r.tip).toMatch(CHINESE);
          if (!valid) expect(r.code).toBe(4000);
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});

describe('unstorable text is bad input, not a database error', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['search/details', { keyword: 'a\u0000b' }],
    ['search/details', { keyword: '\ud800' }],
    ['login/guest', { devID: 'device-\u0000-123', affCode: '', token: '' }],
    ['login/guest', { devID: 'device-12345678', affCode: '{"pc":"\u0000"}', token: '' }],
    // A devID on a call made before there is a session reaches the per-device limit.
    [
      'login/account/register',
      { account: 'nul_user', password: 'secret123', devID: 'x\u0000y12345' },
    ],
    ['login/account/login', { account: 'demo', password: 'demo123456', devID: 'ab\udc00cdefgh' }],
  ];

  it.each(cases)('%s %j → 400 / 4000 with a Chinese tip', async (path, body) => {
    const r = await h.call(path, {
      body,
      token: path === 'search/details' ? (await h.guest()).token : undefined,
    });
    expect(r.status).toBe(400);
    expect(r.code).toBe(4000);
    expect(r.tip).toMatch(CHINESE);
  });

  it('drops a field the call does not take, NUL or not: it never reaches the database', async () => {
    const r = await h.call('login/before', { body: { account: 'demo', nickname: 'x\u0000y' } });
    expect(r.code).toBe(200);
  });
});
