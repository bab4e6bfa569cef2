// A made 图生视频 clip as the VID line serves it: the engine's MP4 copied (not re-encoded) into
// the app's HLS layout — master.m3u8 over one variant folder of index.m3u8, init.mp4 and fMP4
// segments, as uploaded videos are (transcode.ts) — plus a poster frame for the IMAGE line. The
// folder (vid/aiv-<32 hex>/) goes into the media store; its name carries 128 random bits.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { aiVideos } from '../../db/schema/ai-video';
import type { RenderedVideo } from './video-engine';
import { avcCodec, hlsMuxerArgs } from '../video/hls-output';
import { ffmpegPath, measure } from '../video/transcode';

const run = promisify(execFile);
const PACKAGE_TIMEOUT_MS = 60_000;
const AI_CLIP_RE = /^aiv-[a-f0-9]{32}$/;
/** The one variant's folder under the clip. */
export const AI_VIDEO_VARIANT = 'video';

/** A fresh clip name: aiv-<32 hex>, also the poster's name (img/u/aiv-….jpg). */
export const newAiClip = () => `aiv-${randomBytes(16).toString('hex')}`;
export const isAiVideoClip = (clip: string) => AI_CLIP_RE.test(clip);

async function ffmpeg(args: string[], cwd?: string): Promise<void> {
  await run(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    cwd,
    timeout: PACKAGE_TIMEOUT_MS,
    maxBuffer: 1024 * 1024,
  });
}

export type PackagedVideo = {
  /** The local clip folder (master.m3u8, video/…), ready for MediaStore.putFolder. */
  dir: string;
  /** A JPEG of the first frame, at most 480 wide. */
  poster: Uint8Array;
};

/** Packages `video` into <work>/clip (HLS) and a poster; `work` is the order's scratch folder. */
export async function packageVideo(video: RenderedVideo, work: string): Promise<PackagedVideo> {
  const dir = path.join(work, 'clip');
  const variant = path.join(dir, AI_VIDEO_VARIANT);
  await mkdir(variant, { recursive: true });
  await ffmpeg(['-i', video.file, '-map', '0:v:0', '-c', 'copy', ...hlsMuxerArgs()], variant);
  const m = await measure(variant);
  const init = await readFile(path.join(variant, 'init.mp4'));
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${Math.max(1, m.peak)},RESOLUTION=${video.width}x${video.height},CODECS="${avcCodec(init)}"`,
    `${AI_VIDEO_VARIANT}/index.m3u8`,
  ];
  await writeFile(path.join(dir, 'master.m3u8'), `${master.join('\n')}\n`);
  const poster = path.join(work, 'poster.jpg');
  await ffmpeg([
    '-i',
    video.file,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(480,iw)':-2",
    '-q:v',
    '4',
    poster,
  ]);
  return { dir, poster: new Uint8Array(await readFile(poster)) };
}

/** The clip a finished, visible order plays, or null (unknown, unfinished, hidden). */
export async function aiVideoClip(
  db: Db,
  orderId: number,
  userId?: number,
): Promise<{ clip: string; seconds: number } | null> {
  const [row] = await db
    .select({ clip: aiVideos.clip, seconds: aiVideos.seconds })
    .from(aiVideos)
    .where(
      and(
        eq(aiVideos.id, orderId),
        eq(aiVideos.status, 'done'),
        eq(aiVideos.hidden, false),
        userId === undefined ? undefined : eq(aiVideos.userId, userId),
      ),
    );
  return row && isAiVideoClip(row.clip) ? row : null;
}
