// The demo provider's picture: drawn by ffmpeg from the prompt, not by a model. A gradient whose
// colours and direction hash from prompt and style, translucent shapes placed by the same seed,
// the prompt's words written on it and a small 演示生成 mark, so nobody takes it for a model's.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { AiProviderError, type ImageRequest, type ImageResult } from './provider';
import { pick, seededRng, type Rng } from './local-words';
import { runLowPriority } from '../platform/ffmpeg-run';
import { ffmpegPath } from '../video/transcode';

/** Debian's fonts-noto-cjk; without it the picture is drawn without words. */
export const DEMO_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
export const DEMO_MARK = '演示生成';
/** The sizes the demo draws; a larger ask is the caller's mistake, not a job for ffmpeg. */
export const DEMO_IMAGE_MIN_SIDE = 64;
export const DEMO_IMAGE_MAX_SIDE = 2048;
const RENDER_TIMEOUT_MS = 30_000;
const MAX_LINES = 4;

export type DemoImageOptions = { workDir?: string; fontFile?: string };

/** A colour of hue `h` (degrees), saturation and lightness from the seed in a pleasant band. */
function colour(rng: Rng, lightness: number, h = rng() * 360): [number, number, number] {
  const s = 0.45 + rng() * 0.4;
  const l = lightness + rng() * 0.15;
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

const hex = ([r, g, b]: [number, number, number]) =>
  `0x${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The prompt in lines of at most `perLine` characters, at most MAX_LINES, the last cut with …. */
export function wrapLines(text: string, perLine: number): string {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < MAX_LINES; i += perLine) {
    lines.push(chars.slice(i, i + perLine).join(''));
  }
  if (chars.length > perLine * MAX_LINES) lines[MAX_LINES - 1] = `${lines.at(-1)!.slice(0, -1)}…`;
  return lines.join('\n');
}

/** The filter graph for the picture; text is read from files (no escaping of user words). */
function graph(rng: Rng, w: number, h: number, font: string | null, dir: string): string {
  // The second hue 60–180° from the first, so the gradient is seen.
  const hue = rng() * 360;
  const [c0, c1] = [colour(rng, 0.35, hue), colour(rng, 0.55, (hue + 60 + rng() * 120) % 360)];
  // The gradient runs along (dx, dy): t goes 0 → 1 across the picture in that direction.
  const angle = rng() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(dx) * w + Math.abs(dy) * h;
  const x0 = dx < 0 ? w : 0;
  const y0 = dy < 0 ? h : 0;
  const t = `clip(((X-${x0})*${dx.toFixed(4)}+(Y-${y0})*${dy.toFixed(4)})/${span.toFixed(2)}\\,0\\,1)`;
  const channel = (i: 0 | 1 | 2) => `${c0[i]}+(${c1[i] - c0[i]})*${t}`;
  const steps = [
    `color=c=black:s=${w}x${h},format=gbrp`,
    `geq=r='${channel(0)}':g='${channel(1)}':b='${channel(2)}'`,
  ];
  const shapes = 3 + Math.floor(rng() * 4);
  for (let i = 0; i < shapes; i++) {
    const bw = Math.round(w * (0.12 + rng() * 0.35));
    const bh = Math.round(h * (0.12 + rng() * 0.35));
    const x = Math.round(rng() * (w - bw));
    const y = Math.round(rng() * (h - bh));
    const fill = pick(rng, ['white', 'black', hex(colour(rng, 0.6))]);
    steps.push(
      `drawbox=x=${x}:y=${y}:w=${bw}:h=${bh}:color=${fill}@0.${15 + Math.floor(rng() * 20)}:t=fill`,
    );
  }
  steps.push(
    `drawgrid=w=${Math.max(8, Math.round(w / 12))}:h=${Math.max(8, Math.round(h / 12))}:t=1:c=white@0.08`,
  );
  if (font) {
    const size = Math.max(12, Math.round(Math.min(w, h) / 12));
    const text = (file: string, px: number, x: string, y: string, extra = '') =>
      `drawtext=fontfile=${font}:textfile=${path.join(dir, file)}:expansion=none:fontcolor=white` +
      `:fontsize=${px}:x=${x}:y=${y}:line_spacing=${Math.round(px / 3)}${extra}`;
    steps.push(
      text(
        'prompt.txt',
        size,
        '(w-text_w)/2',
        '(h-text_h)/2',
        ':shadowcolor=black@0.5:shadowx=2:shadowy=2',
      ),
    );
    const mark = Math.max(10, Math.round(Math.min(w, h) / 28));
    const pad = Math.round(mark / 2);
    steps.push(
      text(
        'mark.txt',
        mark,
        `w-text_w-${pad * 2}`,
        `h-text_h-${pad * 2}`,
        `:box=1:boxcolor=black@0.45:boxborderw=${pad}`,
      ),
    );
  }
  return `${steps.join(',')},format=yuvj444p`;
}

/** A JPEG of `width`×`height` drawn from the prompt and style; the same request, the same picture. */
export async function renderDemoImage(
  request: ImageRequest,
  options: DemoImageOptions = {},
): Promise<ImageResult> {
  const { prompt, style, width, height, signal } = request;
  signal?.throwIfAborted();
  const sides = [width, height];
  if (
    !sides.every((s) => Number.isInteger(s) && s >= DEMO_IMAGE_MIN_SIDE && s <= DEMO_IMAGE_MAX_SIDE)
  ) {
    // The tool validates sizes against its own list first: this is a caller's bug.
    throw new RangeError(`demo image size ${width}x${height} out of range`);
  }
  const fontFile = options.fontFile ?? DEMO_FONT;
  const font = existsSync(fontFile) ? fontFile : null;
  const parent = options.workDir ?? tmpdir();
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, 'ai-demo-image-'));
  try {
    const size = Math.max(12, Math.round(Math.min(width, height) / 12));
    const perLine = Math.max(4, Math.floor((width * 0.84) / size));
    await writeFile(path.join(dir, 'prompt.txt'), wrapLines(prompt, perLine));
    await writeFile(path.join(dir, 'mark.txt'), DEMO_MARK);
    const out = path.join(dir, 'out.jpg');
    const filter = graph(seededRng('image', prompt, style), width, height, font, dir);
    try {
      await runLowPriority(
        ffmpegPath(),
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-filter_complex',
          filter,
          '-frames:v',
          '1',
          '-q:v',
          '3',
          out,
        ],
        { timeoutMs: RENDER_TIMEOUT_MS },
      );
    } catch (error) {
      throw new AiProviderError('unavailable', `demo image render failed: ${String(error)}`);
    }
    signal?.throwIfAborted();
    return { bytes: new Uint8Array(await readFile(out)), mime: 'image/jpeg' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
