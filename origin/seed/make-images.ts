// Makes the seed images the IMAGE line serves: ad banners (/ads/ad-N.jpg), generic covers
// (/covers/c-NN.jpg), the config's nine-grid icons (/icons/nine-N.png) and floating-window
// badges (/ads/float-*.png), the video catalogue's covers, actor avatars and topic covers
// (media-assets.ts), and one broken file (/broken/bad.jpg), obfuscated as the app expects
// (§5: half scheme A, half scheme B). Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-images.ts
// Needs ffmpeg (Debian's, with drawtext) and, for the labels, fonts-noto-cjk.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ACTOR_AVATARS, TOPIC_COVERS, VIDEO_COVERS } from './media-assets';
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
const MAX_TOTAL_BYTES = 1024 * 1024;

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
  return [...ads, ...covers, ...icons, ...floats, ...catalogueJobs()];
}

// One word per video cover, so every card of the catalogue looks different at a glance.
const COVER_WORDS = [
  '城市夜景',
  '山间小路',
  '海边日落',
  '雪山之巅',
  '街头美食',
  '森林晨雾',
  '沙漠驼铃',
  '古镇水乡',
  '星空延时',
  '赛车竞速',
  '深海探秘',
  '草原骏马',
  '雨夜霓虹',
  '樱花时节',
  '极光之夜',
  '江南烟雨',
  '熊猫日常',
  '高铁穿行',
  '荷塘月色',
  '冰川融水',
  '篮球高光',
  '烟花大会',
  '瀑布飞流',
  '秋叶满山',
];
const ACTOR_GLYPHS = ['林', '陈', '王', '张', '李', '赵', '周', '吴'];
const TOPIC_WORDS = ['热门精选', '经典回顾', '新片速递', '纪录时光', '动画世界', '音乐现场'];

/** A distinct pair of colours per index: dark and light of one hue, hues spread round the wheel. */
function hueColors(index: number, count: number): [string, string] {
  const hex = (h: number, s: number, l: number) => {
    const k = (n: number) => (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return `#${[0, 8, 4]
      .map((n) =>
        Math.round(f(n) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  };
  const hue = (index * 360) / count;
  return [hex(hue, 0.65, 0.25), hex((hue + 40) % 360, 0.7, 0.6)];
}

/** The catalogue's pictures (media-assets.ts names them; the path drops its leading slash). */
function catalogueJobs(): Job[] {
  const videos = VIDEO_COVERS.map((file, i) => ({
    file: file.slice(1),
    label: `${String(i + 1).padStart(2, '0')} ${COVER_WORDS[i]!}`,
    // 16:9 at about a full-width phone card's CSS size.
    size: '480x270',
    colors: hueColors(i, VIDEO_COVERS.length),
    grid: 30,
  }));
  const actors = ACTOR_AVATARS.map((file, i) => ({
    file: file.slice(1),
    label: ACTOR_GLYPHS[i]!,
    size: '200x200',
    colors: hueColors(i * 3 + 1, ACTOR_AVATARS.length * 3),
    grid: null,
    fontScale: 0.46,
  }));
  const topics = TOPIC_COVERS.map((file, i) => ({
    file: file.slice(1),
    label: `#${TOPIC_WORDS[i]!}`,
    size: '480x270',
    colors: hueColors(i * 4 + 2, TOPIC_COVERS.length * 4),
    grid: 45,
  }));
  return [...videos, ...actors, ...topics];
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
