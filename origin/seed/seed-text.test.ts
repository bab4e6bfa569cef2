// Nothing the seed shows a user reads as test data: no 测试 or "test" in any text it writes
// (titles, descriptions, tags, topics, actors, collections, sections, hot searches, ads,
// announcements, config texts, nicknames, posts, comments, UP主 intros), nor drawn on a picture or burnt into a clip.
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  actors,
  collections,
  homeSections,
  homeTabs,
  hotSearches,
  tags,
  topics,
  videos,
} from '../db/schema/media';
import { comments, posts, uploaders } from '../db/schema/community';
import { ads, announcements, appConfig } from '../db/schema/platform';
import { users } from '../db/schema/users';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';
import { LYRICS } from './clip-looks';
import { CLIPS } from '../services/video/media-library';
import { COVER_TEXTS_FILE, type CoverTexts } from './media-assets';

const TEST_WORD = /测试|test/i;

let tdb: TestDb;

beforeAll(async () => {
  tdb = await openTestDb();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

/** Every string inside a value (rows, JSON config), with where it was found. */
function strings(value: unknown, where: string): [string, string][] {
  if (typeof value === 'string') return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${where}[${i}]`));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${where}.${k}`));
  return [];
}

describe('seeded text', () => {
  it('has no 测试 or “test” in any row a screen can show', async () => {
    const db = tdb.db;
    const tables = {
      videos: await db.select().from(videos),
      tags: await db.select().from(tags),
      topics: await db.select().from(topics),
      actors: await db.select().from(actors),
      collections: await db.select().from(collections),
      homeTabs: await db.select().from(homeTabs),
      homeSections: await db.select().from(homeSections),
      hotSearches: await db.select().from(hotSearches),
      ads: await db.select().from(ads),
      announcements: await db.select().from(announcements),
      appConfig: await db.select().from(appConfig),
      posts: await db.select().from(posts),
      comments: await db.select().from(comments),
      uploaders: await db.select().from(uploaders),
      // A password hash is no text anyone reads.
      users: (await db.select().from(users)).map(({ passwordHash: _hash, ...user }) => user),
    };
    const found = strings(tables, 'seed');
    expect(found.length).toBeGreaterThan(1000);
    expect(found.filter(([, text]) => TEST_WORD.test(text))).toEqual([]);
  });

  it('has none on a picture or burnt into a clip either', () => {
    const texts = JSON.parse(readFileSync(COVER_TEXTS_FILE, 'utf8')) as CoverTexts;
    const shown = [
      ...Object.values(texts).map((t) => t.text),
      ...LYRICS,
      ...CLIPS.map((c) => c.look),
    ];
    expect(shown.filter((text) => TEST_WORD.test(text))).toEqual([]);
  });
});
