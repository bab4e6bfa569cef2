// Follow and comment-like counts under real concurrency (PostgreSQL with a pool; PGlite has one
// connection).
// Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commentLikes, comments, follows, uploaders } from './db/schema/community';
import { videos } from './db/schema/media';
import { createHarness, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, usingPostgres, type TestDb } from './test/test-db';

const pg = usingPostgres();
let tdb: TestDb;
let h: Harness;

describe.skipIf(!pg)('follow and comment-like counts on PostgreSQL', () => {
  beforeAll(async () => {
    tdb = await openTestDb();
    h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
  }, DB_HOOK_TIMEOUT_MS);
  afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

  async function exact(uploaderId: number) {
    const [row] = await tdb.db.select().from(uploaders).where(eq(uploaders.userId, uploaderId));
    const [rows] = await tdb.db
      .select({ n: count() })
      .from(follows)
      .where(eq(follows.uploaderId, uploaderId));
    return { stored: row?.followers ?? 0, rows: rows?.n ?? 0 };
  }

  it('stays exact under 50 parallel follows and unfollows', async () => {
    const target = 2010;
    const fans = await Promise.all(Array.from({ length: 50 }, () => h.guest()));
    const before = await exact(target);
    expect(before.stored).toBe(before.rows);
    const cares = (token: string, follow: boolean) =>
      h.call('upblogers/cares', { token, body: { id: target, follow } });
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
    const author = await h.guest();
    const [video] = await tdb.db.select({ id: videos.id }).from(videos).limit(1);
    const said = await h.call('comment/add', {
      token: author.token,
      body: { videoId: video!.id, content: '一起来点赞' },
    });
    expect(said.code, said.tip).toBe(200);
    const id = said.data.id as number;
    const exactLikes = async () => {
      const [row] = await tdb.db.select().from(comments).where(eq(comments.id, id));
      const [rows] = await tdb.db
        .select({ n: count() })
        .from(commentLikes)
        .where(eq(commentLikes.commentId, id));
      return { stored: row?.likes ?? 0, rows: rows?.n ?? 0 };
    };
    const fans = await Promise.all(Array.from({ length: 40 }, () => h.guest()));
    const like = (token: string, value: boolean) =>
      h.call('media/like', { token, body: { id, like: value, type: 'comment' } });
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
