// iPhones record QuickTime .MOV ('ftyp qt  '): such a file is taken as a video upload, transcoded
// into the app's HLS (H.264) and played through the playlist route like any post video, whether
// the camera wrote H.264 or HEVC ("高效" format) inside it.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fetchClip } from '../../test/ai-video-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeVideo, uploadClip } from '../../test/video-fixtures';
import { probeVideo } from '../../test/video-probe';

let tdb: TestDb;
let h: CommunityHarness;
const fetched: string[] = [];

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  for (const dir of fetched) rmSync(dir, { recursive: true, force: true });
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

/** A 3 s QuickTime movie as a phone writes it: `codec` video (tagged as Apple tags it), AAC sound. */
function quickTimeMovie(codec: 'h264' | 'hevc'): Uint8Array {
  const video =
    codec === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tag:v', 'avc1']
      : [
          '-c:v',
          'libx265',
          '-preset',
          'ultrafast',
          '-x265-params',
          'log-level=error',
          '-tag:v',
          'hvc1',
        ];
  return makeVideo(
    [
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
      ...video,
      ...['-c:a', 'aac', '-shortest', '-f', 'mov'],
    ],
    'mov',
  );
}

const brand = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(4, 12));

describe.each(['h264', 'hevc'] as const)('an iPhone .MOV with %s inside', (codec) => {
  it('is taken, transcoded to H.264 HLS, published and played', async () => {
    const movie = quickTimeMovie(codec);
    expect(brand(movie)).toBe('ftypqt  ');
    const me = await h.guest();
    const last = await uploadClip(h, me.token, movie, 'IMG_0042.MOV');
    expect(last.status, JSON.stringify(last.data)).toBe(202);
    expect(last.data.file).toMatchObject({ kind: 'video', status: 'processing' });
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '用手机拍的', video: last.data.file.id },
    });
    expect(post.code, post.tip).toBe(200);
    await h.jobs.idle();
    const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
    expect(detail.data).toMatchObject({
      status: 'published',
      kind: 'video',
      video: { duration: 3 },
    });

    const clip = await fetchClip(h, String(detail.data.video.id), me.token);
    fetched.push(clip.dir);
    const probe = await probeVideo(path.join(clip.dir, 'index.m3u8'));
    expect(probe.codec).toBe('h264');
    expect(probe.seconds).toBeCloseTo(3, 0);
    expect(probe.frames).toBeGreaterThanOrEqual(70);
  }, 180_000);
});
