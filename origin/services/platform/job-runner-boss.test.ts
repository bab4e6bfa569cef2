// pg-boss on the embedded PGlite (the default database, one process): the origin's jobs run
// there as on PostgreSQL: a post is moderated through the app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { posts } from '../../db/schema/community';
import { silentLogger } from '../../logger';
import { createCommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { createBossRunner, sqlRunnerOf, type BossRunner } from './job-runner-boss';

let tdb: TestDb;
let runner: BossRunner;

beforeAll(async () => {
  tdb = await openTestDb();
  runner = createBossRunner({
    db: tdb.db,
    sql: sqlRunnerOf(tdb.handle),
    logger: silentLogger(),
    worker: true,
    pollingSeconds: 0.5,
    retryDelaySeconds: 1,
    retryLimit: 1,
  });
  await runner.open();
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await runner.stop();
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

describe('pg-boss on PGlite', () => {
  it('moderates a new post through the app', async () => {
    const h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, { runner });
    const me = await h.guest();
    const r = await h.call('post/publish', {
      token: me.token,
      body: { content: '嵌入式数据库上的任务队列', categoryId: 6 },
    });
    expect(r.data).toMatchObject({ status: 'pending' });
    await h.jobs.idle();
    const [post] = await tdb.db.select().from(posts).where(eq(posts.id, r.data.id));
    expect(post?.status).toBe('published');
  }, 60_000);
});
