// Makes the seed images the IMAGE line serves: ad banners showing their ad's title
// (/ads/ad-N.jpg), generic covers (/covers/c-NN.jpg), the config's nine-grid icons
// (/icons/nine-N.png) and floating-window badges (/ads/float-*.png), the catalogue's pictures
// (catalogue-covers.ts: every video's cover shows its title), the 应用推荐 icons
// (/icons/app-N.png, seed-welfare.ts), and one broken file
// (/broken/bad.jpg), obfuscated as the app expects (§5: half scheme A, half scheme B). What
// each ad and catalogue picture shows goes to media/cover-texts.json, which the seed tests
// check against the catalogue. Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-images.ts
// or, to redraw some pictures only (the rest keep their bytes), by path prefix:
//   npx tsx origin/seed/make-images.ts --only=covers/,ads/ad-10.jpg
// Needs ffmpeg (Debian's, with drawtext) and, for the labels, fonts-noto-cjk.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { catalogueCovers } from './catalogue-covers';
import { COVER_TEXTS_FILE, type CoverTexts } from './media-assets';
import { renderImage, type ImageJob as Job } from './render-image';
import { prng } from './seed-random';
import { SEED_LIVE_CHANNELS } from './seed-live';
import { SEED_ADS } from './seed-platform';
import { appIconPath, SEED_APPS } from './seed-welfare';
import {
  decodeImage,
  detectImageScheme,
  encodeHeadXor,
  encodeMarker,
  IMAGE_MARKER,
  sniffImageType,
} from '@/lib/domain/platform/image-codec';

const OUT = fileURLToPath(new URL('../media/img', import.meta.url));
const MAX_FILE_BYTES = 25 * 1024;
/** Icons and badges are small pictures: they must stay small files. */
const MAX_PNG_BYTES = 10 * 1024;
/** About 330 catalogue pictures of ~8 KB, and the rest. */
const MAX_TOTAL_BYTES = 4 * 1024 * 1024;

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

// The seed config's statConfigApp.nineList icons, in its order (origin/seed/seed-platform.ts).
const NINE_GRID_GLYPHS = ['游', 'V', '邀', 'AI', '播', '福', '短', '兑', '服'];

function jobs(): Job[] {
  const positionAd = SEED_ADS.find((ad) => ad.position === 40)!;
  const ads = AD_NUMBERS.map((n, i) => ({
    file: `ads/ad-${n}.jpg`,
    // ad-N is the cover of the N-th seeded ad; ad-40 stands for the position-40 ad.
    label: (SEED_ADS[n - 1] ?? positionAd).title,
    size: '750x380',
    colors: PALETTE[i % PALETTE.length]!,
    grid: null,
    recorded: true,
  }));
  // The live channels' covers, in the seed's channel order: each shows its channel's name (a
  // cover reading 封面 01 said nothing of the channel); the spare ones say 直播.
  const covers = Array.from({ length: COVER_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      file: `covers/c-${n}.jpg`,
      label: SEED_LIVE_CHANNELS[i]?.name ?? '直播',
      recorded: true,
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
  const catalogue = catalogueCovers().map((cover) => ({
    file: cover.file,
    label: cover.text,
    size: cover.size,
    colors: ['#000000', '#000000'] as [string, string],
    grid: null,
    cover,
    recorded: true,
  }));
  const appIcons = SEED_APPS.map((app, i) => ({
    file: appIconPath(i + 1).slice(1),
    label: app.glyph,
    size: '120x120',
    colors: PALETTE[(i + 5) % PALETTE.length]!,
    grid: null,
    format: 'png' as const,
    fontScale: app.glyph.length > 1 ? 0.3 : 0.46,
  }));
  // Appended last: the files before them keep their scheme (it alternates by position).
  return [...ads, ...covers, ...icons, ...floats, ...catalogue, ...appIcons];
}

/** Deterministic bytes, so re-running the script yields the same broken file. */
function pseudoRandomBytes(length: number, seed: number): Uint8Array {
  const rand = prng(seed);
  return Uint8Array.from({ length }, () => Math.floor(rand() * 4294967296) & 0xff);
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

/** Renders, obfuscates and writes one picture; its size in bytes. */
function writeImage(job: Job, index: number, workDir: string): Uint8Array {
  const image = renderImage(job, workDir);
  const format = job.format ?? 'jpeg';
  if (sniffImageType(image) !== format) throw new Error(`${job.file}: ffmpeg made no ${format}`);
  const encoded = index % 2 === 0 ? encodeMarker(image) : encodeHeadXor(image);
  const expected = index % 2 === 0 ? 'marker' : 'head-xor';
  if (detectImageScheme(encoded) !== expected || !sameBytes(decodeImage(encoded), image)) {
    throw new Error(`${job.file}: does not decode back`);
  }
  const limit = format === 'png' ? MAX_PNG_BYTES : MAX_FILE_BYTES;
  if (encoded.length > limit) throw new Error(`${job.file}: ${encoded.length} bytes`);
  const target = path.join(OUT, job.file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, encoded);
  return encoded;
}

function main(): void {
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  const wanted = (job: Job) => !only || only.some((prefix) => job.file.startsWith(prefix));
  if (!only) rmSync(OUT, { recursive: true, force: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'seed-images-'));
  // A partial run keeps what the others recorded.
  const texts: CoverTexts =
    only && existsSync(COVER_TEXTS_FILE)
      ? (JSON.parse(readFileSync(COVER_TEXTS_FILE, 'utf8')) as CoverTexts)
      : {};
  let total = 0;
  try {
    // Each job keeps its index (the obfuscation scheme alternates by it) whatever is redrawn.
    jobs().forEach((job, index) => {
      if (!wanted(job)) return;
      const encoded = writeImage(job, index, workDir);
      total += encoded.length;
      if (job.recorded) {
        const sha256 = createHash('sha256').update(encoded).digest('hex');
        texts[`/${job.file}`] = { text: job.label, sha256 };
      }
      if (index % 50 === 0 || only) console.log(`${index} ${job.file} ${encoded.length} B`);
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  const sorted = Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(COVER_TEXTS_FILE, `${JSON.stringify(sorted, null, 1)}\n`);
  if (only) return;
  const broken = brokenBytes();
  mkdirSync(path.join(OUT, 'broken'), { recursive: true });
  writeFileSync(path.join(OUT, 'broken/bad.jpg'), broken);
  total += broken.length;
  console.log(`total ${total} B, ${Object.keys(texts).length} texts recorded`);
  if (total > MAX_TOTAL_BYTES) throw new Error(`total ${total} bytes is over the budget`);
}

main();
