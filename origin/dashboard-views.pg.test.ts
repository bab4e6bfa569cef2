// The 数据看板's plays on real PostgreSQL (a pool, so requests run side by side): ten viewers
// playing one video and reading one post at once are each counted once in view_days, as in the
// all-time counters, and the dashboard shows them.
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { viewDays } from './db/schema/dashboard';
import { posts } from './db/schema/community';
import { videos } from './db/schema/media';
import { adminCall, adminLogin } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { FREE } from './test/media-fixtures';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db));

pg.describe('dashboard plays on PostgreSQL', () => {
  it('10 parallel plays and post reads: 10 in view_days, the counters and the dashboard', async () => {
    const [post] = await pg.db
      .select({ id: posts.id, views: posts.views })
      .from(posts)
      .where(eq(posts.status, 'published'))
      .orderBy(posts.id)
      .limit(1);
    const [video] = await pg.db
      .select({ views: videos.views })
      .from(videos)
      .where(eq(videos.id, FREE.id));
    const viewers = await Promise.all(Array.from({ length: 10 }, () => pg.h.guest()));
    const answers = await Promise.all(
      viewers.flatMap((v) => [
        pg.h.call('media/play', { token: v.token, body: { id: FREE.id } }),
        pg.h.call('post/detail', { token: v.token, body: { id: post!.id } }),
      ]),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(20).fill(200));

    const counted = async (kind: 'video' | 'post', id: number) =>
      (
        await pg.db
          .select({ n: sql<number>`sum(${viewDays.views})::int` })
          .from(viewDays)
          .where(and(eq(viewDays.kind, kind), eq(viewDays.itemId, id)))
      )[0]!.n;
    expect(await counted('video', FREE.id)).toBe(10);
    expect(await counted('post', post!.id)).toBe(10);
    const [after] = await pg.db
      .select({ views: videos.views })
      .from(videos)
      .where(eq(videos.id, FREE.id));
    expect(Number(after!.views) - Number(video!.views)).toBe(10);

    const token = await adminLogin(pg.h, 'editor1');
    const stats = await adminCall(pg.h, 'dashboard/stats', { token, body: { days: 7 } });
    expect(stats.data.days.at(-1).plays).toBe(10);
    expect(stats.data.topVideos[0]).toMatchObject({ id: FREE.id, views: 10 });
    expect(stats.data.topPosts[0]).toMatchObject({ id: post!.id, views: 10 });
  });
});
