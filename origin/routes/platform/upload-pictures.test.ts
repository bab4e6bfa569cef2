// Pictures as the origin keeps them (issue 34, defect 3): upload/images needs a session, and a
// picture from any intake (one-shot calls, the chunk target, avatars, feedback) is decoded whole
// and encoded again: random bytes behind a JPEG magic are refused, EXIF and its GPS are gone,
// animation stays, BMP is kept as PNG, and too many pixels are refused before decoding.
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage } from '@/lib/domain/platform/image-codec';

import { users } from '../../db/schema/users';
import { ffmpegPath } from '../../services/video/transcode';
import { callForm, pngOf } from '../../test/account-fixtures';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  jpegBytes,
  type CommunityHarness,
} from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

const BROKEN = '图片已损坏或格式不支持';

let tdb: TestDb;
let h: CommunityHarness;
let token: string;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  token = (await h.guest()).token;
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const upload = (bytes: Uint8Array, name: string, call = 'upload/img') =>
  h.call(call, { token, form: formOf({}, fileOf(bytes, name)) });

/** The plain bytes the IMAGE line serves at `url`. */
async function kept(url: string): Promise<Uint8Array> {
  const res = await h.app.request(`/cdn/img${url}`);
  expect(res.status).toBe(200);
  return decodeImage(new Uint8Array(await res.arrayBuffer()));
}

/** A JPEG from a phone: EXIF with its maker and where it was taken, turned by its orientation. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#d04020' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 27/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 17/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Whether EXIF bytes hold a GPS directory (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

/** 19 MiB that start as a JPEG and go on as random bytes. */
function jpegMagicThenNoise(size = 19 * 1024 * 1024): Uint8Array {
  const bytes = new Uint8Array(randomBytes(size));
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return bytes;
}

const ffmpeg = (args: string[]) =>
  new Uint8Array(
    execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', ...args], {
      maxBuffer: 16 * 1024 * 1024,
    }),
  );

describe('upload/images', () => {
  it('needs a session, as img and imgv2 do', async () => {
    const r = await h.call('upload/images', { form: formOf({}, fileOf(jpegBytes(), 'me.jpg')) });
    expect(r.code).toBe(1000);
    expect((await upload(jpegBytes(), 'me.jpg', 'upload/images')).code).toBe(200);
  });
});

describe('a picture is decoded before it is kept', () => {
  it('refuses random bytes behind a JPEG magic, one-shot or chunked', async () => {
    for (const call of ['upload/images', 'upload/img', 'upload/imgv2']) {
      const r = await upload(jpegMagicThenNoise(), 'holiday.jpg', call);
      expect([r.status, r.code, r.tip]).toEqual([415, 4000, BROKEN]);
    }
    const bytes = jpegMagicThenNoise(3000);
    const chunk = await h.call('upload/chunk', {
      token,
      form: formOf(
        {
          chunkNumber: 1,
          chunkSize: 3000,
          currentChunkSize: 3000,
          totalSize: 3000,
          identifier: 'noise-3000',
          filename: 'holiday.jpg',
          totalChunks: 1,
          checksum: createHash('sha256').update(bytes).digest('hex'),
        },
        fileOf(bytes, 'holiday.jpg'),
      ),
    });
    expect([chunk.status, chunk.tip]).toEqual([415, BROKEN]);
  });

  it('keeps a phone photo upright without its EXIF (no GPS, no maker)', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('TestPhone');
    expect([hasGps(sent.exif), sent.orientation]).toEqual([true, 6]);
    const r = await upload(photo, 'IMG_0001.JPG');
    expect(r.code, r.tip).toBe(200);
    const bytes = await kept(r.data.url);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('TestPhone');
  });

  it('keeps an animation animated, a BMP as PNG, and refuses a broken BMP', async () => {
    const gif = ffmpeg(['-f', 'lavfi', '-i', 'testsrc=s=64x48:r=5', '-t', '1', '-f', 'gif', '-']);
    const animated = await upload(gif, 'funny.gif');
    expect(animated.code, animated.tip).toBe(200);
    const frames = await sharp(await kept(animated.data.url), { animated: true }).metadata();
    expect(frames).toMatchObject({ format: 'gif', pages: 5, width: 64, pageHeight: 48 });

    const bmp = ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=40x30',
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'bmp',
      '-',
    ]);
    const still = await upload(bmp, 'scan.bmp');
    expect(still.code, still.tip).toBe(200);
    expect(still.data.url).toMatch(/^\/u\/[a-f0-9]{24}\.png$/);
    expect(await sharp(await kept(still.data.url)).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
    });
    expect((await upload(bmp.subarray(0, bmp.length - 100), 'scan.bmp')).tip).toBe(BROKEN);
  });

  it('refuses a picture of too many pixels before decoding it', async () => {
    // 10 000 × 10 000 declared in a PNG of a few hundred bytes: a decompression bomb.
    const bomb = pngOf(8, 8);
    new DataView(bomb.buffer).setUint32(16, 10_000);
    new DataView(bomb.buffer).setUint32(20, 10_000);
    const r = await upload(bomb, 'bomb.png');
    expect([r.status, r.tip]).toEqual([415, '图片像素过大（不能超过5000万像素），请缩小后再上传']);
  });

  it('decodes avatars and feedback pictures the same way', async () => {
    const me = await h.guest();
    const fake = pngOf(256, 256);
    // A PNG header and then garbage: the header alone passed before.
    fake.fill(7, 40);
    const avatar = await callForm(h, 'user/avatar', { file: new Blob([fake]) }, me.token);
    expect([avatar.code, avatar.tip]).toEqual([4000, BROKEN]);
    const [user] = await tdb.db.select().from(users).where(eq(users.id, me.id));
    expect(user!.avatar).not.toMatch(/^\/u\//);
    const feedback = await callForm(
      h,
      'feedback/add',
      { category: '其他', content: '截图上传不了', image1: new Blob([fake]) },
      me.token,
    );
    expect([feedback.code, feedback.tip]).toEqual([4000, BROKEN]);
  });
});
