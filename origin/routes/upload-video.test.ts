// A video post end to end at the origin: chunked upload → 202 → transcoding into HLS (two
// renditions and a poster) → moderation → published, playing through media/play and the
// playlist route like a catalogue video.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ffmpegPath } from '../services/transcode';
import {
  createCommunityHarness,
  fileOf,
  formOf,
  type CommunityHarness,
} from '../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;
let clip: Uint8Array;
const work = mkdtempSync(path.join(tmpdir(), 'upload-video-'));

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  const file = path.join(work, 'in.mp4');
  execFileSync(ffmpegPath(), [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x180:rate=25:duration=3',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = new Uint8Array(readFileSync(file));
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await tdb.close();
}, DB_HOOK_TIMEOUT_MS);

describe('a video post', () => {
  it('is transcoded in the background, then published and playable', async () => {
    const me = await h.guest();
    const chunkSize = 16 * 1024;
    const totalChunks = Math.ceil(clip.length / chunkSize);
    let last;
    for (let n = totalChunks; n >= 1; n -= 1) {
      const part = clip.subarray((n - 1) * chunkSize, Math.min(clip.length, n * chunkSize));
      const fields = {
        chunkNumber: n,
        chunkSize,
        currentChunkSize: part.length,
        totalSize: clip.length,
        identifier: `${clip.length}-video`,
        filename: 'holiday.mp4',
        totalChunks,
      };
      last = await h.call('upload/chunk', {
        token: me.token,
        form: formOf(fields, fileOf(part, 'holiday.mp4')),
      });
    }
    expect(last!.status).toBe(202);
    expect(last!.data.file).toMatchObject({ kind: 'video', status: 'processing' });
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '海边的一天', video: last!.data.file.id },
    });
    expect(post.data.status).toBe('pending');
    await h.jobs.idle();
    const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
    expect(detail.data).toMatchObject({
      status: 'published',
      kind: 'video',
      video: { duration: 3 },
    });
    expect(detail.data.video.cover).toMatch(/^\/u\/[a-f0-9]{24}\.jpg$/);
    const play = await h.call('media/play', {
      token: me.token,
      body: { id: detail.data.video.id },
    });
    expect(play.data).toMatchObject({ entitled: true, video: { title: '海边的一天' } });
    const info = await h.call('upblogers/info', { token: me.token, body: { id: me.id } });
    expect(info.data.videoList.list[0].id).toBe(detail.data.video.id);
  }, 180_000);
});
