// Makes the seed clips the VID line serves (origin/media/vid/<clip>/): four visibly different
// 24-second test patterns with a burnt-in Chinese label, a running clock and a tone of their own,
// each as HLS VOD with fMP4 segments in two renditions (240p, 480p) and a master playlist.
// Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-clips.ts
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

import { CLIPS, RENDITIONS } from './media-assets';

const OUT = fileURLToPath(new URL('../media/vid', import.meta.url));
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const FPS = 25;
/** Segment length: a keyframe opens every segment, so each is exactly this long. */
const SEGMENT_SECONDS = 4;
const MAX_TOTAL_BYTES = 10 * 1024 * 1024;

type Clip = (typeof CLIPS)[number];
type Rendition = (typeof RENDITIONS)[number];

/** The picture of each clip at 854x480 (scaled down for 240p) and the pitch of its tone. */
const SOURCES: Record<Clip['key'], { video: string; tone: number }> = {
  'clip-1': { video: `smptehdbars=s=854x480:r=${FPS}`, tone: 440 },
  'clip-2': {
    video: `gradients=s=854x480:r=${FPS}:c0=#1565c0:c1=#ad1457:c2=#f9a825:nb_colors=3:speed=0.02`,
    tone: 554,
  },
  'clip-3': { video: `mandelbrot=s=854x480:r=${FPS}:end_scale=0.05`, tone: 659 },
  'clip-4': {
    video: `life=s=427x240:r=${FPS}:mold=10:ratio=0.12:life_color=#6be675:death_color=#6a1b1b,scale=854x480:flags=neighbor`,
    tone: 880,
  },
};

// x264 settings per rendition: constrained baseline for the small one (oldest phones), main for
// the larger; CRF with a cap keeps simple patterns small and busy ones (life, mandelbrot) bounded.
const ENCODE: Record<Rendition['name'], string[]> = {
  '240p': ['-profile:v', 'baseline', '-level', '3.0', '-crf', '30'],
  '480p': ['-profile:v', 'main', '-level', '3.0', '-crf', '30'],
};
// Video caps that keep each rendition's peak (with 48 kbit/s of audio) under its BANDWIDTH in
// media-assets.ts; the VBV buffer is two seconds of the cap.
const VIDEO_CAP_KBPS: Record<Rendition['name'], number> = { '240p': 200, '480p': 560 };

function ffmpeg(args: string[], cwd?: string): void {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    cwd,
    stdio: 'inherit',
  });
}

/** One lossless-ish 480p master of the clip, so both renditions show the same frames. */
function renderSource(clip: Clip, index: number, workDir: string): string {
  const { video, tone } = SOURCES[clip.key];
  const text = (value: string, size: number, y: string) =>
    `drawtext=fontfile=${FONT}:text='${value}':fontcolor=white:fontsize=${size}` +
    `:x=(w-text_w)/2:y=${y}:box=1:boxcolor=black@0.55:boxborderw=10`;
  const filters = [
    video,
    'format=yuv420p',
    text(`${index + 1} · ${clip.title}`, 52, 'h*0.16'),
    // The running clock shows at a glance that playback advances and where it is.
    text('%{pts\\:hms}', 64, 'h*0.62'),
  ].join(',');
  const target = path.join(workDir, `${clip.key}.mkv`);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    filters,
    '-f',
    'lavfi',
    // A beep each second over a quiet tone: easy to hear that sound plays and stays in sync.
    '-i',
    `sine=frequency=${tone}:beep_factor=2:sample_rate=48000`,
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

function renderRendition(source: string, rendition: Rendition, dir: string): void {
  mkdirSync(dir, { recursive: true });
  const label =
    `drawtext=fontfile=${FONT}:text='${rendition.name}':fontcolor=white:fontsize=${Math.round(rendition.height / 12)}` +
    ':x=w-text_w-12:y=h-text_h-12:box=1:boxcolor=black@0.55:boxborderw=6';
  ffmpeg(
    [
      '-i',
      source,
      '-vf',
      `scale=${rendition.width}:${rendition.height},setsar=1,${label}`,
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
      // A keyframe exactly every segment: segments are exactly SEGMENT_SECONDS long.
      '-g',
      String(FPS * SEGMENT_SECONDS),
      '-keyint_min',
      String(FPS * SEGMENT_SECONDS),
      '-sc_threshold',
      '0',
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      'init.mp4',
      '-hls_segment_filename',
      'seg-%03d.m4s',
      'index.m3u8',
    ],
    dir,
  );
}

/** RFC 6381 codec string of the H.264 track, read from the avcC box of init.mp4. */
function avcCodec(init: Uint8Array): string {
  const at = Buffer.from(init).indexOf('avcC');
  if (at < 0) throw new Error('init.mp4 has no avcC box');
  const hex = (b: number) => b.toString(16).padStart(2, '0');
  // avcC: configurationVersion, AVCProfileIndication, profile_compatibility, AVCLevelIndication.
  return `avc1.${hex(init[at + 5]!)}${hex(init[at + 6]!)}${hex(init[at + 7]!)}`;
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

function writeMaster(clipDir: string, measured: Measured[]): void {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  RENDITIONS.forEach((rendition, i) => {
    const m = measured[i]!;
    const init = readFileSync(path.join(clipDir, rendition.name, 'init.mp4'));
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${m.peak},AVERAGE-BANDWIDTH=${m.average},` +
        `RESOLUTION=${rendition.width}x${rendition.height},FRAME-RATE=${FPS}.000,` +
        `CODECS="${avcCodec(init)},mp4a.40.2"`,
      `${rendition.name}/index.m3u8`,
    );
  });
  writeFileSync(path.join(clipDir, 'master.m3u8'), `${lines.join('\n')}\n`);
}

function main(): void {
  rmSync(OUT, { recursive: true, force: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'seed-clips-'));
  let total = 0;
  try {
    CLIPS.forEach((clip, index) => {
      const source = renderSource(clip, index, workDir);
      const clipDir = path.join(OUT, clip.key);
      const measured = RENDITIONS.map((rendition) => {
        const dir = path.join(clipDir, rendition.name);
        renderRendition(source, rendition, dir);
        const m = measure(dir);
        const expected = Array(clip.duration / SEGMENT_SECONDS).fill(SEGMENT_SECONDS);
        if (JSON.stringify(m.segments) !== JSON.stringify(expected))
          throw new Error(`${clip.key}/${rendition.name}: segments ${m.segments.join(', ')}`);
        if (m.peak > rendition.bandwidth)
          throw new Error(
            `${clip.key}/${rendition.name}: peak ${m.peak} over ${rendition.bandwidth}`,
          );
        console.log(
          `${clip.key}/${rendition.name.padEnd(5)} ${String(m.bytes).padStart(8)} B` +
            `  peak ${Math.round(m.peak / 1000)} kbit/s, average ${Math.round(m.average / 1000)} kbit/s`,
        );
        total += m.bytes;
        return m;
      });
      writeMaster(clipDir, measured);
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`total ${total} B (${(total / 1024 / 1024).toFixed(2)} MiB)`);
  if (total > MAX_TOTAL_BYTES) throw new Error(`total ${total} bytes is over the budget`);
}

main();
