// Uploads with MEDIA_STORE=s3, against a real S3-compatible server (s3rver): a picture and a
// transcoded video land in the bucket, none in DATA_DIR/media, and the IMAGE and VID lines serve
// them from there as they serve files on disk: obfuscated, signed, byte ranges.
import { existsSync } from 'node:fs';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage, encodeMarker } from '@/lib/domain/platform/image-codec';

import { createS3Store } from '../../services/video/media-store-s3';
import { createVidSigner } from '../../services/video/vid-sign';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let s3: S3Server;
let h: CommunityHarness;

beforeAll(async () => {
  [tdb, s3] = await Promise.all([openTestDb(), startS3Server('yingshi-media')]);
  h = await createCommunityHarness(tdb.db, {}, { media: createS3Store(s3.settings) });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => Promise.all([tdb?.close(), s3?.close()]), DB_HOOK_TIMEOUT_MS);

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.request(`http://localhost:4000${url}`, { headers });

describe('media in an S3-compatible bucket', () => {
  it('a picture is stored in the bucket and served obfuscated by the IMAGE line', async () => {
    const me = await h.guest();
    const picture = jpegBytes(3000);
    const up = await h.call('upload/img', {
      token: me.token,
      form: formOf({}, fileOf(picture, 'me.jpg')),
    });
    expect(up.data).toMatchObject({ kind: 'image', status: 'ready' });
    const url: string = up.data.url;
    expect(existsSync(path.join(h.config.dataDir, 'media', 'img', url))).toBe(false);
    const served = await get(`/cdn/img${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    // Obfuscated as the seed's pictures are; inside, the picture as kept (decoded, re-encoded).
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes.subarray(0, 5)).toEqual(encodeMarker(new Uint8Array(0)).subarray(0, 5));
    expect(await sharp(decodeImage(bytes)).metadata()).toMatchObject({ format: 'jpeg', width: 16 });
    expect(picture.length).toBe(3000);
    expect((await get('/cdn/img/u/000000000000000000000000.jpg')).status).toBe(404);
  });

  it('a video post is transcoded into the bucket and plays through the VID line', async () => {
    const me = await h.guest();
    const last = await uploadClip(h, me.token, makeTestClip());
    expect(last.status).toBe(202);
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '桶里的视频', video: last.data.file.id },
    });
    await h.jobs.idle();
    const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
    expect(detail.data).toMatchObject({ status: 'published', video: { duration: 3 } });
    const clip = `up-${last.data.file.id}`;
    expect(existsSync(path.join(h.config.dataDir, 'media', 'vid', clip))).toBe(false);
    expect(existsSync(path.join(h.config.dataDir, 'uploads', 'work', clip))).toBe(false);

    const signer = createVidSigner(h.config.signKey, () => h.clock.ms);
    const grant = { e: Math.ceil(h.clock.ms / 1000) + 600, p: 0, v: detail.data.video.id };
    const signed = (target: string) => `/cdn/vid/${target}?${signer.query(target, grant)}`;
    const master = await get(signed(`${clip}/master.m3u8`));
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('240p/index.m3u8');
    const init = await get(signed(`${clip}/240p/init.mp4`), { range: 'bytes=4-7' });
    expect(init.status).toBe(206);
    expect(new TextDecoder().decode(await init.arrayBuffer())).toBe('ftyp');
    const segment = await get(signed(`${clip}/480p/seg-000.m4s`));
    expect(segment.status).toBe(200);
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The poster is a picture in the bucket like any other.
    expect((await get(`/cdn/img${detail.data.video.cover}`)).status).toBe(200);
  }, 180_000);
});
