// How a catalogue picture looks (make-images.ts draws them with ffmpeg): per genre a colour,
// a font and a motif (a film strip, ridges, stars, notes …), varied per picture by a seeded
// PRNG, under the text it shows — the video's title, the topic's or the collection's name.
import { SANS, SERIF } from './seed-fonts';
import { prng, type Rand } from './seed-random';

type Palette = { dark: string; mid: string; light: string; accent: string };
type Motif = (rand: Rand, p: Palette, w: number, h: number) => string[];
export type CoverStyle = { hue: number; sat: number; serif?: boolean; motif: Motif };

/** The font a style's titles use. */
export const fontOf = (style: CoverStyle) => (style.serif ? SERIF : SANS);

/** '#rrggbb' of a hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, s: number, l: number): string {
  const h = ((hue % 360) + 360) % 360;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(f(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A shape drawn as a glyph of the CJK font (●★▲◆♪♫■▶): drawtext is ffmpeg's cheap shape. */
export function glyph(ch: string, size: number, color: string, x: number, y: number): string {
  return `drawtext=fontfile=${SANS}:text='${ch}':fontsize=${size}:fontcolor=${color}:x=${Math.round(x)}:y=${Math.round(y)}`;
}

const between = (rand: Rand, lo: number, hi: number) => lo + rand() * (hi - lo);

type Scatter = { chars: string; count: number; sizes: [number, number]; colors: string[] };

/** `count` glyphs scattered at random over a w×h picture. */
function scatter(rand: Rand, w: number, h: number, { chars, count, sizes, colors }: Scatter) {
  return Array.from({ length: count }, (_, i) =>
    glyph(
      chars[i % chars.length]!,
      Math.round(between(rand, ...sizes)),
      colors[i % colors.length]!,
      between(rand, -20, w - 20),
      between(rand, -20, h - 30),
    ),
  );
}

const ridges: Motif = (rand, p, w, h) => [
  glyph(
    '▲',
    Math.round(between(rand, 220, 300)),
    `${p.dark}@0.85`,
    between(rand, -90, w * 0.3),
    h * 0.42,
  ),
  glyph(
    '▲',
    Math.round(between(rand, 260, 340)),
    `${p.dark}@0.95`,
    between(rand, w * 0.4, w * 0.7),
    h * 0.36,
  ),
];

const filmStrip: Motif = (_rand, _p, w, h) => {
  const holes = '■ '.repeat(24);
  return [
    `drawbox=x=0:y=0:w=${w}:h=24:color=black@0.85:t=fill`,
    `drawbox=x=0:y=${h - 24}:w=${w}:h=24:color=black@0.85:t=fill`,
    glyph(holes, 11, 'white@0.65', 6, 6),
    glyph(holes, 11, 'white@0.65', 6, h - 18),
  ];
};

const rings: Motif = (rand, p, w, h) => {
  const [cx, cy] = [between(rand, w * 0.2, w * 0.8), between(rand, h * 0.3, h * 0.7)];
  const colors = [`${p.light}@0.25`, `${p.dark}@0.35`, `${p.accent}@0.35`, `${p.light}@0.3`];
  // A ● glyph's box is about its size; centring each ring on (cx, cy) makes them concentric.
  return [360, 270, 180, 90].map((size, i) =>
    glyph('●', size, colors[i]!, cx - size / 2, cy - size * 0.62),
  );
};

const bars: Motif = (rand, _p, w, h) =>
  Array.from({ length: 6 }, () => {
    const y = Math.round(between(rand, 0, h - 12));
    const x = Math.round(between(rand, -40, w * 0.6));
    return `drawbox=x=${x}:y=${y}:w=${Math.round(between(rand, 80, 260))}:h=${Math.round(between(rand, 4, 12))}:color=white@0.16:t=fill`;
  });

const frame: Motif = (_rand, p, w, h) => [
  `drawbox=x=10:y=10:w=${w - 20}:h=${h - 20}:color=${p.light}@0.7:t=3`,
  `drawbox=x=18:y=18:w=${w - 36}:h=${h - 36}:color=${p.light}@0.45:t=1`,
];

// Keyed by a genre's tag name (media-words.ts GENRES); collections and topics borrow their genre's.
export const COVER_STYLES: Record<string, CoverStyle> = {
  电影: { hue: 215, sat: 0.5, serif: true, motif: filmStrip },
  剧集: {
    hue: 340,
    sat: 0.55,
    motif: (r, p, w) => [glyph('▶', 240, 'white@0.09', w - 210 + between(r, -30, 30), 10)],
  },
  纪录片: { hue: 170, sat: 0.45, serif: true, motif: ridges },
  动漫: {
    hue: 285,
    sat: 0.7,
    motif: (r, p, w, h) =>
      scatter(r, w, h, {
        chars: '★',
        count: 9,
        sizes: [16, 54],
        colors: ['white@0.45', `${p.light}@0.6`],
      }),
  },
  综艺: {
    hue: 20,
    sat: 0.8,
    motif: (r, p, w, h) =>
      scatter(r, w, h, {
        chars: '●',
        count: 16,
        sizes: [10, 34],
        colors: ['#ffd54f@0.7', '#4fc3f7@0.6', 'white@0.5', '#f06292@0.6'],
      }),
  },
  美食: {
    hue: 28,
    sat: 0.75,
    motif: (r, p, w, h) => [
      glyph('●', 320, 'white@0.10', w - 230 + between(r, -40, 20), h * 0.05),
      glyph('●', 200, `${p.light}@0.18`, w - 170 + between(r, -40, 20), h * 0.22),
    ],
  },
  旅行: {
    hue: 200,
    sat: 0.6,
    motif: (r, p, w, h) => [
      glyph('●', 90, '#ffd27f@0.85', between(r, w * 0.55, w * 0.8), h * 0.12),
      ...ridges(r, p, w, h),
    ],
  },
  科技: {
    hue: 230,
    sat: 0.6,
    motif: (r, p, w, h) => [
      `drawgrid=w=24:h=24:t=1:c=${p.accent}@0.18`,
      ...scatter(r, w, h, { chars: '◆', count: 4, sizes: [14, 30], colors: [`${p.accent}@0.5`] }),
    ],
  },
  音乐: {
    hue: 310,
    sat: 0.6,
    motif: (r, p, w, h) =>
      scatter(r, w, h, {
        chars: '♪♫',
        count: 7,
        sizes: [28, 70],
        colors: ['white@0.35', `${p.accent}@0.5`],
      }),
  },
  体育: { hue: 130, sat: 0.55, motif: bars },
  搞笑: {
    hue: 45,
    sat: 0.85,
    motif: (r, p, w, h) =>
      scatter(r, w, h, {
        chars: '●',
        count: 10,
        sizes: [30, 80],
        colors: ['white@0.22', `${p.dark}@0.18`],
      }),
  },
  解压: { hue: 180, sat: 0.55, motif: rings },
  自然: {
    hue: 110,
    sat: 0.5,
    motif: (r, p, w, h) => [
      ...scatter(r, w, h, { chars: '▲', count: 7, sizes: [40, 90], colors: [`${p.dark}@0.55`] }),
    ],
  },
  历史: { hue: 35, sat: 0.45, serif: true, motif: frame },
};

/** The palette of one picture: the style's hue, moved a little per picture. */
export function paletteOf(style: CoverStyle, rand: Rand): Palette {
  const hue = style.hue + between(rand, -15, 15);
  return {
    dark: hsl(hue, style.sat, 0.2),
    mid: hsl(hue + 25, style.sat, 0.42),
    light: hsl(hue + 15, Math.min(1, style.sat + 0.1), 0.58),
    accent: hsl(hue + 180, 0.7, 0.6),
  };
}

/** Text width in CJK characters: letters, digits and spaces count about half. */
export const textWidth = (text: string) =>
  [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) < 0x2e80 ? 0.55 : 1), 0);

const BREAK_AFTER = new Set(['：', '｜', '》', '）', '】', ' ']);
const BREAK_BEFORE = new Set(['《', '（', '【', '第']);

/**
 * The title in one line, or two split where it reads best (after ：｜》 …, before 《（第 …);
 * a ｜ or space at the break is left out.
 */
export function coverLines(title: string, maxWidth = 10): string[] {
  if (textWidth(title) <= maxWidth) return [title];
  const chars = [...title];
  let best = Math.ceil(chars.length / 2);
  let bestScore = Infinity;
  for (let i = 1; i < chars.length; i++) {
    const natural = BREAK_AFTER.has(chars[i - 1]!) || BREAK_BEFORE.has(chars[i]!);
    // Never split a run of letters or digits (4K, MV, 318).
    if (/[\dA-Za-z]/.test(chars[i - 1]!) && /[\dA-Za-z]/.test(chars[i]!)) continue;
    const widths = [chars.slice(0, i).join(''), chars.slice(i).join('')].map(textWidth);
    const score = Math.max(...widths) + (natural ? 0 : 3);
    if (score < bestScore) [best, bestScore] = [i, score];
  }
  // A separator where the line breaks has done its work: the break shows it.
  const trim = (line: string) => line.replace(/^[\s｜]+|[\s｜]+$/g, '');
  return [trim(chars.slice(0, best).join('')), trim(chars.slice(best).join(''))];
}

/** The motif and gradient of a picture (its text is drawn over them by the caller). */
export function coverBackground(style: CoverStyle, seed: number, w: number, h: number): string[] {
  const rand = prng(seed);
  const p = paletteOf(style, rand);
  // Corner to corner, from a corner picked per picture.
  const [x0, y0] = rand() < 0.5 ? [0, 0] : [w, 0];
  const gradient = `gradients=s=${w}x${h}:c0=${p.dark}:c1=${p.mid}:c2=${p.light}:nb_colors=3:x0=${x0}:y0=${y0}:x1=${w - x0}:y1=${h}:speed=0.00001:seed=1:d=1`;
  return [gradient, ...style.motif(rand, p, w, h)];
}
