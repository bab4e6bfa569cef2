// The console's 社区 through the origin's real app (PGlite): who may use it, the queue (reported
// things and posts the word list held, oldest first, with the author's history and the reports),
// each decision and its effect on feeds and the author's 消息, and the banned-word list; every
// change audited. Bans: admin-community-bans.test.ts; two moderators on one item:
// origin/admin-moderation.pg.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { AuditAction } from '@/lib/domain/admin/audit';
import { TIP_CASE_DECIDED, TIP_CASE_NOT_CONTENT } from '@/lib/domain/admin/moderation';
import { TIP_ADMIN_FORBIDDEN } from '@/lib/domain/admin/roles';

import { auditLog } from '../../db/schema/admin';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { authorWithPost, itemOf, queue, report, titlesOf } from '../../test/moderation-fixtures';
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
const feedIds = async (token: string) =>
  (
    (await h.call('post/list', { token, body: { categoryId: 3, pageSize: 50 } })).data.list as {
      id: number;
    }[]
  ).map((p) => p.id);

async function reportedPost(content?: string) {
  const author = await authorWithPost(h, content);
  const reporter = await h.guest();
  expect((await report(h, reporter.token, 'post', author.postId, 'porn')).code).toBe(200);
  const mod = await adminLogin(h, 'moderator1');
  const item = (await itemOf(h, mod, 'post', author.postId))!;
  return { author, reporter, mod, item };
}

describe('who may moderate', () => {
  it('the owner and a moderator may; an editor or finance gets 4030 (cannot ban), a user 1000', async () => {
    const { author, item } = await reportedPost();
    for (const name of ['editor1', 'finance1']) {
      const token = await adminLogin(h, name);
      for (const [path, body] of [
        ['community/queue', {}],
        ['community/counts', {}],
        ['community/approve', { id: item.id }],
        ['community/ban', { userId: author.id, days: 7, reason: '广告' }],
        ['community/unban', { userId: author.id }],
        ['community/words/set', { words: ['x'] }],
      ] as const) {
        const r = await adminCall(h, path, { token, body });
        expect([name, path, r.code, r.tip]).toEqual([name, path, 4030, TIP_ADMIN_FORBIDDEN]);
      }
    }
    expect(await audits('user.ban')).toHaveLength(0);
    for (const name of ['moderator1', 'admin']) {
      const token = await adminLogin(h, name);
      expect((await adminCall(h, 'community/counts', { token })).data).toEqual({
        reports: 1,
        words: 0,
        total: 1,
      });
    }
    expect((await adminCall(h, 'community/queue', { token: author.token })).code).toBe(1000);
  });
});

describe('the queue', () => {
  it('holds reports and word-held posts oldest first, with the author’s history', async () => {
    const first = await reportedPost('第一条被举报的帖子');
    h.clock.advance(60);
    const writer = await h.guest();
    const held = await h.call('post/publish', {
      token: writer.token,
      body: { content: '一起来赌 博吧' },
    });
    await h.jobs.idle();
    const page = await queue(h, first.mod);
    expect(page.items.map((i) => [i.kind, i.targetId, i.source])).toEqual([
      ['post', first.author.postId, 'report'],
      ['post', held.data.id, 'words'],
    ]);
    expect(page.items[1]).toMatchObject({
      autoReason: '内容含有违规词“赌博”，请修改后重新发布',
      content: '一起来赌 博吧',
      exists: true,
      author: { id: writer.id, posts: 1, rejections: 0, bans: [], banned: null },
    });
    expect((await queue(h, first.mod, { source: 'words' })).total).toBe(1);
  });
});

describe('decisions', () => {
  it('reject: the post leaves every feed and detail, its author is told why; audited', async () => {
    const { author, reporter, mod, item } = await reportedPost();
    expect(await feedIds(reporter.token)).toContain(author.postId);
    const r = await adminCall(h, 'community/reject', {
      token: mod,
      body: { id: item.id, reason: '含有低俗内容' },
    });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.item).toMatchObject({ status: 'rejected', decisionReason: '含有低俗内容' });
    expect(await feedIds(reporter.token)).not.toContain(author.postId);
    expect(
      (await h.call('post/detail', { token: reporter.token, body: { id: author.postId } })).code,
    ).toBe(4040);
    const mine = await h.call('post/mypublish', { token: author.token, body: {} });
    expect(mine.data.list[0]).toMatchObject({ status: 'rejected', rejectReason: '含有低俗内容' });
    expect(await titlesOf(h, author.token)).toContain(
      '帖子未通过审核：你的帖子“今天去爬山了，风景很好”未通过审核，原因：含有低俗内容',
    );
    const again = await adminCall(h, 'community/approve', { token: mod, body: { id: item.id } });
    expect([again.code, again.tip]).toEqual([4090, TIP_CASE_DECIDED]);
    const rows = await audits('community.reject');
    expect(rows.map((a) => a.target)).toEqual([`post:${author.postId}`]);
    expect(await audits('community.approve')).toHaveLength(0);
    // The author's history now counts it.
    await report(h, reporter.token, 'up', author.id, 'other');
    expect((await itemOf(h, mod, 'up', author.id))?.author.rejections).toBe(1);
  });

  it('approve: a reported post stays; a word-held post is published', async () => {
    const { author, reporter, mod, item } = await reportedPost();
    expect(
      (await adminCall(h, 'community/approve', { token: mod, body: { id: item.id } })).code,
    ).toBe(200);
    expect(await feedIds(reporter.token)).toContain(author.postId);
    const writer = await h.guest();
    const held = await h.call('post/publish', {
      token: writer.token,
      body: { content: '我不是在说赌博，是在讲反诈' },
    });
    await h.jobs.idle();
    const wordItem = (await itemOf(h, mod, 'post', held.data.id))!;
    expect(wordItem.source).toBe('words');
    expect(await feedIds(reporter.token)).not.toContain(held.data.id);
    const r = await adminCall(h, 'community/approve', { token: mod, body: { id: wordItem.id } });
    expect(r.code, r.tip).toBe(200);
    expect(await feedIds(reporter.token)).toContain(held.data.id);
    expect(await audits('community.approve')).toHaveLength(2);
  });

  it('remove: a comment and its replies go, the counts follow, its author is told', async () => {
    const author = await authorWithPost(h);
    const rude = await h.guest();
    const c = await h.call('comment/add', {
      token: rude.token,
      body: { postId: author.postId, content: '难听的话' },
    });
    await h.call('comment/add', {
      token: author.token,
      body: { postId: author.postId, parentId: c.data.id, content: '请文明发言' },
    });
    expect((await report(h, author.token, 'comment', c.data.id, 'abuse')).code).toBe(200);
    const mod = await adminLogin(h, 'admin');
    const item = (await itemOf(h, mod, 'comment', c.data.id))!;
    const r = await adminCall(h, 'community/remove', {
      token: mod,
      body: { id: item.id, reason: '人身攻击' },
    });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.item).toMatchObject({ status: 'removed', exists: false });
    const list = await h.call('comment/list', {
      token: author.token,
      body: { postId: author.postId },
    });
    expect(list.data.total).toBe(0);
    const detail = await h.call('post/detail', {
      token: author.token,
      body: { id: author.postId },
    });
    expect(detail.data.comments).toBe(0);
    expect((await titlesOf(h, rude.token))[0]).toContain('评论已被删除');
  });

  it('an UP主 report can be approved but not rejected', async () => {
    const author = await authorWithPost(h);
    const other = await h.guest();
    await report(h, other.token, 'up', author.id, 'other', '昵称违规');
    const mod = await adminLogin(h, 'moderator1');
    const item = (await itemOf(h, mod, 'up', author.id))!;
    const r = await adminCall(h, 'community/reject', {
      token: mod,
      body: { id: item.id, reason: 'x' },
    });
    expect([r.code, r.tip]).toEqual([4000, TIP_CASE_NOT_CONTENT]);
    expect((await itemOf(h, mod, 'up', author.id))?.status).toBe('open');
    expect(await audits('community.reject')).toHaveLength(0);
  });
});

describe('the banned-word list', () => {
  it('edits the list; the next post with a new word is held', async () => {
    const mod = await adminLogin(h, 'moderator1');
    const got = await adminCall(h, 'community/words/get', { token: mod });
    expect(got.data.words).toContain('赌博');
    const set = await adminCall(h, 'community/words/set', {
      token: mod,
      body: { words: [...got.data.words, ' 买粉 ', '买粉', ''] },
    });
    expect(set.data.words).toEqual([...got.data.words, '买粉']);
    const writer = await h.guest();
    const p = await h.call('post/publish', { token: writer.token, body: { content: '低价买粉' } });
    await h.jobs.idle();
    expect((await itemOf(h, mod, 'post', p.data.id))?.source).toBe('words');
    const [row] = await audits('bannedWords.set');
    expect(row?.after).toEqual({ bannedWords: [...got.data.words, '买粉'] });
  });
});
