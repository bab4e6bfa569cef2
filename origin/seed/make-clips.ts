// Makes the seed clips the VID line serves (origin/media/vid/<clip>/): eight clips of 23 s to
// about three minutes, three portrait (9:16) ones of 9–15 s for the short-video feed, each a
// look and a sound of its own (clip-looks.ts) under the app's watermark and a small running
// clock, as HLS VOD with fMP4 segments in two renditions (240p, 480p; a portrait clip's are
// 240×426 and 480×854) and a master playlist. Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-clips.ts [clip-3 …]   (only the named clips; all by default)
// Needs Debian's ffmpeg (libx264, drawtext) and fonts-noto-cjk.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CLIP_FPS, clipLook } from './clip-looks';
import { avcCodec, hlsOutputArgs } from '../services/video/hls-output';
import { CLIPS, RENDITIONS, renditionSize, SEGMENT_SECONDS } from '../services/video/media-library';
import { MAX_VID_BYTES } from './media-assets';
import { SANS } from './seed-fonts';

const OUT = fileURLToPath(new URL('../media/vid', import.meta.url));
const FPS = CLIP_FPS;
/** Mono AAC-LC: the sounds are simple (tones, noise), so a low rate is enough. */
const AUDIO = ['-c:a', 'aac', '-b:a', '16k', '-ar', '24000', '-ac', '1'];

type Clip = (typeof CLIPS)[number];
type Rendition = (typeof RENDITIONS)[number];

// x264 settings per rendition: constrained baseline for the small one (oldest phones), main for
// the larger; CRF with a cap keeps simple pictures tiny and busy ones (life, mandelbrot) bounded.
const ENCODE: Record<Rendition['name'], string[]> = {
  '240p': ['-profile:v', 'baseline', '-level', '3.0', '-crf', '34'],
  '480p': ['-profile:v', 'main', '-level', '3.0', '-crf', '34'],
};
// Video caps that keep each rendition's peak (with the audio) under its BANDWIDTH in
// media-assets.ts; the VBV buffer is two seconds of the cap.
const VIDEO_CAP_KBPS: Record<Rendition['name'], number> = { '240p': 120, '480p': 300 };

function ffmpeg(args: string[], cwd?: string): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    cwd,
    stdio: 'inherit',
  });
}

/** One lossless-ish 480p master of the clip, so both renditions show the same frames. */
function renderSource(clip: Clip, workDir: string): string {
  const look = clipLook(clip.key, clip.duration, workDir);
  const filters = [
    look.video,
    'format=yuv420p',
    // The app's watermark, as a streaming app burns into its pictures.
    `drawtext=fontfile=${SANS}:text='影视社区':fontcolor=white@0.55:fontsize=22:x=w-text_w-18:y=16`,
    // A small running clock: shows at a glance that playback advances and where it is.
    `drawtext=fontfile=${SANS}:text='%{pts\\:hms}':fontcolor=white@0.6:fontsize=18:x=16:y=h-text_h-14`,
  ].join(',');
  const target = path.join(workDir, `${clip.key}.mkv`);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    filters,
    '-f',
    'lavfi',
    '-i',
    look.audio,
    '-t',
    String(clip.duration),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '12',
    '-c:a',
    'pcm_s16le',
    target,
  ]);
  return target;
}

function renderRendition(clip: Clip, source: string, rendition: Rendition, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const { width, height } = renditionSize(rendition, clip);
  // Which rendition plays, small in a corner: line and quality switches can be seen.
  const label =
    `drawtext=fontfile=${SANS}:text='${rendition.name.toUpperCase()}':fontcolor=white@0.6` +
    `:fontsize=${Math.round(rendition.height / 22)}:x=w-text_w-${Math.round(rendition.height / 30)}:y=h-text_h-${Math.round(rendition.height / 34)}`;
  ffmpeg(
    [
      '-i',
      source,
      '-vf',
      `scale=${width}:${height},setsar=1,${label}`,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      ...ENCODE[rendition.name],
      '-maxrate',
      `${VIDEO_CAP_KBPS[rendition.name]}k`,
      '-bufsize',
      `${VIDEO_CAP_KBPS[rendition.name] * 2}k`,
      '-pix_fmt',
      'yuv420p',
      ...AUDIO,
      ...hlsOutputArgs(FPS),
    ],
    dir,
  );
}

type Measured = { peak: number; average: number; bytes: number; segments: number[] };

/** Bit rates from the real segment sizes and EXTINF durations (init counted in the average). */
function measure(dir: string): Measured {
  const playlist = readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
  const segments: number[] = [];
  let peak = 0;
  let mediaBytes = 0;
  let seconds = 0;
  playlist.forEach((line, i) => {
    const m = /^#EXTINF:([\d.]+),/.exec(line);
    if (!m) return;
    const duration = Number(m[1]);
    const size = statSync(path.join(dir, playlist[i + 1]!.trim())).size;
    segments.push(duration);
    peak = Math.max(peak, (size * 8) / duration);
    mediaBytes += size;
    seconds += duration;
  });
  const bytes = readdirSync(dir).reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
  return { peak: Math.ceil(peak), average: Math.ceil((mediaBytes * 8) / seconds), bytes, segments };
}

function writeMaster(clip: Clip, clipDir: string, measured: Measured[]): void {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  RENDITIONS.forEach((rendition, i) => {
    const m = measured[i]!;
    const init = readFileSync(path.join(clipDir, rendition.name, 'init.mp4'));
    const { width, height } = renditionSize(rendition, clip);
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${m.peak},AVERAGE-BANDWIDTH=${m.average},` +
        `RESOLUTION=${width}x${height},FRAME-RATE=${FPS}.000,` +
        `CODECS="${avcCodec(init)},mp4a.40.2"`,
      `${rendition.name}/index.m3u8`,
    );
  });
  writeFileSync(path.join(clipDir, 'master.m3u8'), `${lines.join('\n')}\n`);
}

/** Segment lengths a clip must have: SEGMENT_SECONDS each, the last one what remains. */
function expectedSegments(duration: number): number[] {
  const whole = Math.floor(duration / SEGMENT_SECONDS);
  const rest = duration - whole * SEGMENT_SECONDS;
  return [...Array<number>(whole).fill(SEGMENT_SECONDS), ...(rest > 0 ? [rest] : [])];
}

function checkRendition(clip: Clip, rendition: Rendition, m: Measured): void {
  const expected = expectedSegments(clip.duration);
  const close = (a: number, b: number) => Math.abs(a - b) < 0.05;
  if (m.segments.length !== expected.length || !m.segments.every((d, i) => close(d, expected[i]!)))
    throw new Error(`${clip.key}/${rendition.name}: segments ${m.segments.join(', ')}`);
  if (m.peak > rendition.bandwidth)
    throw new Error(`${clip.key}/${rendition.name}: peak ${m.peak} over ${rendition.bandwidth}`);
  console.log(
    `${clip.key}/${rendition.name.padEnd(5)} ${String(m.bytes).padStart(8)} B` +
      `  peak ${Math.round(m.peak / 1000)} kbit/s, average ${Math.round(m.average / 1000)} kbit/s`,
  );
}

function makeClip(clip: Clip, workDir: string): void {
  const started = performance.now();
  const clipDir = path.join(OUT, clip.key);
  rmSync(clipDir, { recursive: true, force: true });
  const source = renderSource(clip, workDir);
  const measured = RENDITIONS.map((rendition) => {
    const dir = path.join(clipDir, rendition.name);
    renderRendition(clip, source, rendition, dir);
    const m = measure(dir);
    checkRendition(clip, rendition, m);
    return m;
  });
  writeMaster(clip, clipDir, measured);
  rmSync(source);
  console.log(
    `${clip.key} ${clip.look}: ${clip.duration} s in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(path.join(e.parentPath, e.name)).size, 0);
}

function main(): void {
  const only = process.argv.slice(2);
  const chosen = only.length > 0 ? CLIPS.filter((c) => only.includes(c.key)) : CLIPS;
  // A full run starts from an empty folder, so no clip of an older list stays behind.
  if (only.length === 0) rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'seed-clips-'));
  try {
    for (const clip of chosen) makeClip(clip, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const total = folderBytes(OUT);
  console.log(`total ${total} B (${(total / 1_000_000).toFixed(2)} MB)`);
  if (total > MAX_VID_BYTES) throw new Error(`total ${total} bytes is over the budget`);
}

main();
