// Bans from the console's 社区 through the origin's real app (PGlite): the sessions end, posts and
// comments are refused with the reason and the end, unban, a ban for good, and a banned guest
// who logs into an account (guest merge) bringing the ban. The rest: admin-community.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { AuditAction } from '@/lib/domain/admin/audit';
import { banTip } from '@/lib/domain/community/bans';

import { auditLog } from '../../db/schema/admin';
import { newAccount } from '../../test/account-fixtures';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { authorWithPost, itemOf, report, titlesOf } from '../../test/moderation-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const audits = async (action: AuditAction) =>
  tdb.db.select().from(auditLog).where(eq(auditLog.action, action));
async function reportedPost(content?: string) {
  const author = await authorWithPost(h, content);
  const reporter = await h.guest();
  expect((await report(h, reporter.token, 'post', author.postId, 'porn')).code).toBe(200);
  const mod = await adminLogin(h, 'moderator1');
  const item = (await itemOf(h, mod, 'post', author.postId))!;
  return { author, reporter, mod, item };
}

describe('bans', () => {
  it('ends the sessions and refuses posts and comments with the reason, until unbanned', async () => {
    const { author, mod } = await reportedPost();
    const r = await adminCall(h, 'community/ban', {
      token: mod,
      body: { userId: author.id, days: 7, reason: '多次发布广告' },
    });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await h.call('post/mypublish', { token: author.token, body: {} })).code).toBe(1000);
    const again = await h.guest(author.devID);
    expect(again.id).toBe(author.id);
    const tip = banTip({ endsAt: h.clock.ms + 7 * 86_400_000, reason: '多次发布广告' });
    const post = await h.call('post/publish', {
      token: again.token,
      body: { content: '我又来了' },
    });
    expect([post.code, post.tip]).toEqual([4030, tip]);
    const comment = await h.call('comment/add', {
      token: again.token,
      body: { postId: author.postId, content: '评论一下' },
    });
    expect([comment.code, comment.tip]).toEqual([4030, tip]);
    expect((await titlesOf(h, again.token))[0]).toContain('账号已被禁言');
    expect((await itemOf(h, mod, 'post', author.postId))?.author.banned).toMatchObject({
      reason: '多次发布广告',
    });
    const bans = await adminCall(h, 'community/bans', { token: mod });
    expect(bans.data.items.map((b: { userId: number }) => b.userId)).toEqual([author.id]);

    expect(
      (await adminCall(h, 'community/unban', { token: mod, body: { userId: author.id } })).code,
    ).toBe(200);
    expect(
      (await h.call('post/publish', { token: again.token, body: { content: '我改了' } })).code,
    ).toBe(200);
    const none = await adminCall(h, 'community/unban', { token: mod, body: { userId: author.id } });
    expect(none.code).toBe(4000);
    expect((await audits('user.ban')).length + (await audits('user.unban')).length).toBe(2);
  });

  it('a ban for good never ends; a 1-day ban ends after a day', async () => {
    const author = await authorWithPost(h);
    const mod = await adminLogin(h, 'moderator1');
    await adminCall(h, 'community/ban', {
      token: mod,
      body: { userId: author.id, days: 1, reason: '刷屏' },
    });
    const me = await h.guest(author.devID);
    h.clock.advance(86_400 + 1);
    expect(
      (await h.call('post/publish', { token: me.token, body: { content: '回来了' } })).code,
    ).toBe(200);
    // The operator's session has ended in the meantime (12 hours at most).
    const mod2 = await adminLogin(h, 'moderator1');
    await adminCall(h, 'community/ban', {
      token: mod2,
      body: { userId: author.id, days: 0, reason: '诈骗' },
    });
    h.clock.advance(365 * 86_400);
    const later = await h.guest(author.devID);
    const r = await h.call('post/publish', { token: later.token, body: { content: '还在吗' } });
    expect([r.code, r.tip]).toEqual([4030, banTip({ endsAt: null, reason: '诈骗' })]);
  });
});

describe('a ban and a guest merge', () => {
  it('a banned guest who logs into an account brings the ban with them', async () => {
    const account = await newAccount(h);
    const guest = await authorWithPost(h);
    const mod = await adminLogin(h, 'moderator1');
    const r = await adminCall(h, 'community/ban', {
      token: mod,
      body: { userId: guest.id, days: 30, reason: '发布广告' },
    });
    expect(r.code, r.tip).toBe(200);
    // The app signs the device in again as the same guest, then into the account.
    const again = await h.guest(guest.devID);
    const login = await h.call('login/account/login', {
      token: again.token,
      body: { account: account.account, password: 'secret-123' },
    });
    expect(login.code, login.tip).toBe(200);
    const post = await h.call('post/publish', {
      token: login.data.token,
      body: { content: '换个号再发' },
    });
    expect(post.code).toBe(4030);
    expect(post.tip).toContain('原因：发布广告');
  });
});
