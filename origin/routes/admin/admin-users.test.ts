// The console's 用户 through the origin's real app (PGlite): who may call it, finding a user by
// id, account or phone (the phone masked), their page, ledger, sessions and posts, ending their
// sessions (the user's next call answers 1000), and a grant (finance and the owner only, audited,
// in the user's own 明细 with the reason, once per key). The races run on PostgreSQL in
// origin/admin-grants.pg.test.ts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_ADMIN_FORBIDDEN } from '@/lib/domain/admin/roles';
import { TIP_GRANT_DIAMONDS, TIP_GRANT_REASON } from '@/lib/domain/admin/users';

import { messages } from '../../db/schema/account';
import { auditLog } from '../../db/schema/admin';
import { adminGrants } from '../../db/schema/grants';
import { users } from '../../db/schema/users';
import { walletBalances } from '../../services/money/wallet';
import { newAccount } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DEMO_ID, DEMO_PHONE } from '../../test/merge-fixtures';
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
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const key = (n: number) => `grant-key-${String(n).padStart(8, '0')}`;
const hundred = (id: number, n = 1) => ({
  id,
  reward: { kind: 'diamonds', amount: 1000 },
  reason: '活动补偿',
  key: key(n),
});
const grantAudits = () => tdb.db.select().from(auditLog).where(eq(auditLog.action, 'user.grant'));

describe('who may use 用户', () => {
  it('moderators read and end sessions but cannot grant; editors get 4030 everywhere', async () => {
    const user = await newAccount(h);
    const reads = [
      ['users/find', {}],
      ['users/get', { id: user.id }],
      ['users/ledger', { id: user.id }],
      ['users/sessions', { id: user.id }],
      ['users/posts', { id: user.id }],
    ] as const;
    const editor = await adminLogin(h, 'editor1');
    for (const [path, body] of [...reads, ['users/grant', hundred(user.id)] as const]) {
      const r = await adminCall(h, path, { token: editor, body });
      expect([path, r.code, r.tip]).toEqual([path, 4030, TIP_ADMIN_FORBIDDEN]);
    }
    const moderator = await adminLogin(h, 'moderator1');
    for (const [path, body] of reads) {
      expect([path, (await adminCall(h, path, { token: moderator, body })).code]).toEqual([
        path,
        200,
      ]);
    }
    const refused = await adminCall(h, 'users/grant', { token: moderator, body: hundred(user.id) });
    expect([refused.code, refused.tip]).toEqual([4030, TIP_ADMIN_FORBIDDEN]);
    expect(await tdb.db.select().from(adminGrants)).toHaveLength(0);
    expect(await grantAudits()).toHaveLength(0);
    expect(await walletBalances(tdb.db, user.id)).toEqual({ gold: 0, diamonds: 0 });
    expect((await adminCall(h, 'users/find', { token: user.token })).code).toBe(1000);
  });
});

describe('finding a user', () => {
  it('by id, account or phone, exact; the phone is masked in the list and the page', async () => {
    const token = await adminLogin(h, 'moderator1');
    const alice = await newAccount(h);
    const find = (query: string) => adminCall(h, 'users/find', { token, body: { query } });

    const byId = await find(String(alice.id));
    expect(byId.data).toMatchObject({
      total: 1,
      items: [{ id: alice.id, account: alice.account, kind: 'account', phone: '' }],
    });
    expect((await find(alice.account.toUpperCase())).data.items[0].id).toBe(alice.id);
    const byPhone = await find(DEMO_PHONE);
    expect(byPhone.data.items).toHaveLength(1);
    expect(byPhone.data.items[0]).toMatchObject({ id: DEMO_ID, phone: '138****8000' });
    expect(JSON.stringify(byPhone.data)).not.toContain(DEMO_PHONE);
    expect((await find('nobody_here')).data.total).toBe(0);
    expect((await find('acct')).data.total).toBe(0);

    const page = await adminCall(h, 'users/get', { token, body: { id: DEMO_ID } });
    expect(page.code, page.tip).toBe(200);
    expect(page.data.user.phone).toBe('138****8000');
    expect(JSON.stringify(page.data)).not.toContain(DEMO_PHONE);
    const none = await adminCall(h, 'users/get', { token, body: { id: 99_999_999 } });
    expect([none.code, none.tip]).toEqual([4040, '用户不存在']);
    const bad = await adminCall(h, 'users/get', { token, body: { id: 'x' } });
    expect([bad.code, bad.tip]).toEqual([4000, '用户ID不正确']);
  });

  it("a user's page: wallet, VIP, posts and the ledger, paged newest first", async () => {
    const token = await adminLogin(h, 'finance1');
    const up = 2001;
    const posts = await adminCall(h, 'users/posts', { token, body: { id: up, pageSize: 2 } });
    expect(posts.code, posts.tip).toBe(200);
    expect(posts.data.items).toHaveLength(2);
    expect(posts.data.total).toBeGreaterThan(0);

    const demo = await adminCall(h, 'users/get', { token, body: { id: DEMO_ID } });
    const ledger = await adminCall(h, 'users/ledger', {
      token,
      body: { id: DEMO_ID, pageSize: 1 },
    });
    expect(ledger.code, ledger.tip).toBe(200);
    expect(ledger.data.items).toHaveLength(Math.min(1, ledger.data.total));
    expect(demo.data.wallet).toEqual(await walletBalances(tdb.db, DEMO_ID));
  });
});

describe('ending sessions', () => {
  it("ends one or all of a user's sessions; their next call answers 1000; audited", async () => {
    const token = await adminLogin(h, 'moderator1');
    const user = await newAccount(h);
    const second = await h.call('login/account/login', {
      token: (await h.guest()).token,
      body: { account: user.account, password: 'secret-123' },
    });
    expect(second.code, second.tip).toBe(200);
    const phone2 = second.data.token as string;
    expect((await h.call('user/info', { token: user.token })).code).toBe(200);

    const list = await adminCall(h, 'users/sessions', { token, body: { id: user.id } });
    const live = list.data.items.filter((s: { live: boolean }) => s.live);
    expect(live).toHaveLength(2);
    const [newest] = live as { id: number }[];
    const one = await adminCall(h, 'users/sessions/end', {
      token,
      body: { id: user.id, sessionId: newest!.id },
    });
    expect(one.data).toEqual({ ended: 1 });
    expect((await h.call('user/info', { token: phone2 })).code).toBe(1000);
    expect((await h.call('user/info', { token: user.token })).code).toBe(200);

    const all = await adminCall(h, 'users/sessions/end', { token, body: { id: user.id } });
    expect(all.data).toEqual({ ended: 1 });
    expect((await h.call('user/info', { token: user.token })).code).toBe(1000);
    const after = await adminCall(h, 'users/get', { token, body: { id: user.id } });
    expect(after.data.liveSessions).toBe(0);
    const audits = await tdb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.sessions.end'));
    expect(audits.map((a) => a.target)).toEqual([`user:${user.id}`, `user:${user.id}`]);
    const other = await newAccount(h);
    const foreign = await adminCall(h, 'users/sessions/end', {
      token,
      body: { id: other.id, sessionId: newest!.id },
    });
    expect([foreign.code, foreign.tip]).toEqual([4040, '该登录设备不存在']);
    expect((await h.call('user/info', { token: other.token })).code).toBe(200);
  });
});

describe('grants (运营补发)', () => {
  it('finance grants 100 diamonds: wallet, the user’s own 明细 with the reason, a message, audited', async () => {
    const token = await adminLogin(h, 'finance1');
    const user = await newAccount(h);
    const r = await adminCall(h, 'users/grant', { token, body: hundred(user.id) });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({
      created: true,
      wallet: { diamonds: 1000 },
      grant: { kind: 'diamonds', amount: 1000, reason: '活动补偿', operatorName: 'finance1' },
    });
    const again = await adminCall(h, 'users/grant', { token, body: hundred(user.id) });
    expect(again.data).toMatchObject({ created: false, wallet: { diamonds: 1000 } });
    expect(again.data.grant.id).toBe(r.data.grant.id);

    const own = await h.call('user/wallet/ledger', { token: user.token, body: {} });
    expect(own.code, own.tip).toBe(200);
    expect(own.data.list).toEqual([
      expect.objectContaining({
        reason: 'grant',
        amount: 1000,
        balanceAfter: 1000,
        title: '活动补偿',
      }),
    ]);
    const seen = await adminCall(h, 'users/ledger', { token, body: { id: user.id } });
    expect(seen.data.items).toEqual([
      expect.objectContaining({ reason: 'grant', amount: 1000, title: '活动补偿' }),
    ]);
    const audits = await grantAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target: `user:${user.id}` });
    const notes = await tdb.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, user.id), eq(messages.title, '运营补发到账通知')));
    expect(notes.map((m) => m.body)).toEqual(['平台已向您补发100钻石，原因：活动补偿。']);
  });

  it('the owner grants VIP days: the expiry moves on, shown on the user’s page', async () => {
    const token = await adminLogin(h, 'admin');
    const user = await newAccount(h);
    const body = {
      id: user.id,
      reward: { kind: 'vip', tier: 'normal', days: 30 },
      reason: '会员补偿',
      key: key(7),
    };
    const r = await adminCall(h, 'users/grant', { token, body });
    expect(r.code, r.tip).toBe(200);
    const page = await adminCall(h, 'users/get', { token, body: { id: user.id } });
    expect(page.data.vips).toEqual([
      {
        tier: 'normal',
        active: true,
        expiresAt: new Date(h.clock.ms + 30 * 86_400_000).toISOString(),
      },
    ]);
    expect(page.data.grants).toEqual([expect.objectContaining({ kind: 'vip', amount: 30 })]);
    const info = await h.call('user/info', { token: user.token });
    expect(info.data.isVip).toBe(true);
  });

  it('refuses past the limit, without a reason, to a closed account; a key of another user', async () => {
    const token = await adminLogin(h, 'finance1');
    const user = await newAccount(h);
    const call = (body: object) => adminCall(h, 'users/grant', { token, body });
    const big = await call({ ...hundred(user.id), reward: { kind: 'diamonds', amount: 100_001 } });
    expect([big.code, big.tip]).toEqual([4000, TIP_GRANT_DIAMONDS]);
    const silent = await call({ ...hundred(user.id), reason: '  ' });
    expect([silent.code, silent.tip]).toEqual([4000, TIP_GRANT_REASON]);
    expect((await call(hundred(user.id, 1))).code).toBe(200);
    const other = await newAccount(h);
    const reused = await call(hundred(other.id, 1));
    expect([reused.code, reused.tip]).toEqual([4000, '请求编号已用于其他补发，请刷新后重试']);
    await tdb.db
      .update(users)
      .set({ closedAt: new Date(h.clock.ms) })
      .where(eq(users.id, other.id));
    const closed = await call(hundred(other.id, 2));
    expect([closed.code, closed.tip]).toEqual([4000, '该用户已注销，无法补发']);
    expect(await walletBalances(tdb.db, other.id)).toEqual({ gold: 0, diamonds: 0 });
    expect(await grantAudits()).toHaveLength(1);
  });
});
