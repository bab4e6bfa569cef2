// The web server's own identity: reads the public catalogue (media/home, media/card) and nothing
// else; a new SERVICE_TOKEN retires the old one.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CALL_TABLE } from '@/lib/protocol/call-table';

import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { ensureServiceIdentity } from './service-identity';

let tdb: TestDb;
let h: Harness;
const token = randomBytes(32).toString('base64url');

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
  await ensureServiceIdentity(tdb.db, token, h.clock.ms);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const REFUSED = { code: 4030, tip: '服务身份不能调用此接口' };

describe('the service identity', () => {
  it('reads the public catalogue: media/home of both areas', async () => {
    for (const area of ['home', 'lld']) {
      const r = await h.call('media/home', { token, body: { area } });
      expect(r.code).toBe(200);
      expect(r.data.sections.length).toBeGreaterThan(0);
    }
  });

  it('reads one video’s public card (the player’s poster), unmarked, and 4040 for none', async () => {
    const r = await h.call('media/card', { token, body: { id: 10001 } });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ id: 10001, cover: expect.stringMatching(/^\//) });
    expect(r.data).not.toHaveProperty('bought');
    expect((await h.call('media/card', { token, body: { id: 99999999 } })).code).toBe(4040);
  });

  it('is refused every call that reads or changes a user’s data or money', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['user/info', {}],
      ['collect/operate', { id: 10001, type: 'video' }],
      ['media/pay', { id: 10002 }],
      ['media/play', { id: 10001 }],
      ['media/recommend', { videoId: 10001 }],
      ['media/like', { id: 10001, like: true }],
      ['media/trackList', {}],
      ['ad/click', { id: 1 }],
      ['user/logout', {}],
      ['login/phone', { phone: '13900000099', code: '123456' }],
    ];
    for (const [path, body] of calls) {
      const r = await h.call(path, { token, body });
      expect(r.status, path).toBe(403);
      expect(r.raw, path).toMatchObject(REFUSED);
    }
    // Still alive after all that (logout was refused, not carried out).
    expect((await h.call('media/home', { token, body: { area: 'home' } })).code).toBe(200);
  });

  it('only media/home, media/card and live/home are marked as readable by it', () => {
    const names = CALL_TABLE.filter((c) => c.serviceRead).map((c) => c.name);
    expect(names.sort()).toEqual(['live/home', 'media/card', 'media/home']);
  });

  it('a new token retires the old one, and ensuring twice changes nothing', async () => {
    const first = await ensureServiceIdentity(tdb.db, token, h.clock.ms);
    expect(await ensureServiceIdentity(tdb.db, token, h.clock.ms)).toBe(first);
    const next = randomBytes(32).toString('base64url');
    expect(await ensureServiceIdentity(tdb.db, next, h.clock.ms)).toBe(first);
    expect((await h.call('media/home', { token, body: { area: 'home' } })).code).toBe(1000);
    expect((await h.call('media/home', { token: next, body: { area: 'home' } })).code).toBe(200);
    await ensureServiceIdentity(tdb.db, token, h.clock.ms);
  });
});
