// Hostile "videos" (issue 34) are refused when their upload completes, with the reason, before
// ffmpeg reads them: playlists and concat lists naming files on the server (a VIP clip's
// rendition, which would become a free post), other containers behind an MP4's first bytes, an
// MP4 whose track lives in another file, and a few KB that claim two hours. Nothing is made of
// them and they cannot be published.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../../db/schema/community';
import { hlsMuxerArgs } from '../../services/video/hls-output';
import { ffmpegPath } from '../../services/video/transcode';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import {
  behindFtyp,
  concatList,
  masterPlaylist,
  mp4WithExternalTrack,
  soundOnlyMp4,
  transportStreamAsMp4,
  twoHourSlideShow,
} from '../../test/hostile-videos';
import { VIP } from '../../test/media-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';
import { makeTestClip, uploadClip } from '../../test/video-fixtures';

let tdb: TestDb;
let h: CommunityHarness;
/** The VIP clip's rendition as the media folder holds it, relative to an assembled upload. */
const vipRendition = `../../media/vid/${VIP.clip}/480p/index.m3u8`;
const vipInit = `../../media/vid/${VIP.clip}/480p/init.mp4`;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db);
  // A VIP clip in the media folder, as the seed's are: what the playlists below point at.
  const dir = path.join(h.config.dataDir, 'media', 'vid', VIP.clip, '480p');
  mkdirSync(dir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'vip-clip-'));
  try {
    writeFileSync(path.join(work, 'clip.mp4'), makeTestClip(8));
    execFileSync(
      ffmpegPath(),
      [
        '-loglevel',
        'error',
        '-y',
        '-i',
        path.join(work, 'clip.mp4'),
        '-c',
        'copy',
        ...hlsMuxerArgs(),
      ],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const TIP_FORMAT = '不支持该视频格式，请上传 MP4、MOV、3GP、MKV、AVI 或 FLV';
const TIP_UNREADABLE = '无法识别该视频，请上传 MP4、MOV、3GP、MKV、AVI 或 FLV 格式的视频';

/** The caller's uploads (what a refusal may have left in the table). */
const uploadsOf = (userId: number) =>
  tdb.db.select().from(uploads).where(eq(uploads.userId, userId));

/**
 * Uploads `bytes` as `name` and expects a refusal with `tip`; then that nothing of it can be
 * published and, once the queue is idle, that no clip was made of it.
 */
async function expectRefused(bytes: Uint8Array, name: string, tip: string | RegExp) {
  const me = await h.guest();
  const last = await uploadClip(h, me.token, bytes, name);
  expect({ status: last.status, code: last.code }).toEqual({ status: 415, code: 4000 });
  expect(last.tip).toMatch(tip);
  const rows = await uploadsOf(me.id);
  for (const row of rows) expect(row.status).toBe('failed');
  const ids = [...rows.map((r) => r.id), ...(last.data?.file?.id ? [last.data.file.id] : [])];
  for (const id of ids) {
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '免费看', video: id },
    });
    expect(post.code).toBe(4000);
  }
  await h.jobs.idle();
  for (const id of ids) {
    expect(existsSync(path.join(h.config.dataDir, 'media', 'vid', `up-${id}`))).toBe(false);
    const [row] = await tdb.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.status ?? 'gone').not.toBe('ready');
  }
}

describe('an uploaded video that names other files', () => {
  it('refuses a .m3u8 playlist pointing at a VIP clip (it never reaches ffmpeg)', async () => {
    const playlist = masterPlaylist(vipRendition);
    await expectRefused(playlist, 'x.m3u8', TIP_FORMAT);
  });

  it.each([
    ['an HLS playlist renamed .mp4', masterPlaylist(vipRendition), 'x.mp4'],
    ['an HLS playlist behind an MP4 header', behindFtyp(masterPlaylist(vipRendition)), 'x.mp4'],
    ['an ffconcat list renamed .mp4', concatList(vipInit), 'x.mp4'],
    ['an ffconcat list renamed .mkv', concatList(vipInit), 'x.mkv'],
    ['an ffconcat list behind an MP4 header', behindFtyp(concatList(vipInit)), 'x.mp4'],
    // .mov (QuickTime, taken for iPhones) is read by the same forced demuxer, drefs off.
    [
      'an HLS playlist behind a QuickTime header',
      behindFtyp(masterPlaylist(vipRendition)),
      'x.mov',
    ],
    ['an ffconcat list renamed .MOV', concatList(vipInit), 'x.MOV'],
  ])('refuses %s', async (_, bytes, name) => {
    await expectRefused(bytes, name, /请上传 MP4、MOV、3GP、MKV、AVI 或 FLV|文件内容与类型不符/);
  });

  it.each(['x.mp4', 'x.mov'])(
    'refuses %s whose track is kept in another file (a dref alias)',
    async (name) => {
      const target = path.join(h.config.dataDir, 'media', 'vid', VIP.clip, '480p', 'init.mp4');
      await expectRefused(mp4WithExternalTrack(target), name, TIP_UNREADABLE);
    },
  );
});

describe('an uploaded video whose real container is another', () => {
  it('refuses an MPEG-TS whose first bytes pass for an MP4', async () => {
    await expectRefused(transportStreamAsMp4(), 'holiday.mp4', TIP_UNREADABLE);
  });

  it('refuses an MP4 with no picture', async () => {
    await expectRefused(soundOnlyMp4(), 'song.mp4', '文件中没有视频画面，请重新选择');
  });
});

describe('an uploaded video over the limits', () => {
  it('refuses 72 frames at 1/100 fps (two hours) when the upload completes', async () => {
    await expectRefused(twoHourSlideShow(), 'slides.mp4', '视频时长不能超过10分钟');
  });

  it('fails a video left processing from before the checks, with the reason, unread', async () => {
    // An upload assembled by an older origin and still queued when this one starts.
    const me = await h.guest();
    const id = 'f'.repeat(24);
    const files = path.join(h.config.dataDir, 'uploads', 'files');
    mkdirSync(files, { recursive: true });
    const playlist = masterPlaylist(vipRendition);
    writeFileSync(path.join(files, `${id}.m3u8`), playlist);
    const at = new Date();
    await tdb.db.insert(uploads).values({
      id,
      userId: me.id,
      identifier: 'left-over',
      kind: 'video',
      extension: 'm3u8',
      totalSize: playlist.length,
      chunkSize: playlist.length,
      totalChunks: 1,
      status: 'processing',
      createdAt: at,
      updatedAt: at,
    });
    const post = await h.call('post/publish', {
      token: me.token,
      body: { content: '', video: id },
    });
    expect(post.code).toBe(200);
    await h.jobs.resume();
    await h.jobs.idle();
    const [row] = await tdb.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.userId, me.id)));
    expect(row).toMatchObject({ status: 'failed', error: TIP_FORMAT, clip: null });
    const detail = await h.call('post/detail', { token: me.token, body: { id: post.data.id } });
    expect(detail.data).toMatchObject({ status: 'rejected', rejectReason: TIP_FORMAT });
  });
});
