// The community's jobs across processes on real PostgreSQL: an api-role origin queues and runs
// nothing, a worker on the same database does the work; a job body run twice at once has one
// effect. Skipped unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';

import { posts, uploads } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { silentLogger } from '../../logger';
import { createCommunityHarness } from '../../test/community-fixtures';
import { createHarness } from '../../test/harness';
import { pgSuite } from '../../test/pg-suite';
import { uploadPaths } from '../platform/upload-paths';
import { createBossRunner, sqlRunnerOf, type BossRunner } from '../platform/job-runner-boss';
import { createCommunityJobs } from './jobs';
import { moderatePost } from './post-publish';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

const live: BossRunner[] = [];

async function bossRunner(worker: boolean): Promise<BossRunner> {
  const { handle } = pg.tdb;
  if (handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  const runner = createBossRunner({
    db: handle.db,
    sql: sqlRunnerOf(handle),
    logger: silentLogger(),
    worker,
    pollingSeconds: 0.5,
  });
  await runner.open();
  live.push(runner);
  return runner;
}

async function rowsOf(query: SQL): Promise<Record<string, unknown>[]> {
  return ((await pg.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

pg.describe('community jobs on PostgreSQL', () => {
  afterEach(async () => {
    for (const r of live.splice(0)) await r.stop();
  }, 60_000);

  it('ORIGIN_ROLE=api queues a post’s moderation and runs none; a worker publishes it', async () => {
    // The api role as serve.ts makes it: a runner that only enqueues, jobs held for good.
    const api = await createCommunityHarness(
      pg.db,
      { guestPerIpPerMinute: 10_000 },
      { held: true, runner: await bossRunner(false) },
    );
    const me = await api.guest();
    const r = await api.call('post/publish', {
      token: me.token,
      body: { content: '分开部署也能发帖', categoryId: 6 },
    });
    expect(r.data).toMatchObject({ status: 'pending' });
    // Queued right after the answer (the send is not awaited by the call).
    while ((await rowsOf(sql`SELECT 1 FROM pgboss.job WHERE name = 'posts'`)).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = await rowsOf(
      sql`SELECT name, state, data->>'kind' AS kind, data->>'id' AS id FROM pgboss.job WHERE name = 'posts'`,
    );
    expect(queued).toEqual([
      { name: 'posts', state: 'created', kind: 'moderate', id: String(r.data.id) },
    ]);
    const [held] = await pg.db.select().from(posts).where(eq(posts.id, r.data.id));
    expect(held?.status).toBe('pending');

    // A worker process on the same database.
    const worker = createCommunityJobs({
      db: pg.db,
      paths: uploadPaths(api.config.dataDir),
      media: api.media,
      now: () => api.clock.ms,
      logger: silentLogger(),
      runner: await bossRunner(true),
    });
    await worker.idle();
    const [done] = await pg.db.select().from(posts).where(eq(posts.id, r.data.id));
    expect(done?.status).toBe('published');
  }, 60_000);

  it('moderates a video post once when two workers run its job at the same moment', async () => {
    const at = new Date(pg.h.clock.ms);
    const uploadId = 'up-twice-0001';
    await pg.db.insert(uploads).values({
      id: uploadId,
      userId: 2001,
      identifier: 'twice',
      kind: 'video',
      extension: 'mp4',
      totalSize: 1000,
      chunkSize: 1000,
      totalChunks: 1,
      status: 'ready',
      clip: uploadId,
      url: '/cdn/img/u/up-twice-0001.jpg',
      duration: 12,
      width: 720,
      height: 1280,
      createdAt: at,
      updatedAt: at,
    });
    const [post] = await pg.db
      .insert(posts)
      .values({
        userId: 2001,
        kind: 'video',
        content: '同一个视频',
        status: 'pending',
        uploadId,
        createdAt: at,
      })
      .returning({ id: posts.id });
    const verdicts = await Promise.all(
      Array.from({ length: 4 }, () => moderatePost(pg.db, post!.id, pg.h.clock.ms)),
    );
    expect(verdicts.every((v) => v === 'published')).toBe(true);
    const [made] = await pg.db.select({ n: count() }).from(videos).where(eq(videos.clip, uploadId));
    expect(made?.n).toBe(1);
    const [after] = await pg.db.select().from(posts).where(eq(posts.id, post!.id));
    const [video] = await pg.db.select().from(videos).where(eq(videos.clip, uploadId));
    expect(after?.videoId).toBe(video?.id);
  }, 60_000);
});
