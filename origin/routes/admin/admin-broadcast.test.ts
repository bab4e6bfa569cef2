// message/broadcast through the origin's real app, over a few thousand users seeded in one
// statement: each segment reaches its users and no others, with the unread count the H5's 消息
// shows; everyone is one row (later users read it too), a segment one row per user it reached.
import { and, count, eq, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TIP_BROADCAST_NOBODY, TIP_BROADCAST_SINCE } from '@/lib/domain/admin/feedback';

import { messages } from '../../db/schema/account';
import { auditLog } from '../../db/schema/admin';
import { newAccount } from '../../test/account-fixtures';
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
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const BULK = { guests: 1000, oldAccounts: 1000, newAccounts: 1000, vips: 300, lapsed: 100 };

/**
 * 3000 users the test clock (2025-06-01) finds: guests and accounts from 2025-02-01, accounts
 * from 2025-04-01 of which the first 300 hold a VIP until 2099 and the next 100 one that lapsed.
 */
async function seedCrowd(): Promise<void> {
  await tdb.db.execute(sql`
    INSERT INTO users (kind, account, nickname, created_at)
    SELECT 'guest', NULL, '游客' || n, timestamptz '2025-02-01T00:00:00+08:00'
    FROM generate_series(1, ${BULK.guests}) n
    UNION ALL
    SELECT 'account', 'old_' || n, '老用户' || n, timestamptz '2025-02-01T00:00:00+08:00'
    FROM generate_series(1, ${BULK.oldAccounts}) n
    UNION ALL
    SELECT 'account', 'new_' || n, '新用户' || n, timestamptz '2025-04-01T00:00:00+08:00'
    FROM generate_series(1, ${BULK.newAccounts}) n`);
  await tdb.db.execute(sql`
    INSERT INTO user_vips (user_id, tier, vip_type, expires_at)
    SELECT id, 'normal', 1, CASE WHEN n <= ${BULK.vips} THEN timestamptz '2099-01-01'
      ELSE timestamptz '2025-05-01' END
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE account LIKE 'new_%') s
    WHERE n <= ${BULK.vips + BULK.lapsed}`);
}

const systemOf = async (token: string) =>
  (await h.call('message/list', { token, body: { kind: 'system', pageSize: 50 } })).data.list.map(
    (m: { title: string }) => m.title,
  );
const unreadSystem = async (token: string) =>
  (await h.call('message/latest', { token })).data.kinds.find(
    (k: { kind: string }) => k.kind === 'system',
  ).unread as number;
const rowsTitled = async (title: string) =>
  (await tdb.db.select({ n: count() }).from(messages).where(eq(messages.title, title)))[0]!.n;

describe('message/broadcast', () => {
  it('reaches each segment’s users and no others, with the right unread counts', async () => {
    await seedCrowd();
    const guest = await h.guest();
    const fresh = await newAccount(h);
    const vip = await h.login('vip_normal');
    const lapsed = await h.login('vip_expired');
    const token = await adminLogin(h, 'moderator1');
    const send = (body: Record<string, unknown>) =>
      adminCall(h, 'message/broadcast', { token, body });

    // VIP: the 300 bulk VIPs and the seeded vip_normal, vip_supreme and vip_dark; no lapsed one.
    const toVip = await send({ audience: 'vip', title: '会员专享', body: '本周会员片单已更新' });
    expect(toVip.data).toEqual({ audience: 'vip', reached: BULK.vips + 3 });
    expect(await rowsTitled('会员专享')).toBe(BULK.vips + 3);

    // Accounts registered since 2025-03-01 (Beijing): the new bulk accounts and the fresh one.
    const toNew = await send({
      audience: 'accounts',
      since: '2025-03-01',
      title: '新人福利',
      body: '注册满三天送金币',
    });
    expect(toNew.data.reached).toBe(BULK.newAccounts + 1);

    // Everyone: one row, read by guests and accounts alike.
    h.clock.advance(60);
    const toAll = await send({ audience: 'everyone', title: '维护通知', body: '今晚两点停机维护' });
    expect(toAll.data.reached).toBeGreaterThanOrEqual(3000);
    expect(await rowsTitled('维护通知')).toBe(1);

    expect(await unreadSystem(vip.token)).toBe(2);
    expect(await systemOf(vip.token)).toEqual(['维护通知', '会员专享']);
    expect(await unreadSystem(vip.token)).toBe(0);
    expect(await unreadSystem(fresh.token)).toBe(2);
    expect(await systemOf(fresh.token)).toEqual(['维护通知', '新人福利']);
    expect(await unreadSystem(lapsed.token)).toBe(1);
    expect(await systemOf(guest.token)).toEqual(['维护通知']);
    // A user who arrives after an everyone broadcast reads it too; a segment's list is fixed.
    const later = await h.guest();
    expect(await systemOf(later.token)).toEqual(['维护通知']);

    const audit = (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
      (r) => r.action === 'message.broadcast',
    );
    expect(audit.map((r) => [r.target, (r.after as { reached: number }).reached])).toEqual([
      ['broadcast:vip', BULK.vips + 3],
      ['broadcast:accounts', BULK.newAccounts + 1],
      ['broadcast:everyone', toAll.data.reached],
    ]);
  });

  it('sends nothing to an empty segment and refuses bad input in Chinese', async () => {
    const token = await adminLogin(h, 'moderator1');
    const send = (body: Record<string, unknown>) =>
      adminCall(h, 'message/broadcast', { token, body });
    const ok = { audience: 'accounts', title: '通知', body: '内容' };
    expect(await send({ ...ok, since: '2099-01-01' })).toMatchObject({ tip: TIP_BROADCAST_NOBODY });
    expect((await send({ ...ok, since: '2025-02-30' })).tip).toBe(TIP_BROADCAST_SINCE);
    expect((await send({ ...ok, since: '昨天' })).tip).toBe(TIP_BROADCAST_SINCE);
    expect((await send({ ...ok, audience: 'bots' })).tip).toBe('请选择发送对象');
    expect((await send({ ...ok, title: '' })).tip).toBe('请填写消息标题');
    expect((await send({ ...ok, body: '长'.repeat(501) })).tip).toBe('消息内容不能超过500个字');
    expect(
      await tdb.db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.kind, 'system'), isNull(messages.fromUserId))),
    ).toEqual([{ n: 0 }]);
    const audit = await tdb.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'message.broadcast'));
    expect(audit).toEqual([]);
  });
});
