// A guest's merge into an account racing likes, follows and comments on the same things, on real
// PostgreSQL (a pool, so they really run side by side): the account liking a post the guest liked,
// following an UP主 the guest follows, the guest still liking with their old session, someone
// following the guest or answering the guest's comment. Every call succeeds (no deadlock) and
// every count stays what its rows say. Skipped unless ORIGIN_TEST_DB=pg.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { mergeGuestInto } from './services/account/guest-merge';
import { fund, ledgerBalanced } from './test/account-fixtures';
import { createCommunityHarness } from './test/community-fixtures';
import { DEMO_ID, seededPosts } from './test/merge-fixtures';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createCommunityHarness(db, { guestPerIpPerMinute: 10_000 }), {
  settle: (h) => h.jobs.idle(),
});

const ROUNDS = 20;
type Rows<T> = { rows: T[] };

/**
 * How far each count is from its rows: a post's likes, favourites and comments, an UP主's
 * followers. The seed's counts are made up, so it is the distance that must not move.
 */
async function drift(postIds: number[], uploaderIds: number[]) {
  const posts = (await pg.db.execute(sql`
    SELECT p.id,
      p.likes - (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)::int AS likes,
      p.collects - (SELECT count(*) FROM post_favourites f WHERE f.post_id = p.id)::int AS collects,
      p.comments - (SELECT count(*) FROM comments c WHERE c.post_id = p.id)::int AS comments
    FROM posts p WHERE p.id IN (${sql.join(postIds, sql`, `)}) ORDER BY p.id`)) as unknown as Rows<
    Record<string, number>
  >;
  const ups = (await pg.db.execute(sql`
    SELECT u.id, coalesce((SELECT followers FROM uploaders WHERE user_id = u.id), 0)
      - (SELECT count(*) FROM follows f WHERE f.uploader_id = u.id)::int AS followers
    FROM users u WHERE u.id IN (${sql.join(uploaderIds, sql`, `)}) ORDER BY u.id`)) as unknown as Rows<
    Record<string, number>
  >;
  return { posts: posts.rows, ups: ups.rows };
}

pg.describe('a guest merge racing the community on PostgreSQL', () => {
  it(`${ROUNDS} merges, each racing likes, follows and comments on what the guest had`, async () => {
    const demo = await pg.h.login('demo');
    const reader = await pg.h.guest();
    const call = (token: string, path: string, body: Record<string, unknown>) =>
      pg.h.call(path, { token, body });
    const posts = await seededPosts(pg.h, reader.token, 3 * ROUNDS);
    const ups = [2001, 2002, DEMO_ID];
    for (let round = 0; round < ROUNDS; round += 1) {
      const [both, mine, later] = posts.slice(3 * round, 3 * round + 3) as [number, number, number];
      const guest = await pg.h.guest();
      // A new stranger each round: comments are limited per minute, and the clock stands still.
      const stranger = await pg.h.guest();
      for (const id of [both, mine]) {
        await call(guest.token, 'media/like', { id, like: true, type: 'post' });
        await call(guest.token, 'collect/operate', { id, type: 'post' });
      }
      await call(guest.token, 'upblogers/cares', { id: 2001, follow: true });
      await call(demo.token, 'upblogers/cares', { id: 2001, follow: false });
      const comment = await call(guest.token, 'comment/add', { postId: both, content: '先到' });
      expect(comment.code, comment.tip).toBe(200);
      const watched = [both, mine, later];
      const before = await drift(watched, [...ups, guest.id]);

      const [report, ...answers] = await Promise.all([
        mergeGuestInto(pg.db, guest.id, DEMO_ID, pg.h.clock.ms),
        call(demo.token, 'media/like', { id: both, like: true, type: 'post' }),
        call(demo.token, 'collect/operate', { id: both, type: 'post' }),
        call(demo.token, 'upblogers/cares', { id: 2001, follow: true }),
        call(guest.token, 'media/like', { id: later, like: true, type: 'post' }),
        call(guest.token, 'upblogers/cares', { id: 2002, follow: true }),
        call(stranger.token, 'upblogers/cares', { id: guest.id, follow: true }),
        call(stranger.token, 'media/like', { id: mine, like: true, type: 'post' }),
        call(stranger.token, 'comment/add', {
          postId: both,
          content: `回复 ${round}`,
          parentId: comment.data.id,
        }),
      ]);
      expect(answers.map((r) => [r.code, r.tip])).toEqual(answers.map(() => [200, '']));
      expect(report.postLikes).toBeGreaterThan(0);
      // The stranger's comment and like are new rows, counted with them: no drift either.
      expect(await drift(watched, [...ups, guest.id])).toEqual(before);
      const liked = (await call(demo.token, 'post/detail', { id: mine })).data.liked;
      expect(liked).toBe(true);
    }
  }, 300_000);

  it('the account buying a post the guest bought, during the merge: paid once, the other refunded', async () => {
    const demo = await pg.h.login('demo');
    const paid: { id: number; price: number }[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const list = await pg.h.call('post/list', {
        token: demo.token,
        body: { categoryId: 3, page, pageSize: 50 },
      });
      paid.push(...(list.data.list as { id: number; price: number }[]).filter((p) => p.price > 0));
    }
    expect(paid.length).toBeGreaterThan(4);
    for (const post of paid) {
      const guest = await pg.h.guest();
      await fund(pg.db, guest.id, post.price, 0, pg.h.clock.ms);
      const bought = await pg.h.call('post/pay', { token: guest.token, body: { id: post.id } });
      expect(bought.code, bought.tip).toBe(200);
      const before = (await pg.h.call('user/info', { token: demo.token })).data.wallet.diamonds;
      const [, pay] = await Promise.all([
        mergeGuestInto(pg.db, guest.id, DEMO_ID, pg.h.clock.ms),
        pg.h.call('post/pay', { token: demo.token, body: { id: post.id } }),
      ]);
      expect([pay.code, pay.tip]).toEqual([200, '']);
      // Whoever came first, the post was paid for once by each: one price comes back.
      const after = (await pg.h.call('user/info', { token: demo.token })).data.wallet.diamonds;
      expect(after).toBe(before);
      expect(await ledgerBalanced(pg.db, DEMO_ID)).toBe(true);
    }
  }, 120_000);
});
