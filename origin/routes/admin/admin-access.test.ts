// Who may open the console's calls at the origin: every call refuses a missing or dead session,
// a user's token, the wrong role and a replayed request, whatever the console shows.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ADMIN_IDLE_MINUTES } from '@/lib/domain/admin/sessions';
import { ADMIN_CALL_TABLE } from '@/lib/protocol/admin-call-table';
import { newNonce } from '@/lib/protocol/sign';

import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const withSession = ADMIN_CALL_TABLE.filter((c) => c.access !== 'public').map((c) => c.path);
const ownerOnly = ADMIN_CALL_TABLE.filter(
  (c) => c.roles !== 'any' && !c.roles.includes('editor'),
).map((c) => c.path);
// The areas of editors and the owner: every call in them refuses the other roles.
const editorCalls = ADMIN_CALL_TABLE.filter((c) =>
  ['content', 'home', 'platform'].includes(c.area),
).map((c) => c.path);

// A refusal changes nothing, so the per-call tables share one database and one sign-in per
// role (a reset and a password check per call made this file the unit run's slowest).
describe('admin calls at the origin: no session, a user, the wrong role', () => {
  let userToken: string;
  const roleTokens = new Map<string, string>();
  beforeAll(async () => {
    await tdb.reset();
    h.reset();
    userToken = (await h.login('demo')).token;
    for (const name of ['editor1', 'moderator1', 'finance1'])
      roleTokens.set(name, await adminLogin(h, name));
  }, DB_HOOK_TIMEOUT_MS);

  it.each(withSession)('%s without a session → 401 / 1000', async (path) => {
    const r = await adminCall(h, path);
    expect(r.status).toBe(401);
    expect(r.code).toBe(1000);
  });

  it.each(withSession)('%s with a user token → 1000', async (path) => {
    const r = await adminCall(h, path, { token: userToken });
    expect(r.code).toBe(1000);
  });

  it.each(ownerOnly)('%s by an editor → 403 / 4030', async (path) => {
    const editor = roleTokens.get('editor1');
    const r = await adminCall(h, path, { token: editor, body: { name: 'newbie', role: 'editor' } });
    expect(r.status).toBe(403);
    expect(r).toMatchObject({ code: 4030, tip: '没有权限执行此操作' });
  });

  it('has the home and platform calls among the editor calls', () => {
    expect(editorCalls).toContain('home/publish');
    expect(editorCalls).toContain('platform/theme/set');
  });
  it.each(editorCalls)('%s by a moderator or finance → 4030', async (path) => {
    for (const name of ['moderator1', 'finance1']) {
      const token = roleTokens.get(name);
      const r = await adminCall(h, path, { token, body: { id: 'a'.repeat(24) } });
      expect(r).toMatchObject({ status: 403, code: 4030 });
    }
  });
});

describe('admin calls at the origin: an idle session', () => {
  let token: string;
  beforeAll(async () => {
    await tdb.reset();
    h.reset();
    token = await adminLogin(h);
    h.clock.advance(ADMIN_IDLE_MINUTES * 60);
  }, DB_HOOK_TIMEOUT_MS);

  it.each(withSession)('%s after the idle timeout → 1000', async (path) => {
    const r = await adminCall(h, path, { token });
    expect(r.code).toBe(1000);
  });
});

describe('admin calls at the origin: sessions and requests', () => {
  beforeEach(async () => {
    await tdb.reset();
    h.reset();
  }, DB_HOOK_TIMEOUT_MS);

  it('keeps a session alive while it is used', async () => {
    const token = await adminLogin(h);
    for (let i = 0; i < 3; i += 1) {
      h.clock.advance((ADMIN_IDLE_MINUTES - 1) * 60);
      expect((await adminCall(h, 'auth/me', { token })).code).toBe(200);
    }
  });

  it('refuses a replayed request and an unsigned one (4001)', async () => {
    const NONCE = newNonce();
    const token = await adminLogin(h);
    const first = await adminCall(h, 'operator/list', { token, nonce: NONCE });
    expect(first.code).toBe(200);
    const again = await adminCall(h, 'operator/list', { token, nonce: NONCE });
    expect(again).toMatchObject({ status: 401, code: 4001 });
    expect((await adminCall(h, 'operator/list', { token, unsigned: true })).code).toBe(4001);
  });

  it('is not reachable under /api/app, and a console token opens no user call', async () => {
    for (const call of ADMIN_CALL_TABLE) {
      const r = await h.call(`admin/${call.path}`, { body: {} });
      expect(r.code, call.path).toBe(4040);
      expect((await h.call(call.path, { body: {} })).code, call.path).toBe(4040);
    }
    const token = await adminLogin(h);
    expect((await h.call('user/info', { token })).code).toBe(1000);
  });

  it('refuses bad input with a Chinese tip, never a 500', async () => {
    const token = await adminLogin(h);
    const r = await adminCall(h, 'operator/create', { token, body: { name: 'X', role: 'god' } });
    expect(r.code).toBe(4000);
    expect(r.tip).toMatch(/[\u4e00-\u9fff]/);
    const list = await adminCall(h, 'audit/list', { token, body: { pageSize: 1000 } });
    expect(list).toMatchObject({ code: 4000, tip: '每页条数需为1-100的整数' });
  });
});
