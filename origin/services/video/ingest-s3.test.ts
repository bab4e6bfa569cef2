// SLOW (ffmpeg, a 1 s 320×180 source): with MEDIA_STORE=s3 (a real S3-compatible server,
// s3rver), an ingested video's clip and pictures land in the bucket, nowhere on disk, are served
// by the IMAGE line from there, and deleting the video removes every object.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage } from '@/lib/domain/platform/image-codec';

import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { getImage, ingestDeps, makeSourceClip, sourceFile } from '../../test/ingest-fixtures';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { deleteVideo } from './ingest-catalogue';
import { ingestOf } from './ingest-view';
import { ingestSource } from './ingests';
import { createS3Store } from './media-store-s3';

let tdb: TestDb;
let s3: S3Server;
let h: CommunityHarness;

beforeAll(async () => {
  [tdb, s3] = await Promise.all([openTestDb(), startS3Server('ingest-media')]);
  h = await createCommunityHarness(tdb.db, {}, { media: createS3Store(s3.settings) });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => Promise.all([tdb?.close(), s3?.close()]), DB_HOOK_TIMEOUT_MS);

describe('ingestion into an S3 bucket', () => {
  it('stores the clip and pictures in the bucket; deleting removes every object', async () => {
    const deps = ingestDeps(h, tdb.db);
    const file = sourceFile('bucket.mov', makeSourceClip('320x180', 1, 'mov'));
    const { id } = await ingestSource(deps, { file, operatorId: 1 });
    await h.jobs.idle();
    const row = await ingestOf(tdb.db, id);
    expect(row).toMatchObject({ state: 'ready', ladder: ['240p'] });
    const keys = [
      `vid/in-${id}/master.m3u8`,
      `vid/in-${id}/240p/seg-000.m4s`,
      `img/in/${id}/poster.jpg`,
      `img/in/${id}/cover.jpg`,
      `img/in/${id}/thumbs.jpg`,
    ];
    for (const key of keys) expect(await h.media.find(key), key).not.toBeNull();
    expect(existsSync(path.join(h.config.dataDir, 'media', 'vid', `in-${id}`))).toBe(false);
    const cover = await getImage(h, row.cover);
    expect(cover.status).toBe(200);
    expect(decodeImage(new Uint8Array(await cover.arrayBuffer())).subarray(0, 2)).toEqual(
      new Uint8Array([0xff, 0xd8]),
    );
    // The source was a file on the server: read in place, never removed.
    expect(existsSync(file)).toBe(true);

    await deleteVideo(deps, id);
    for (const key of keys) expect(await h.media.find(key), key).toBeNull();
  }, 60_000);
});
