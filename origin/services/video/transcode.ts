// Turns an uploaded video into HLS as the seed clips are (services/video/media-library.ts RENDITIONS:
// 240p and 480p, fMP4 segments of SEGMENT_SECONDS, a master playlist) plus a poster for the
// IMAGE line. ffmpeg comes with npm install (@ffmpeg-installer/ffmpeg ships the binary);
// without it, the system's ffmpeg on PATH. The input was probed first (video-probe.ts): its
// demuxer is forced, and each run is low priority, on few threads, within a time its length sets.
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { transcodeTimeoutMs, VIDEO_LIMITS } from '@/lib/domain/video/uploads';

import { runLowPriority } from '../platform/ffmpeg-run';
import { avcCodec, hlsOutputArgs } from './hls-output';
import { RENDITIONS } from './media-library';
import { clipOf } from '../platform/upload-paths';
import { uploadInputArgs, type ProbedVideo } from './probe';

const FPS = 25;

let resolved: string | undefined;

/** The ffmpeg binary: the npm package's, else `ffmpeg` on PATH. */
export function ffmpegPath(): string {
  if (resolved) return resolved;
  try {
    const require = createRequire(import.meta.url);
    resolved = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    resolved = 'ffmpeg';
  }
  return resolved;
}

/**
 * One source's input: how ffmpeg reads it, how long a run over it may take, and the most seconds
 * that may come out (a user's upload: VIDEO_LIMITS; an operator's: OPERATOR_VIDEO_LIMITS).
 */
export type Source = { input: string[]; timeoutMs: number; maxSeconds?: number };

/**
 * ffmpeg in `cwd` (the work folder) over the upload: two threads to decode, one to filter and
 * encode, niced; never more than the longest video allowed comes out, whatever the file claimed.
 */
export async function ffmpeg(source: Source, args: string[], cwd: string, seek: string[] = []) {
  await runLowPriority(
    ffmpegPath(),
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-filter_threads', '1', '-threads', '2'],
      ...seek,
      ...source.input,
      ...['-threads', '1', '-t', String(source.maxSeconds ?? VIDEO_LIMITS.maxSeconds), ...args],
    ],
    { cwd, timeoutMs: source.timeoutMs },
  );
}

/** A rendition's folder name and picture box; `profile` H.264's (default: baseline for 240p). */
export type RenditionBox = { name: string; width: number; height: number; profile?: string };

/** Renders one rendition of `source` into `dir` (index.m3u8, init.mp4, seg-NNN.m4s). */
export async function renderRendition(
  source: Source,
  rendition: RenditionBox,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Fits the rendition's box whatever the orientation, even sides (H.264 needs them).
  const scale =
    `scale=w='trunc(min(1,min(${rendition.width}/iw,${rendition.height}/ih))*iw/2)*2'` +
    `:h='trunc(min(1,min(${rendition.width}/iw,${rendition.height}/ih))*ih/2)*2'`;
  await ffmpeg(
    source,
    [
      '-map',
      '0:V:0',
      '-map',
      '0:a:0?',
      '-vf',
      `${scale},fps=${FPS},setsar=1`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '28',
      '-profile:v',
      rendition.profile ?? (rendition.name === '240p' ? 'baseline' : 'main'),
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-ac',
      '2',
      ...hlsOutputArgs(FPS),
    ],
    dir,
  );
}

/** Seconds of a media playlist (sum of EXTINF) and its peak bit rate from the segment sizes. */
export async function measure(dir: string): Promise<{ seconds: number; peak: number }> {
  const lines = (await readFile(path.join(dir, 'index.m3u8'), 'utf8')).split('\n');
  let seconds = 0;
  let peak = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^#EXTINF:([\d.]+),/.exec(lines[i]!);
    if (!m) continue;
    const duration = Number(m[1]);
    const size = (await stat(path.join(dir, lines[i + 1]!.trim()))).size;
    seconds += duration;
    if (duration > 0) peak = Math.max(peak, (size * 8) / duration);
  }
  return { seconds, peak: Math.ceil(peak) };
}

/** Writes master.m3u8 over the renditions' folders; the clip's length in whole seconds. */
export async function writeMaster(
  clipDir: string,
  renditions: readonly { name: string }[] = RENDITIONS,
): Promise<number> {
  const out = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  let seconds = 0;
  for (const rendition of renditions) {
    const dir = path.join(clipDir, rendition.name);
    const m = await measure(dir);
    seconds = m.seconds;
    const init = await readFile(path.join(dir, 'init.mp4'));
    const codecs = [avcCodec(init), ...(init.includes('mp4a') ? ['mp4a.40.2'] : [])].join(',');
    out.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.max(1, m.peak)},CODECS="${codecs}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  await writeFile(path.join(clipDir, 'master.m3u8'), `${out.join('\n')}\n`);
  return Math.max(1, Math.round(seconds));
}

/** A JPEG frame a second in (or the first, for a shorter video), `width` wide at most. */
export async function poster(
  source: Source,
  dir: string,
  name: string,
  width = 480,
): Promise<Uint8Array> {
  const target = path.join(dir, name);
  const scale = `scale='min(${width},iw)':-2`;
  const grab = (at: string) =>
    ffmpeg(source, ['-map', '0:V:0', '-frames:v', '1', '-vf', scale, '-q:v', '4', name], dir, [
      '-ss',
      at,
    ]);
  await grab('1').catch(() => grab('0'));
  const bytes = await readFile(target).catch(() => null);
  if (!bytes || bytes.length === 0) return grab('0').then(() => readFile(target));
  return bytes;
}

export type Transcoded = {
  clip: string;
  /** The local folder holding the clip (master.m3u8, 240p/, 480p/). */
  dir: string;
  duration: number;
  /** The picture's size as shown (the probe's, rotation applied): portrait or not. */
  width: number;
  height: number;
  poster: Uint8Array;
};

/** Transcodes `input` (probed: probeUpload) into <workRoot>/up-<id>/ (replacing a half-made try); the clip and its poster. */
export async function transcodeVideo(
  input: string,
  probed: ProbedVideo,
  workRoot: string,
  uploadId: string,
): Promise<Transcoded> {
  const source = {
    input: uploadInputArgs(probed.demuxer, input),
    timeoutMs: transcodeTimeoutMs(probed.facts),
  };
  const clip = clipOf(uploadId);
  const clipDir = path.join(workRoot, clip);
  await rm(clipDir, { recursive: true, force: true });
  try {
    for (const rendition of RENDITIONS)
      await renderRendition(source, rendition, path.join(clipDir, rendition.name));
    const duration = await writeMaster(clipDir);
    const frame = await poster(source, clipDir, 'poster.jpg');
    await rm(path.join(clipDir, 'poster.jpg'), { force: true });
    if ((await readdir(clipDir)).length === 0) throw new Error('no output');
    return { clip, dir: clipDir, duration, ...probed.shown, poster: frame };
  } catch (error) {
    await rm(clipDir, { recursive: true, force: true });
    throw error;
  }
}
