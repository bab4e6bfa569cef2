// Follow and comment-like counts under real concurrency (PostgreSQL with a pool; PGlite has one
// connection).
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { commentLikes, comments, follows, uploaders } from './db/schema/community';
import { videos } from './db/schema/media';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }), {
  reseed: false,
});

pg.describe('follow and comment-like counts on PostgreSQL', () => {
  async function exact(uploaderId: number) {
    const [row] = await pg.db.select().from(uploaders).where(eq(uploaders.userId, uploaderId));
    const [rows] = await pg.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.uploaderId, uploaderId));
    return { stored: row?.followers ?? 0, rows: rows?.n ?? 0 };
  }

  it('stays exact under 50 parallel follows and unfollows', async () => {
    const target = 2010;
    const fans = await Promise.all(Array.from({ length: 50 }, () => pg.h.guest()));
    const before = await exact(target);
    expect(before.stored).toBe(before.rows);
    const cares = (token: string, follow: boolean) =>
      pg.h.call('upblogers/cares', { token, body: { id: target, follow } });
    // Everyone follows (some twice) at once…
    const first = await Promise.all(
      fans.flatMap((f, i) => [
        cares(f.token, true),
        ...(i % 5 === 0 ? [cares(f.token, true)] : []),
      ]),
    );
    expect(first.every((r) => r.code === 200)).toBe(true);
    expect(await exact(target)).toEqual({ stored: before.rows + 50, rows: before.rows + 50 });
    // …then half unfollow while the other half follows again and unfollows, all at once.
    const mixed = await Promise.all(
      fans.flatMap((f, i) =>
        i % 2 === 0 ? [cares(f.token, false)] : [cares(f.token, true), cares(f.token, false)],
      ),
    );
    expect(mixed.every((r) => r.code === 200)).toBe(true);
    const after = await exact(target);
    expect(after.stored).toBe(after.rows);
    expect(after.rows).toBeGreaterThanOrEqual(before.rows);
    expect(after.rows).toBeLessThanOrEqual(before.rows + 25);
  }, 120_000);

  it('counts a comment’s likes exactly under 40 parallel likes and unlikes', async () => {
    const author = await pg.h.guest();
    const [video] = await pg.db.select({ id: videos.id }).from(videos).limit(1);
    const said = await pg.h.call('comment/add', {
      token: author.token,
      body: { videoId: video!.id, content: '一起来点赞' },
    });
    expect(said.code, said.tip).toBe(200);
    const id = said.data.id as number;
    const exactLikes = async () => {
      const [row] = await pg.db.select().from(comments).where(eq(comments.id, id));
      const [rows] = await pg.db
        .select({ n: count() })
        .from(commentLikes)
        .where(eq(commentLikes.commentId, id));
      return { stored: row?.likes ?? 0, rows: rows?.n ?? 0 };
    };
    const fans = await Promise.all(Array.from({ length: 40 }, () => pg.h.guest()));
    const like = (token: string, value: boolean) =>
      pg.h.call('media/like', { token, body: { id, like: value, type: 'comment' } });
    const first = await Promise.all(
      fans.flatMap((f, i) => [like(f.token, true), ...(i % 4 === 0 ? [like(f.token, true)] : [])]),
    );
    expect(first.every((r) => r.code === 200)).toBe(true);
    expect(await exactLikes()).toEqual({ stored: 40, rows: 40 });
    const mixed = await Promise.all(
      fans.flatMap((f, i) =>
        i % 2 === 0 ? [like(f.token, false)] : [like(f.token, false), like(f.token, true)],
      ),
    );
    expect(mixed.every((r) => r.code === 200)).toBe(true);
    const after = await exactLikes();
    expect(after.stored).toBe(after.rows);
    expect(after.rows).toBeLessThanOrEqual(20);
  }, 120_000);
});
