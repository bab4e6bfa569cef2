// SLOW (ffmpeg): video ingestion end to end on PGlite: a generated 10 s 720p clip with a tone
// becomes the 240p/480p/720p ladder that the playlist route serves a VIP, a poster, a cover the
// image codec decodes and a sprite of seek thumbnails; the ladder follows the source (1080p: four
// rungs; 360p, from the chunked uploader: 240p only); a corrupt file fails in Chinese, leaving no
// files. Sources are as small as each rule allows.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeImage } from '@/lib/domain/platform/image-codec';
import { OPERATOR_VIDEO_LIMITS, TIP_INGEST_FORMAT } from '@/lib/domain/video/uploads';

import { videoIngests } from '../../db/schema/video-ingests';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import {
  getImage,
  getPlaylist,
  ingestDeps,
  makeSourceClip,
  sourceFile,
} from '../../test/ingest-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { uploadClip } from '../../test/video-fixtures';
import { publish, saveDraft } from './ingest-catalogue';
import { ingestOf } from './ingest-view';
import { ingestSource, runIngest, type IngestDeps } from './ingests';
import type { MediaStore } from './media-store';
import { transcodeLadder } from './ingest-transcode';
import { probeUpload } from './probe';

const OPERATOR = 1;
let tdb: TestDb;
let h: CommunityHarness;
let deps: IngestDeps;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  deps = ingestDeps(h, tdb.db);
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const stored = (key: string) => existsSync(path.join(h.config.dataDir, 'media', key));

async function ingested(file: string) {
  const started = await ingestSource(deps, { file, operatorId: OPERATOR });
  expect(started).toMatchObject({ state: 'queued', progress: 0 });
  await h.jobs.idle();
  return ingestOf(tdb.db, started.id);
}

describe('ingesting a 10 s 720p clip', () => {
  it('makes the ladder, poster, cover and thumbnails; a VIP plays it', async () => {
    const row = await ingested(sourceFile('film.mp4', makeSourceClip('1280x720', 10)));
    expect(row).toMatchObject({
      state: 'ready',
      progress: 100,
      error: '',
      ladder: ['240p', '480p', '720p'],
      duration: 10,
      width: 1280,
      height: 720,
    });
    for (const rung of row.ladder) expect(stored(`vid/in-${row.id}/${rung}/index.m3u8`)).toBe(true);

    const cover = await getImage(h, row.cover);
    expect(cover.status).toBe(200);
    const coverBytes = decodeImage(new Uint8Array(await cover.arrayBuffer()));
    expect(await sharp(coverBytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 480,
      height: 270,
    });
    const poster = decodeImage(new Uint8Array(await (await getImage(h, row.poster)).arrayBuffer()));
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });
    // The sprite: a 160×90 tile every 2 s, five in a row.
    expect(row.thumbs).toMatchObject({ interval: 2, count: 5, columns: 5, rows: 1 });
    const sprite = decodeImage(
      new Uint8Array(await (await getImage(h, row.thumbs!.url)).arrayBuffer()),
    );
    expect(await sharp(sprite).metadata()).toMatchObject({ width: 800, height: 90 });

    await saveDraft(deps, row.id, { title: '测试大片', access: 'vip', previewSeconds: 5 });
    const published = await publish(deps, row.id);
    const videoId = published.videoId!;
    const vip = await h.login('vip_normal');
    const play = await h.call('media/play', { token: vip.token, body: { id: videoId } });
    expect(play.code, play.tip).toBe(200);
    expect(play.data).toMatchObject({
      previewSeconds: 0,
      video: { title: '测试大片', duration: 10 },
    });
    const master = await getPlaylist(h, vip.token, videoId);
    expect(master.status).toBe(200);
    const text = await master.text();
    for (const rung of ['240p', '480p', '720p']) expect(text).toContain(`${rung}/index.m3u8`);
    // Its 720p playlist and first segment play through the VID line from the store.
    const top = text.split('\n').find((l) => l.includes('720p/index.m3u8'))!;
    const media = await h.app.request(top);
    expect(media.status).toBe(200);
    const segment = (await media.text()).split('\n').find((l) => l.includes('seg-000.m4s'))!;
    expect((await h.app.request(segment)).status).toBe(200);

    const guest = await h.guest();
    const locked = await h.call('media/play', { token: guest.token, body: { id: videoId } });
    expect(locked.code).toBe(4030);
  }, 120_000);
});

describe('the ladder follows the source', () => {
  it('a 1080p source gets four rungs', async () => {
    const row = await ingested(sourceFile('hd.mkv', makeSourceClip('1920x1080', 1, 'mkv')));
    expect(row).toMatchObject({ state: 'ready', ladder: ['240p', '480p', '720p', '1080p'] });
    expect(stored(`vid/in-${row.id}/1080p/init.mp4`)).toBe(true);
  }, 60_000);

  it('a 360p source from the chunked uploader gets 240p only, and the upload is used up', async () => {
    const held = await createCommunityHarness(tdb.db, {}, { held: true });
    const user = await held.guest();
    const upload = await uploadClip(held, user.token, makeSourceClip('640x360', 1));
    expect(upload.status).toBe(202);
    const uploadId: string = upload.data.file.id;
    const started = await ingestSource(ingestDeps(held, tdb.db), { uploadId, operatorId: 2 });
    held.jobs.release();
    await held.jobs.idle();
    const row = await ingestOf(tdb.db, started.id);
    expect(row).toMatchObject({ state: 'ready', ladder: ['240p'] });
    // Claimed: the community's transcoder left it alone, and the original is gone.
    expect(stored(`vid/up-${uploadId}`)).toBe(false);
    expect(existsSync(path.join(held.config.dataDir, 'uploads', 'files', `${uploadId}.mp4`))).toBe(
      false,
    );
  }, 60_000);
});

describe('progress', () => {
  it('rises after each rung by its share of the pixels, 99 until the row is ready', async () => {
    const file = sourceFile('sd.mp4', makeSourceClip('854x480', 1));
    const probed = await probeUpload(file, 'mp4', OPERATOR_VIDEO_LIMITS);
    if (!probed.ok) throw new Error(probed.tip);
    const seen: number[] = [];
    const work = path.join(h.config.dataDir, 'uploads', 'work', 'progress-test');
    const made = await transcodeLadder(file, probed.video, work, async (p) => void seen.push(p));
    // 240p is a fifth of the pixels of 240p + 480p; the pictures take the last tenth.
    expect(seen).toEqual([18, 90, 99]);
    expect(made.rungs.map((r) => r.name)).toEqual(['240p', '480p']);
    await rm(work, { recursive: true, force: true });
  }, 60_000);
});

describe('a job run twice', () => {
  it('leaves an ingest another run made ready as it is when this run fails late', async () => {
    // Another worker took the same job (a lost lease) and finished first: this run's store
    // write then fails. Before, that failure set the row failed and removed the other's files.
    const file = sourceFile('twice.mp4', makeSourceClip('426x240', 2));
    const started = await ingestSource(
      { ...deps, queue: () => {} },
      { file, operatorId: OPERATOR },
    );
    const store: MediaStore = {
      ...h.media,
      async putFolder(prefix, dir) {
        await h.media.putFolder(prefix, dir);
        await tdb.db
          .update(videoIngests)
          .set({ state: 'ready', progress: 100 })
          .where(eq(videoIngests.id, started.id));
        throw new Error('disk full');
      },
    };
    await runIngest({ ...deps, store }, started.id);
    const row = await ingestOf(tdb.db, started.id);
    expect(row).toMatchObject({ state: 'ready', progress: 100, error: '' });
    expect(stored(`vid/in-${started.id}`)).toBe(true);
  });
});

describe('refusals', () => {
  it('a corrupt file fails with a Chinese reason and leaves no files', async () => {
    const junk = new Uint8Array(4096).map((_, i) => (i * 7) & 0xff);
    junk.set(
      [0, 0, 0, 24, ...'ftypisom'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    const row = await ingested(sourceFile('broken.mp4', junk));
    expect(row.state).toBe('failed');
    expect(row.error).toMatch(/[\u4e00-\u9fff]/);
    expect(row.progress).toBe(0);
    expect(stored(`vid/in-${row.id}`)).toBe(false);
    expect(stored(`img/in/${row.id}`)).toBe(false);
    expect(existsSync(path.join(h.config.dataDir, 'uploads', 'work', `in-${row.id}`))).toBe(false);
  });

  it('another format or a missing file is refused at once', async () => {
    const avi = sourceFile('old.avi', new Uint8Array(16));
    await expect(ingestSource(deps, { file: avi, operatorId: OPERATOR })).rejects.toMatchObject({
      code: 4000,
      tip: TIP_INGEST_FORMAT,
    });
    await expect(
      ingestSource(deps, { file: '/nowhere/none.mp4', operatorId: OPERATOR }),
    ).rejects.toMatchObject({ code: 4040, tip: '视频文件不存在，请重新上传' });
  });
});
