// Makes the seed images the IMAGE line serves: ad banners (/ads/ad-N.jpg), generic covers
// (/covers/c-NN.jpg), the config's nine-grid icons (/icons/nine-N.png) and floating-window
// badges (/ads/float-*.png), and one broken file (/broken/bad.jpg), obfuscated as the app expects
// (§5: half scheme A, half scheme B). Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-images.ts
// Needs ffmpeg (Debian's, with drawtext) and, for the labels, fonts-noto-cjk.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  decodeImage,
  detectImageScheme,
  encodeHeadXor,
  encodeMarker,
  IMAGE_MARKER,
  sniffImageType,
} from '@/lib/domain/image-codec';

const OUT = fileURLToPath(new URL('../media/img', import.meta.url));
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const MAX_FILE_BYTES = 25 * 1024;
/** Icons and badges are small pictures: they must stay small files. */
const MAX_PNG_BYTES = 10 * 1024;
const MAX_TOTAL_BYTES = 600 * 1024;

// The seeded ads use /ads/ad-1.jpg … ad-16.jpg (one per ad row); positions run 1–13 and 40.
const AD_NUMBERS = [...Array.from({ length: 16 }, (_, i) => i + 1), 40];
const COVER_COUNT = 12;

const PALETTE: readonly [string, string][] = [
  ['#2a3b8f', '#c2185b'],
  ['#0f4c5c', '#5fa8d3'],
  ['#4a148c', '#ff6f00'],
  ['#1b5e20', '#9ccc65'],
  ['#3e2723', '#ffb74d'],
  ['#0d47a1', '#26c6da'],
  ['#880e4f', '#f48fb1'],
  ['#263238', '#80cbc4'],
  ['#311b92', '#7986cb'],
  ['#b71c1c', '#ffd54f'],
];

interface Job {
  /** Path under the IMAGE line, e.g. ads/ad-1.jpg. */
  file: string;
  label: string;
  size: string;
  colors: [string, string];
  /** Grid cell size in px: texture, and covers big enough (>16 KiB) to reach the decode worker. */
  grid: number | null;
  format?: 'jpeg' | 'png';
  /** Label height as a fraction of the picture's (banners 1/6; icons carry one big glyph). */
  fontScale?: number;
}

// The seed config's statConfigApp.nineList icons, in its order (origin/seed/seed-platform.ts).
const NINE_GRID_GLYPHS = ['游', 'V', '邀', 'AI', '播', '福', '群', '兑', '服'];

function jobs(): Job[] {
  const ads = AD_NUMBERS.map((n, i) => ({
    file: `ads/ad-${n}.jpg`,
    label: `广告 ${n}`,
    size: '750x380',
    colors: PALETTE[i % PALETTE.length]!,
    grid: null,
  }));
  const covers = Array.from({ length: COVER_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      file: `covers/c-${n}.jpg`,
      label: `封面 ${n}`,
      // About 2× a full-width phone card.
      size: '800x450',
      colors: PALETTE[(i + 3) % PALETTE.length]!,
      grid: 50,
    };
  });
  const icons = NINE_GRID_GLYPHS.map((glyph, i) => ({
    file: `icons/nine-${i + 1}.png`,
    label: glyph,
    size: '96x96',
    colors: PALETTE[(i + 2) % PALETTE.length]!,
    grid: null,
    format: 'png' as const,
    fontScale: glyph.length > 1 ? 0.36 : 0.46,
  }));
  // The config's floatingWindow and aiFloatingWindow covers.
  const floats = [
    {
      file: 'ads/float-welfare.png',
      label: '福利',
      colors: ['#ff6f00', '#c2185b'] as [string, string],
    },
    { file: 'ads/float-ai.png', label: 'AI', colors: ['#311b92', '#26c6da'] as [string, string] },
  ].map((f) => ({ ...f, size: '120x120', grid: null, format: 'png' as const, fontScale: 0.32 }));
  // Appended last: the files before them keep their scheme (it alternates by position).
  return [...ads, ...covers, ...icons, ...floats];
}

function renderImage(job: Job, workDir: string): Uint8Array {
  const [width, height] = job.size.split('x').map(Number) as [number, number];
  const [c0, c1] = job.colors;
  // A near-zero speed keeps the gradient on the diagonal (it rotates with time otherwise).
  const filters = [
    `gradients=s=${job.size}:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${width}:y1=${height}:speed=0.00001:d=1`,
  ];
  if (job.grid !== null) filters.push(`drawgrid=w=${job.grid}:h=${job.grid}:t=2:c=white@0.12`);
  if (existsSync(FONT)) {
    filters.push(
      `drawtext=fontfile=${FONT}:text='${job.label}':fontcolor=white:fontsize=${Math.round(height * (job.fontScale ?? 1 / 6))}` +
        ':x=(w-text_w)/2:y=(h-text_h)/2:shadowcolor=black@0.35:shadowx=2:shadowy=2',
    );
  }
  const png = job.format === 'png';
  const target = path.join(workDir, png ? 'out.png' : 'out.jpg');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    filters.join(','),
    '-frames:v',
    '1',
    ...(png ? ['-pred', 'mixed', '-compression_level', '9'] : ['-q:v', '7']),
    target,
  ]);
  return new Uint8Array(readFileSync(target));
}

/** Deterministic bytes (mulberry32), so re-running the script yields the same broken file. */
function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

/** Random bytes that the app's decoder turns into no known image format. */
function brokenBytes(): Uint8Array {
  for (let seed = 1; ; seed++) {
    const bytes = pseudoRandomBytes(2048, seed);
    const startsWithMarker = IMAGE_MARKER.every((b, i) => bytes[i] === b);
    if (!startsWithMarker && sniffImageType(decodeImage(bytes)) === null) return bytes;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function main(): void {
  rmSync(OUT, { recursive: true, force: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'seed-images-'));
  let total = 0;
  try {
    jobs().forEach((job, index) => {
      const jpeg = renderImage(job, workDir);
      const format = job.format ?? 'jpeg';
      if (sniffImageType(jpeg) !== format) throw new Error(`${job.file}: ffmpeg made no ${format}`);
      const encoded = index % 2 === 0 ? encodeMarker(jpeg) : encodeHeadXor(jpeg);
      const expected = index % 2 === 0 ? 'marker' : 'head-xor';
      if (detectImageScheme(encoded) !== expected || !sameBytes(decodeImage(encoded), jpeg)) {
        throw new Error(`${job.file}: does not decode back`);
      }
      const limit = format === 'png' ? MAX_PNG_BYTES : MAX_FILE_BYTES;
      if (encoded.length > limit) throw new Error(`${job.file}: ${encoded.length} bytes`);
      const target = path.join(OUT, job.file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, encoded);
      total += encoded.length;
      console.log(`${job.file.padEnd(20)} ${expected.padEnd(8)} ${encoded.length} B`);
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const broken = brokenBytes();
  mkdirSync(path.join(OUT, 'broken'), { recursive: true });
  writeFileSync(path.join(OUT, 'broken/bad.jpg'), broken);
  total += broken.length;
  console.log(`broken/bad.jpg       random   ${broken.length} B`);
  if (total > MAX_TOTAL_BYTES) throw new Error(`total ${total} bytes is over the budget`);
  console.log(`total ${total} B`);
}

main();
