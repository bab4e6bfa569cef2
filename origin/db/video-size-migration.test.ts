// Migration 0018 on a database seeded before it: the shipped clips' rows get their picture size
// back (short-* portrait, clip-* landscape), so its short feed keeps the 9:16 shorts only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedCatalogue } from '../seed/seed-media';
import { seedShortVideos } from '../seed/seed-shorts';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { MIGRATIONS_FOLDER } from './migrate';
import { videos } from './schema/media';

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

/** The migration's UPDATE statements (its ALTERs ran already: the columns exist, at 0). */
const backfill = readFileSync(path.join(MIGRATIONS_FOLDER, '0018_video_size.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /\bUPDATE\b/.test(statement));

describe('migration 0018 (video width and height)', () => {
  it('gives the seeded rows of an older database the sizes the seed now writes', async () => {
    await tdb.db.execute(sql`UPDATE videos SET width = 0, height = 0`);
    for (const statement of backfill) await tdb.db.execute(sql.raw(statement));
    const rows = await tdb.db
      .select({ id: videos.id, width: videos.width, height: videos.height })
      .from(videos)
      .orderBy(asc(videos.id));
    const seeded = [...seedCatalogue().videos, ...seedShortVideos()]
      .map((v) => ({ id: v.id, width: v.width, height: v.height }))
      .sort((a, b) => a.id - b.id);
    expect(backfill.length).toBeGreaterThan(0);
    expect(rows).toEqual(seeded);
  });
});
