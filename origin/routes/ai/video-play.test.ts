// 图生视频 made by the background job and played the way the player plays it: the master from the
// playlist route (the owner's only), the variant, init and segments from /cdn/vid by their signed
// links, decoded by ffmpeg to the end; the poster through the IMAGE line. An engine that fails
// refunds once; hiding removes the files and retires the links; a stopped origin's order is made
// by the next one; all of it on the S3 media store too.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AI_VIDEO_PRICE } from '@/lib/domain/ai/video';
import { decodeImage, sniffImageType } from '@/lib/domain/platform/image-codec';

import { aiVideos } from '../../db/schema/ai-video';
import { silentLogger } from '../../logger';
import { TIP_AI_FAILED } from '../../services/ai/jobs';
import { TIP_VIDEO_PHOTO_UNREADABLE, type ImageVideoEngine } from '../../services/ai/video-engine';
import { failVideoOrder } from '../../services/ai/video-jobs';
import { TIP_VIDEO_NOT_FOUND } from '../../services/ai/videos';
import { createCommunityJobs } from '../../services/community/jobs';
import { createS3Store } from '../../services/video/media-store-s3';
import { uploadPaths } from '../../services/platform/upload-paths';
import { diamondBalance } from '../../services/money/wallet';
import {
  aiLedger,
  fund,
  generateVideo,
  solidPhoto,
  spoilPhoto,
  uploadPhoto,
} from '../../test/ai-fixtures';
import { fetchClip, playlistUrl } from '../../test/ai-video-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { probeVideo } from '../../test/video-probe';

let tdb: TestDb;
let h: CommunityHarness;
let s3: S3Server;
let photo: Uint8Array;
const made: string[] = [];

const harness = (options: Parameters<typeof createCommunityHarness>[2] = {}) =>
  createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 }, options);

beforeAll(async () => {
  [tdb, s3] = await Promise.all([openTestDb(), startS3Server('ai-video-media')]);
  h = await harness();
  photo = await solidPhoto('orange', '360x480');
}, DB_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  await Promise.all([tdb?.close(), s3?.close()]);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(() => h.reset());

async function member(on: CommunityHarness = h, diamonds = 1000, picture = photo) {
  const me = await on.guest();
  await fund(tdb.db, me.id, diamonds);
  return { ...me, photo: await uploadPhoto(on, me.token, picture) };
}

const listOf = (on: CommunityHarness, token: string) =>
  on.call('imgToVideo/order', { token, body: {} });

/** Generates with `motion`, waits for the job; the caller's newest order. */
async function madeVideo(on: CommunityHarness, motion = 'pan') {
  const me = await member(on);
  const r = await generateVideo(on, me.token, { photo: me.photo, motion });
  expect(r.code, r.tip).toBe(200);
  await on.jobs.idle();
  const order = (await listOf(on, me.token)).data.list[0];
  expect(order).toMatchObject({ id: r.data.order.id, status: 'done', error: '' });
  return { me, order };
}

describe('a video order', () => {
  it('is made by the job and plays through the playlist route: 5 s of H.264, the photo’s shape', async () => {
    const { me, order } = await madeVideo(h);
    expect(order).toMatchObject({
      kind: 'video',
      motion: 'pan',
      playId: `aiv-${order.id}`,
      poster: expect.stringMatching(/^\/u\/aiv-[a-f0-9]{32}\.jpg$/),
      photo: `/u/${me.photo}.png`,
      width: 360,
      height: 480,
      seconds: 5,
      price: AI_VIDEO_PRICE,
      refunded: false,
      finishedAt: expect.any(Number),
    });
    const clip = await fetchClip(h, order.playId, me.token);
    made.push(clip.dir);
    expect(clip.master).toMatch(/RESOLUTION=360x480,CODECS="avc1\.4d[0-9a-f]{4}"/);
    const probe = await probeVideo(path.join(clip.dir, 'index.m3u8'));
    expect(probe).toMatchObject({ codec: 'h264', width: 360, height: 480, frames: 125 });
    expect(probe.seconds).toBeCloseTo(5, 0);
    expect(probe.audio).toBe(false);
    for (const link of clip.links) expect(new URL(link).searchParams.get('v')).toBe(order.playId);

    const poster = await h.app.request(`/cdn/img${order.poster}`);
    expect(poster.status).toBe(200);
    expect(sniffImageType(decodeImage(new Uint8Array(await poster.arrayBuffer())))).toBe('jpeg');
    const work = await readdir(uploadPaths(h.config.dataDir).work).catch(() => []);
    expect(work.filter((name) => name.startsWith('aiv-'))).toEqual([]);
    expect(await aiLedger(tdb.db, me.id)).toMatchObject([
      { amount: -AI_VIDEO_PRICE, reason: 'ai_video', refId: order.id },
    ]);
  });

  it('plays for its owner only', async () => {
    const { order } = await madeVideo(h);
    const other = await h.guest();
    const res = await h.app.request(await playlistUrl(h, order.playId, other.token));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 4040, tip: TIP_VIDEO_NOT_FOUND });
  });

  it('fails with the engine, says why, and refunds once', async () => {
    const failing: ImageVideoEngine = {
      render: async () => {
        throw new Error('model service down');
      },
    };
    const on = await harness({ videoEngine: failing });
    const me = await member(on);
    const r = await generateVideo(on, me.token, { photo: me.photo });
    expect(r.data.balance).toBe(1000 - AI_VIDEO_PRICE);
    await on.jobs.idle();
    const order = (await listOf(on, me.token)).data.list[0];
    expect(order).toMatchObject({
      status: 'failed',
      error: TIP_AI_FAILED,
      refunded: true,
      playId: '',
      poster: '',
    });
    await failVideoOrder(tdb.db, order.id, 'again', Date.now());
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
    expect((await aiLedger(tdb.db, me.id)).map((l) => [l.amount, l.reason])).toEqual([
      [-AI_VIDEO_PRICE, 'ai_video'],
      [AI_VIDEO_PRICE, 'ai_video_refund'],
    ]);
  });

  it('fails with the photo’s reason when ffmpeg cannot read it, refunded', async () => {
    const me = await member(h, 1000);
    await spoilPhoto(tdb.db, h.media, me.photo);
    await generateVideo(h, me.token, { photo: me.photo });
    await h.jobs.idle();
    expect((await listOf(h, me.token)).data.list[0]).toMatchObject({
      status: 'failed',
      error: TIP_VIDEO_PHOTO_UNREADABLE,
      refunded: true,
    });
    expect(await diamondBalance(tdb.db, me.id)).toBe(1000);
  });

  it('left queued by a stopped origin is made by the next one', async () => {
    const stopped = await harness({ held: true });
    const me = await member(stopped);
    const r = await generateVideo(stopped, me.token, { photo: me.photo, motion: 'pulse' });
    const next = createCommunityJobs({
      db: tdb.db,
      paths: uploadPaths(stopped.config.dataDir),
      media: stopped.media,
      now: Date.now,
      logger: silentLogger(),
    });
    await next.resume();
    await next.idle();
    const [row] = await tdb.db.select().from(aiVideos).where(eq(aiVideos.id, r.data.order.id));
    expect(row).toMatchObject({ status: 'done', clip: expect.stringMatching(/^aiv-/) });
  });
});

describe('imgToVideo/hide', () => {
  it('takes the video out of the list, removes its files and retires its links', async () => {
    const { me, order } = await madeVideo(h);
    const clip = await fetchClip(h, order.playId, me.token);
    made.push(clip.dir);
    const r = await h.call('imgToVideo/hide', { token: me.token, body: { id: order.id } });
    expect([r.code, r.data]).toEqual([200, { id: order.id, hidden: true }]);
    expect((await listOf(h, me.token)).data.total).toBe(0);
    const again = await h.app.request(await playlistUrl(h, order.playId, me.token));
    expect(again.status).toBe(404);
    for (const link of clip.links) expect((await h.app.request(link)).status).toBe(403);
    expect((await h.app.request(`/cdn/img${order.poster}`)).status).toBe(404);
    const [row] = await tdb.db.select().from(aiVideos).where(eq(aiVideos.id, order.id));
    expect(await h.media.find(`vid/${row!.clip}/master.m3u8`)).toBeNull();
    // The ledger's reference stays.
    expect(row).toMatchObject({ hidden: true, price: AI_VIDEO_PRICE });
  });
});

describe('on the S3 media store', () => {
  it('reads the photo from the bucket, keeps the clip there, plays it from there and removes it', async () => {
    const store = createS3Store(s3.settings);
    const on = await harness({ media: store });
    const { me, order } = await madeVideo(on, 'zoomOut');
    const [row] = await tdb.db.select().from(aiVideos).where(eq(aiVideos.id, order.id));
    expect(await store.find(`vid/${row!.clip}/master.m3u8`)).not.toBeNull();
    const clip = await fetchClip(on, order.playId, me.token);
    made.push(clip.dir);
    expect((await probeVideo(path.join(clip.dir, 'index.m3u8'))).frames).toBe(125);
    await on.call('imgToVideo/hide', { token: me.token, body: { id: order.id } });
    expect(await store.find(`vid/${row!.clip}/master.m3u8`)).toBeNull();
    expect(await store.find(`img${order.poster}`)).toBeNull();
  });
});
