// post/report (举报) through the real app: a post, a comment or an UP主, once per user and thing
// (a second is answered 已举报), never one's own, at most REPORTS_PER_DAY a day, and every report
// joins the one open queue item of its thing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  REPORTS_PER_DAY,
  TIP_REPORT_ALREADY,
  TIP_REPORT_DAILY,
  TIP_REPORT_SELF,
  TIP_REPORT_SENT,
  TIP_REPORT_TARGET,
} from '@/lib/domain/community/reports';

import { posts } from '../../db/schema/community';
import { adminLogin } from '../../test/admin-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { authorWithPost, itemOf, report } from '../../test/moderation-fixtures';
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

describe('post/report', () => {
  it('takes a guest’s report once; a second says 已举报; both reporters share one item', async () => {
    const author = await authorWithPost(h);
    const a = await h.guest();
    const b = await h.guest();
    const first = await report(h, a.token, 'post', author.postId, 'spam', '全是广告链接');
    expect([first.code, first.data]).toEqual([200, { already: false, tip: TIP_REPORT_SENT }]);
    const again = await report(h, a.token, 'post', author.postId, 'porn');
    expect([again.code, again.data]).toEqual([200, { already: true, tip: TIP_REPORT_ALREADY }]);
    expect((await report(h, b.token, 'post', author.postId, 'fraud')).data.already).toBe(false);
    const item = await itemOf(h, await adminLogin(h, 'moderator1'), 'post', author.postId);
    expect(item).toMatchObject({
      status: 'open',
      source: 'report',
      content: '今天去爬山了，风景很好',
    });
    expect(item!.reports.map((r) => [r.reporterId, r.reason, r.detail])).toEqual([
      [a.id, 'spam', '全是广告链接'],
      [b.id, 'fraud', ''],
    ]);
  });

  it('reports a comment and an UP主; refuses one’s own, an unknown thing and a bad reason', async () => {
    const author = await authorWithPost(h);
    const commenter = await h.guest();
    const c = await h.call('comment/add', {
      token: commenter.token,
      body: { postId: author.postId, content: '骂人的评论' },
    });
    expect(c.code, c.tip).toBe(200);
    expect((await report(h, author.token, 'comment', c.data.id, 'abuse')).code).toBe(200);
    expect((await report(h, commenter.token, 'up', author.id, 'other', '头像违规')).code).toBe(200);
    const own = await report(h, author.token, 'post', author.postId);
    expect([own.code, own.tip]).toEqual([4000, TIP_REPORT_SELF]);
    const gone = await report(h, commenter.token, 'post', 99_999_999);
    expect([gone.code, gone.tip]).toEqual([4040, TIP_REPORT_TARGET]);
    const bad = await report(h, commenter.token, 'post', author.postId, 'boring');
    expect([bad.code, bad.tip]).toEqual([4000, '请选择举报原因']);
    const token = await adminLogin(h, 'moderator1');
    expect(await itemOf(h, token, 'comment', c.data.id)).toMatchObject({ content: '骂人的评论' });
    expect((await itemOf(h, token, 'up', author.id))?.reports[0]?.detail).toBe('头像违规');
  });

  it('refuses a post that is not public, and the comments under it, as not found', async () => {
    const author = await authorWithPost(h);
    const commenter = await h.guest();
    const c = await h.call('comment/add', {
      token: commenter.token,
      body: { postId: author.postId, content: '一条评论' },
    });
    expect(c.code, c.tip).toBe(200);
    await tdb.db.update(posts).set({ status: 'pending' }).where(eq(posts.id, author.postId));
    const reporter = await h.guest();
    const post = await report(h, reporter.token, 'post', author.postId);
    expect([post.code, post.tip]).toEqual([4040, TIP_REPORT_TARGET]);
    const comment = await report(h, reporter.token, 'comment', c.data.id);
    expect([comment.code, comment.tip]).toEqual([4040, TIP_REPORT_TARGET]);
  });

  it(`allows ${REPORTS_PER_DAY} reports a day per user, then 4290`, async () => {
    const me = await h.guest();
    const list = await h.call('post/list', {
      token: me.token,
      body: { categoryId: 3, pageSize: 50 },
    });
    const ids = (list.data.list as { id: number }[]).map((p) => p.id);
    for (const id of ids.slice(0, REPORTS_PER_DAY))
      expect((await report(h, me.token, 'post', id)).code).toBe(200);
    const over = await report(h, me.token, 'post', ids[REPORTS_PER_DAY]!);
    expect([over.code, over.tip]).toEqual([4290, TIP_REPORT_DAILY]);
    h.clock.advance(24 * 3600 + 1);
    expect((await report(h, me.token, 'post', ids[REPORTS_PER_DAY]!)).code).toBe(200);
  });
});
