// Invitations (accounts only, a day's cap per address), the message center, feedback, the online-service entries and the user's own lists.
import { eq } from 'drizzle-orm';
import { INVITE_REDEEMS_PER_ADDRESS_PER_DAY, TIP_INVITE_GUEST } from '@/lib/domain/account/invite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { replyToFeedback } from '../../services/account/feedback';
import { invites } from '../../db/schema/account';
import { users } from '../../db/schema/users';
import {
  INVITE_REWARD,
  TIP_INVITE_ADDRESS,
  TIP_INVITE_REDEEMED,
  TIP_INVITER_GUEST,
} from '../../services/account/invites';
import { notifyUser } from '../../services/account/messages';
import { callForm, ledgerBalanced, newAccount, pngOf } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { FREE, PAID, VIP, walletOf } from '../../test/media-fixtures';
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

describe('invitations', () => {
  it('a code redeems once, never one’s own, and rewards the inviter with ledgered diamonds', async () => {
    const inviter = await h.login('vip_supreme');
    const income = (await h.call('user/invite/income', { token: inviter.token })).data;
    expect(income).toMatchObject({ invitedCount: 0, diamonds: 0, redeemed: false });
    expect(income.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    // The code is the user's for good.
    expect((await h.call('user/invite/income', { token: inviter.token })).data.inviteCode).toBe(
      income.inviteCode,
    );
    const redeem = (token: string, code: string) =>
      h.call('user/invite/redeem', { token, body: { code } });
    expect((await redeem(inviter.token, income.inviteCode)).tip).toBe('不能填写自己的邀请码');
    expect((await redeem(inviter.token, 'ZZZZZZ')).tip).toBe('邀请码不存在，请核对后重试');

    const friend = await newAccount(h);
    const ok = await redeem(friend.token, income.inviteCode.toLowerCase());
    expect(ok.data).toEqual({ redeemed: true, inviter: '至尊会员' });
    expect((await redeem(friend.token, income.inviteCode)).tip).toBe(
      '您已填写过邀请码，每人只能填写一次',
    );

    const after = (await h.call('user/invite/income', { token: inviter.token })).data;
    expect(after).toMatchObject({ invitedCount: 1, diamonds: INVITE_REWARD });
    const listed = (await h.call('user/invite/list', { token: inviter.token, body: {} })).data;
    expect(listed.list).toEqual([
      expect.objectContaining({
        id: friend.id,
        nickname: friend.account,
        reward: INVITE_REWARD,
      }),
    ]);
    const wallet = (await h.call('user/info', { token: inviter.token })).data.wallet;
    expect(wallet.diamonds).toBe(walletOf(1004) + INVITE_REWARD);
    expect(await ledgerBalanced(tdb.db, 1004)).toBe(true);
  });

  const redeem = (token: string, code: string, ip?: string) =>
    h.call('user/invite/redeem', { token, body: { code }, ip });
  const incomeOf = async (token: string) => (await h.call('user/invite/income', { token })).data;

  it('eight new guests filling one code earn the inviter nothing', async () => {
    const inviter = await h.login('vip_supreme');
    const { inviteCode } = await incomeOf(inviter.token);
    for (let i = 0; i < 8; i += 1) {
      const r = await redeem((await h.guest()).token, inviteCode);
      expect([r.code, r.tip]).toEqual([4030, TIP_INVITE_GUEST]);
    }
    expect(await incomeOf(inviter.token)).toMatchObject({ invitedCount: 0, diamonds: 0 });
    expect((await h.call('user/info', { token: inviter.token })).data.wallet.diamonds).toBe(
      walletOf(1004),
    );
  });

  it('a guest has no code to share, and a guest’s code of before cannot be filled', async () => {
    const guest = await h.guest();
    const income = await incomeOf(guest.token);
    expect(income).toMatchObject({ inviteCode: '', invitedCount: 0, redeemed: false });
    expect(income.rules[0]).toBe('登录或注册账号后即可获得专属邀请码');
    await tdb.db.update(users).set({ inviteCode: 'GUEST2' }).where(eq(users.id, guest.id));
    const r = await redeem((await newAccount(h)).token, 'GUEST2');
    expect([r.code, r.tip]).toEqual([4000, TIP_INVITER_GUEST]);
    expect(await tdb.db.select().from(invites)).toEqual([]);
  });

  it('a guest logging into an account brings no invitation with them', async () => {
    const inviter = await h.login('vip_supreme');
    const guest = await h.guest();
    // An invitation a guest made before the rule.
    await tdb.db.insert(invites).values({
      inviteeId: guest.id,
      inviterId: 1004,
      reward: INVITE_REWARD,
      createdAt: new Date(),
    });
    const r = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(r.code, r.tip).toBe(200);
    // The account is no new invitee: the inviter counts the guest, not the account.
    expect((await incomeOf(r.data.token)).redeemed).toBe(false);
    const listed = (await h.call('user/invite/list', { token: inviter.token, body: {} })).data;
    expect(listed.list.map((i: { id: number }) => i.id)).toEqual([guest.id]);
  });

  it(`takes at most ${INVITE_REDEEMS_PER_ADDRESS_PER_DAY} codes a day from one address`, async () => {
    const inviter = await h.login('vip_supreme');
    const { inviteCode } = await incomeOf(inviter.token);
    const ip = '198.51.100.7';
    const friends = [];
    for (let i = 0; i <= INVITE_REDEEMS_PER_ADDRESS_PER_DAY; i += 1)
      friends.push(await newAccount(h));
    for (const friend of friends.slice(0, INVITE_REDEEMS_PER_ADDRESS_PER_DAY)) {
      expect((await redeem(friend.token, inviteCode, ip)).code).toBe(200);
      // A second code of an account is refused as ever, and takes no place.
      expect((await redeem(friend.token, inviteCode, ip)).tip).toBe(TIP_INVITE_REDEEMED);
    }
    const last = friends.at(-1)!;
    const over = await redeem(last.token, inviteCode, ip);
    expect([over.code, over.tip]).toEqual([4290, TIP_INVITE_ADDRESS]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await redeem(last.token, inviteCode, '198.51.100.8')).code).toBe(200);
    expect((await incomeOf(inviter.token)).invitedCount).toBe(
      INVITE_REDEEMS_PER_ADDRESS_PER_DAY + 1,
    );
    // Eleven registrations, each a full scrypt: slow on a loaded machine.
  }, 90_000);
});

describe('messages', () => {
  it('lists notices, purchases and answered feedback with unread counts that reading clears', async () => {
    const me = await h.login('vip_normal');
    await notifyUser(tdb.db, {
      userId: null,
      kind: 'system',
      title: '维护通知',
      body: '今晚维护',
      nowMs: h.clock.ms,
    });
    h.clock.advance(5);
    await notifyUser(tdb.db, {
      userId: me.id,
      kind: 'follow',
      title: '新增粉丝',
      body: '小明关注了你',
      nowMs: h.clock.ms,
    });
    await h.call('media/pay', { token: me.token, body: { id: PAID.id } });

    const latest = (await h.call('message/latest', { token: me.token })).data;
    const byKind = Object.fromEntries(latest.kinds.map((k: { kind: string }) => [k.kind, k]));
    expect(byKind.system).toMatchObject({
      title: '系统通知',
      unread: 1,
      latest: { title: '维护通知', read: false },
    });
    expect(byKind.follow.unread).toBe(1);
    expect(byKind.purchase.latest).toMatchObject({
      title: '购买成功',
      link: `/play/longVideo?id=${PAID.id}`,
    });
    expect(latest.unread).toBe(
      byKind.system.unread + byKind.follow.unread + byKind.purchase.unread,
    );

    const page = (await h.call('message/list', { token: me.token, body: { kind: 'system' } })).data;
    expect(page.list).toEqual([expect.objectContaining({ title: '维护通知', read: false })]);
    const again = (await h.call('message/latest', { token: me.token })).data;
    expect(again.unread).toBe(latest.unread - 1);
    // Another user's follower message is not mine.
    const other = await h.login('vip_dark');
    expect(
      (await h.call('message/list', { token: other.token, body: { kind: 'follow' } })).data.list,
    ).toEqual([]);
  });

  it('feedback with pictures: the user sees their own and, unread, the operator’s answer', async () => {
    const me = await h.guest();
    const sent = await callForm(
      h,
      'feedback/add',
      {
        category: '播放问题',
        content: '第3集播放到一半卡住了',
        image1: new Blob([pngOf(640, 360)]),
        image2: new Blob([pngOf(360, 640)]),
      },
      me.token,
    );
    expect(sent.code).toBe(200);
    expect(sent.data.images).toHaveLength(2);
    const mine = (await h.call('message/list', { token: me.token, body: { kind: 'feedback' } }))
      .data;
    expect(mine.list).toEqual([
      expect.objectContaining({
        title: '播放问题',
        body: '第3集播放到一半卡住了',
        images: sent.data.images,
        read: true,
      }),
    ]);
    h.clock.advance(60);
    await replyToFeedback(tdb.db, sent.data.id, '已修复，请刷新后重试', h.clock.ms);
    const latest = (await h.call('message/latest', { token: me.token })).data;
    expect(latest.kinds.find((k: { kind: string }) => k.kind === 'feedback').unread).toBe(1);
    const answered = (await h.call('message/list', { token: me.token, body: { kind: 'feedback' } }))
      .data;
    expect(answered.list[0]).toMatchObject({ reply: '已修复，请刷新后重试', read: false });

    const bad = await callForm(
      h,
      'feedback/add',
      { category: '其他', content: '短', image1: new Blob([pngOf(10, 10)]) },
      me.token,
    );
    expect(bad.tip).toBe('请至少描述5个字，方便我们定位问题');
    const notImage = await callForm(
      h,
      'feedback/add',
      { category: '其他', content: '图片传不上去了', image1: new Blob(['hello']) },
      me.token,
    );
    expect(notImage.tip).toBe('仅支持 JPG、PNG 或 WebP 图片');
    expect(
      (await callForm(h, 'feedback/add', { category: '闲聊', content: '你好你好你好' }, me.token))
        .tip,
    ).toBe('请选择问题类型');
  });
});

describe('aiService/list', () => {
  it('answers the online-service entries with their keywords', async () => {
    const me = await h.guest();
    const r = (await h.call('aiService/list', { token: me.token })).data;
    expect(r.greeting).toContain('智能客服');
    expect(r.list.length).toBeGreaterThan(3);
    expect(r.list[0]).toMatchObject({ question: expect.any(String), keywords: expect.any(Array) });
  });
});

describe('media/trackList lists', () => {
  it('lists favourites and purchases, and clears the history', async () => {
    const me = await h.login('vip_normal');
    await h.call('collect/operate', { token: me.token, body: { id: VIP.id } });
    await h.call('media/pay', { token: me.token, body: { id: PAID.id } });
    await h.call('media/trackList', { token: me.token, body: { id: FREE.id, position: 30 } });
    const of = async (body: Record<string, unknown>) =>
      (await h.call('media/trackList', { token: me.token, body })).data;
    expect((await of({ kind: 'collect' })).list.map((v: { id: number }) => v.id)).toContain(VIP.id);
    expect((await of({ kind: 'bought' })).list.map((v: { id: number }) => v.id)).toContain(PAID.id);
    const cleared = await of({ clear: true });
    expect(cleared.cleared).toBeGreaterThan(0);
    expect((await of({})).list).toEqual([]);
  });
});
