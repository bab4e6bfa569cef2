// Every §7 call of docs/protocol.md is either built or answers 404 / 4040 功能暂未开放; the strip
// calls are refused for good; unknown paths are 404 / 4040 接口不存在.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Harness } from '../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { NOT_OPEN_CALLS, REFUSED_CALLS } from './closed';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const BUILT = [
  'ad/click',
  'collect/delete',
  'collect/operate',
  'content/info',
  'custom/getEndpoint',
  'login/account/login',
  'login/account/register',
  'login/before',
  'login/bindMobile',
  'login/captcha',
  'login/guest',
  'login/official',
  'login/phone',
  'media/h5/m3u8/{id}',
  'media/actor/details',
  'media/collect/details',
  'media/collect/home',
  'media/collect/pay',
  'media/home',
  'media/hotSearchs/list',
  'media/like',
  'media/pay',
  'media/play',
  'media/published',
  'media/recommend',
  'media/short/recommend',
  'media/tag/details',
  'media/topic/details',
  'media/trackList',
  'ping/announcement',
  'ping/check',
  'ping/config',
  'ping/contact',
  'search/details',
  'search/hot',
  'user/info',
  'user/logout',
  'user/online/time',
  'user/qrcode',
  'user/qrcode/info',
];

/** The rows of protocol.md's "Call paths" table: [path, method]. */
function protocolCalls(): [string, string][] {
  const doc = readFileSync(
    fileURLToPath(new URL('../../docs/protocol.md', import.meta.url)),
    'utf8',
  );
  const start = doc.indexOf('\n## Call paths');
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const rows = [...section.matchAll(/^\|[^|]+\|\s*`([A-Za-z][^`]*)`\s*\|\s*([^|]+?)\s*\|/gm)];
  return rows.map((m) => [m[1]!, m[2]!]);
}

describe('not yet built', () => {
  it.each(NOT_OPEN_CALLS.map(([m, p]) => [m, p]))(
    '%s %s → 404 / 4040 功能暂未开放',
    async (method, path) => {
      const r = await h.call(path.replace(':id', '10086'), {
        method: method as 'GET' | 'POST',
        body: {},
      });
      expect(r.status).toBe(404);
      expect(r.raw).toEqual({ code: 4040, data: null, tip: '功能暂未开放', msg: 'not_open' });
    },
  );

  it('covers every call of docs/protocol.md exactly once, built or not', () => {
    const calls = protocolCalls();
    expect(calls.length).toBeGreaterThan(100);
    const known = new Set([
      ...BUILT,
      ...NOT_OPEN_CALLS.map(([, p]) => p.replace(':id', '{id}')),
      ...REFUSED_CALLS,
    ]);
    for (const [path] of calls) expect(known, path).toContain(path);
    const documented = new Set(calls.map(([p]) => p));
    for (const path of known) expect(documented, path).toContain(path);
  });
});

describe('refused for good', () => {
  it.each(REFUSED_CALLS)(
    '%s → 404 / 4040 本平台不提供该功能, whatever the method or session',
    async (path) => {
      const { token } = await h.guest();
      for (const method of ['POST', 'GET', 'PUT'] as const) {
        const r = await h.call(path, { method, body: {}, token });
        expect(r.status).toBe(404);
        expect(r.raw).toEqual({
          code: 4040,
          data: null,
          tip: '本平台不提供该功能',
          msg: 'not_offered',
        });
      }
    },
  );
});
