// The housekeeping's upload pass (serve.ts runs cleanUploads every minute): an unfinished upload
// goes after 6 h, a finished one nothing refers to after a day, with its media; a picture a post
// shows stays, and so does the seed's media.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ABANDONED_UPLOAD_MS, UNREFERENCED_UPLOAD_MS } from '@/lib/domain/platform/upload-limits';

import { posts, uploads } from '../../db/schema/community';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { testConfig } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { cleanUploads } from './upload-cleanup';
import { uploadPaths } from './upload-paths';

const HOUR_S = 3600;

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const paths = uploadPaths(testConfig().dataDir);
const housekeeping = () => cleanUploads({ db: tdb.db, paths, media: h.media }, h.clock.ms);
const served = async (url: string) => (await h.app.request(`/cdn/img${url}`)).status;
const rowOf = async (id: string) =>
  (await tdb.db.select().from(uploads).where(eq(uploads.id, id)))[0];

describe('cleanUploads', () => {
  it('removes what nothing refers to after its grace, and keeps what a post shows', async () => {
    const me = await h.guest();
    const picture = async () =>
      (
        await h.call('upload/img', {
          token: me.token,
          form: formOf({}, fileOf(jpegBytes(), 'a.jpg')),
        })
      ).data as { id: string; url: string };
    const published = await picture();
    const forgotten = await picture();
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '今天的照片', images: [published.id] },
    });
    expect(post.code, post.tip).toBe(200);
    // Chunk 1 of 2 of a picture, never finished.
    const head = jpegBytes(1024);
    const unfinished = await h.call('upload/chunk', {
      token: me.token,
      form: formOf(
        {
          chunkNumber: 1,
          chunkSize: 1024,
          currentChunkSize: 1024,
          totalSize: 2048,
          identifier: 'never-finished',
          filename: 'b.jpg',
          totalChunks: 2,
        },
        fileOf(head, 'b.jpg'),
      ),
    });
    expect(unfinished.status).toBe(200);
    const [open] = await tdb.db
      .select()
      .from(uploads)
      .where(eq(uploads.identifier, 'never-finished'));
    expect(existsSync(path.join(paths.parts, open!.id))).toBe(true);

    // Within their graces everything stays.
    h.clock.advance(ABANDONED_UPLOAD_MS / 1000 - HOUR_S);
    await housekeeping();
    expect(await rowOf(open!.id)).toBeDefined();
    h.clock.advance(2 * HOUR_S);
    await housekeeping();
    expect(await rowOf(open!.id)).toBeUndefined();
    expect(existsSync(path.join(paths.parts, open!.id))).toBe(false);
    expect(await served(forgotten.url)).toBe(200);

    h.clock.advance(UNREFERENCED_UPLOAD_MS / 1000 - 7 * HOUR_S);
    await housekeeping();
    expect(await served(forgotten.url)).toBe(200);
    h.clock.advance(2 * HOUR_S);
    await housekeeping();
    expect(await rowOf(forgotten.id)).toBeUndefined();
    expect(await served(forgotten.url)).toBe(404);
    expect(await rowOf(published.id)).toBeDefined();
    expect(await served(published.url)).toBe(200);
    // A picture the user picked and has not published yet, after the grace: refused, not broken.
    const late = await h.call('post/publish', {
      token: me.token,
      body: { content: '晚了一天', images: [forgotten.id] },
    });
    expect(late.tip).toBe('图片未上传完成或已失效，请重新上传');
  });

  it('never touches the seed’s media', async () => {
    const [seeded] = await tdb.db
      .select({ images: posts.images })
      .from(posts)
      .where(sql`jsonb_array_length(${posts.images}) > 0`)
      .limit(1);
    const image = seeded!.images[0]!;
    h.clock.advance(30 * 24 * HOUR_S);
    await housekeeping();
    expect(await served(image)).toBe(200);
  });
});
