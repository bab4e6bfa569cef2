// Every call of the table is answered by the origin as the table says: built (a handler, with
// schemas and a test), not open yet (404 / 4040 功能暂未开放), or refused for good (strip).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CALL_TABLE } from '@/lib/protocol/call-table';

import { originHandlers } from '../app';
import type { RouteDeps } from './context';
import { createHarness, testConfig, type Harness } from '../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { builtCalls } from './route';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

// Handlers only close over their deps: listing them calls nothing.
const BUILT = builtCalls(originHandlers({ config: testConfig() } as RouteDeps));
const NOT_OPEN = CALL_TABLE.filter((c) => !c.refused && !BUILT.includes(c.name));
const REFUSED = CALL_TABLE.filter((c) => c.refused);

function originTestTexts(): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'media') walk(full);
      else if (entry.name.endsWith('.test.ts')) texts.push(readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return texts.join('\n');
}

describe('the call table at the origin', () => {
  it('builds exactly the specified calls: every handler has schemas, every schema a handler', () => {
    const specified = CALL_TABLE.filter((c) => c.specified).map((c) => c.name);
    expect(BUILT).toEqual([...specified].sort());
    expect(BUILT.length).toBeGreaterThan(35);
  });

  it('has a test naming every built call', () => {
    const texts = originTestTexts();
    const untested = BUILT.filter((name) => !texts.includes(`'${name}'`));
    expect(untested).toEqual([]);
  });

  it.each(NOT_OPEN.map((c) => [c.method, c.path]))(
    '%s %s → 404 / 4040 功能暂未开放',
    async (method, callPath) => {
      const r = await h.call(callPath, { method: method as 'GET' | 'POST', body: {} });
      expect(r.status).toBe(404);
      expect(r.raw).toEqual({ code: 4040, data: null, tip: '功能暂未开放', msg: 'not_open' });
    },
  );

  it.each(REFUSED.map((c) => c.path))(
    '%s → 404 / 4040 本平台不提供该功能, whatever the method or session',
    async (callPath) => {
      const { token } = await h.guest();
      for (const method of ['POST', 'GET', 'PUT'] as const) {
        const r = await h.call(callPath, { method, body: {}, token });
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

  it('answers an unknown path 404 / 4040 接口不存在', async () => {
    const r = await h.call('media/nothing', { body: {} });
    expect(r.status).toBe(404);
    expect(r.raw).toMatchObject({ code: 4040, tip: '接口不存在' });
  });
});
