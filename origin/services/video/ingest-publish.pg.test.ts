// Publishing under real concurrency (PostgreSQL with a pool; PGlite has one connection): two
// editors publishing the same ingested video at once make one catalogue row, not two. Skipped
// unless ORIGIN_TEST_DB=pg and DATABASE_URL_PG are set.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { videos } from '../../db/schema/media';
import { videoIngests } from '../../db/schema/video-ingests';
import { createHarness } from '../../test/harness';
import { pgSuite } from '../../test/pg-suite';
import { publish } from './ingest-catalogue';
import { ingestClipOf, newIngestId } from './ingest-paths';

const pg = pgSuite((db) => createHarness(db));

pg.describe('publishing an ingest', () => {
  it('twice at once makes one catalogue row', async () => {
    const id = newIngestId();
    const at = new Date(pg.h.clock.ms);
    // A finished ingest as the job leaves it (the transcoding itself: ingests.test.ts).
    await pg.db.insert(videoIngests).values({
      id,
      operatorId: 1,
      source: '/nowhere.mp4',
      extension: 'mp4',
      state: 'ready',
      progress: 100,
      ladder: ['240p'],
      duration: 10,
      width: 426,
      height: 240,
      cover: `/in/${id}/cover.jpg`,
      draft: {
        title: '并发发布',
        description: '',
        tags: ['并发'],
        actorId: null,
        category: null,
        durationShown: null,
        access: 'free',
        price: 0,
        previewSeconds: null,
      },
      createdAt: at,
      updatedAt: at,
    });
    const deps = { db: pg.db, now: () => pg.h.clock.ms };
    const results = await Promise.all(Array.from({ length: 6 }, () => publish(deps, id)));
    const rows = await pg.db
      .select()
      .from(videos)
      .where(eq(videos.clip, ingestClipOf(id)));
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((r) => r.videoId))).toEqual(new Set([rows[0]!.id]));
  });
});
