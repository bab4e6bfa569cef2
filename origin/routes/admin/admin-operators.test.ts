// Operator management and the audit log: a change writes its row in the same transaction, a
// refused call writes none, the log filters and pages, and nothing can change a row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { auditLog } from '../../db/schema/admin';
import { demoOperatorRefusal } from '../../services/admin/startup-check';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const rowsOf = async (action: string) =>
  (await tdb.db.select().from(auditLog)).filter((r) => r.action === action);

describe('operator/create and operator/disable', () => {
  it('creates an operator who logs in with the one-time password, audited', async () => {
    const owner = await adminLogin(h, 'admin', '10.1.2.3');
    const r = await adminCall(h, 'operator/create', {
      token: owner,
      ip: '10.1.2.3',
      body: { name: 'writer', role: 'editor' },
    });
    expect(r.data.operator).toMatchObject({ name: 'writer', role: 'editor', disabled: false });
    expect(r.data.password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [row] = await rowsOf('operator.create');
    expect(row).toMatchObject({
      address: '10.1.2.3',
      target: `operator:${r.data.operator.id}`,
      before: null,
      after: { name: 'writer', role: 'editor' },
    });
    const login = await adminCall(h, 'auth/login', {
      body: { name: 'writer', password: r.data.password },
    });
    expect(login.data.me).toMatchObject({ name: 'writer', role: 'editor' });
  });

  it('writes no row for a refused change', async () => {
    const editor = await adminLogin(h, 'editor1');
    const refused = await adminCall(h, 'operator/create', {
      token: editor,
      body: { name: 'sneaky', role: 'owner' },
    });
    expect(refused.code).toBe(4030);
    const owner = await adminLogin(h);
    const taken = await adminCall(h, 'operator/create', {
      token: owner,
      body: { name: 'editor1', role: 'owner' },
    });
    expect(taken).toMatchObject({ code: 4000, tip: '该账号已存在' });
    expect(await rowsOf('operator.create')).toEqual([]);
  });

  it('disables an operator, ends its sessions and audits before and after', async () => {
    const owner = await adminLogin(h);
    const editor = await adminLogin(h, 'editor1');
    const list = await adminCall(h, 'operator/list', { token: owner });
    const id = list.data.items.find((o: { name: string }) => o.name === 'editor1').id;
    const r = await adminCall(h, 'operator/disable', { token: owner, body: { id } });
    expect(r.data.operator.disabled).toBe(true);
    expect((await adminCall(h, 'auth/me', { token: editor })).code).toBe(1000);
    const [row] = await rowsOf('operator.disable');
    expect(row).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    const self = list.data.items.find((o: { name: string }) => o.name === 'admin').id;
    const selfR = await adminCall(h, 'operator/disable', { token: owner, body: { id: self } });
    expect(selfR).toMatchObject({ code: 4000, tip: '不能停用自己的账号' });
  });
});

describe('audit/list', () => {
  it('shows the login rows, filtered by action, operator and time, and paged', async () => {
    const owner = await adminLogin(h);
    h.clock.advance(60);
    await adminLogin(h, 'editor1');
    h.clock.advance(60);
    await adminCall(h, 'operator/create', {
      token: owner,
      body: { name: 'writer1', role: 'finance' },
    });

    const all = await adminCall(h, 'audit/list', { token: owner });
    expect(all.data.items.map((r: { action: string }) => r.action)).toEqual([
      'operator.create',
      'auth.login',
      'auth.login',
    ]);
    expect(all.data.items[2]).toMatchObject({ operatorName: 'admin', address: '10.0.0.1' });

    const logins = await adminCall(h, 'audit/list', {
      token: owner,
      body: { action: 'auth.login', order: 'asc', pageSize: 1, page: 2 },
    });
    expect(logins.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(logins.data.items[0].operatorName).toBe('editor1');

    const editorId = logins.data.items[0].operatorId;
    const byOperator = await adminCall(h, 'audit/list', {
      token: owner,
      body: { operatorId: editorId },
    });
    expect(byOperator.data.total).toBe(1);
    const since = await adminCall(h, 'audit/list', {
      token: owner,
      body: { from: h.clock.ms - 30_000, to: h.clock.ms + 1 },
    });
    expect(since.data.items.map((r: { action: string }) => r.action)).toEqual(['operator.create']);
  });

  it('cannot be changed or emptied row by row, even by SQL', async () => {
    await adminLogin(h);
    await expect(tdb.db.execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
    await expect(tdb.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    expect(await rowsOf('auth.login')).toHaveLength(1);
  });
});

describe('production start', () => {
  it('is refused while a demo operator can log in', async () => {
    expect(await demoOperatorRefusal(tdb.db, {})).toBeNull();
    const refusal = await demoOperatorRefusal(tdb.db, { NODE_ENV: 'production' });
    expect(refusal).toMatch(/admin、editor1、moderator1、finance1/);
    const owner = await adminLogin(h);
    const list = await adminCall(h, 'operator/list', { token: owner });
    const cli = { operatorId: null, address: 'cli' };
    const { disableOperator } = await import('../../services/admin/operators');
    for (const o of list.data.items) await disableOperator(tdb.db, o.id, cli, h.clock.ms);
    expect(await demoOperatorRefusal(tdb.db, { NODE_ENV: 'production' })).toBeNull();
  });
});
