// Draws one seed picture with ffmpeg (make-images.ts obfuscates and writes it): a gradient, or
// a catalogue picture's genre style, under its label in one or two lines.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { CoverJob } from './catalogue-covers';
import { coverBackground, coverLines, fontOf, textWidth } from './cover-styles';
import { SANS } from './seed-fonts';

export interface ImageJob {
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
  /** A catalogue picture, drawn in its genre's style (the label is then `cover.text`). */
  cover?: CoverJob;
  /** Recorded in cover-texts.json: the label is what the picture shows to a user. */
  recorded?: boolean;
}

/** drawtext of one line of text, read from a file (titles need no escaping then). */
function textLine(workDir: string, n: number, text: string, size: number, y: number, font: string) {
  const file = path.join(workDir, `line-${n}.txt`);
  writeFileSync(file, text);
  return (
    `drawtext=fontfile=${font}:textfile=${file}:fontcolor=white:fontsize=${size}` +
    `:x=(w-text_w)/2:y=${Math.round(y)}:shadowcolor=black@0.45:shadowx=2:shadowy=2`
  );
}

/** A plain picture's label: one line, centred, at its scale unless too wide to fit. */
function plainLabel(job: ImageJob, width: number, height: number): string {
  const fit = (width * 0.9) / textWidth(job.label);
  const size = Math.round(Math.min(height * (job.fontScale ?? 1 / 6), fit));
  return (
    `drawtext=fontfile=${SANS}:text='${job.label}':fontcolor=white:fontsize=${size}` +
    ':x=(w-text_w)/2:y=(h-text_h)/2:shadowcolor=black@0.35:shadowx=2:shadowy=2'
  );
}

/** A catalogue picture's text centred, in one or two lines, as large as fits, on a soft band. */
function coverText(cover: CoverJob, workDir: string, width: number, height: number): string[] {
  const lines = cover.glyph ? [cover.text] : coverLines(cover.text);
  const widest = Math.max(...lines.map(textWidth));
  const largest = height * (cover.glyph ? 0.46 : lines.length > 1 ? 0.14 : 0.17);
  const size = Math.round(Math.min(largest, (width * 0.86) / widest));
  const gap = Math.round(size * 1.3);
  const top = (height - gap * lines.length) / 2;
  const font = fontOf(cover.style);
  const band = `drawbox=x=0:y=${Math.round(top - size * 0.3)}:w=${width}:h=${Math.round(gap * lines.length + size * 0.45)}:color=black@0.28:t=fill`;
  return [
    ...(cover.glyph ? [] : [band]),
    ...lines.map((line, i) => textLine(workDir, i, line, size, top + i * gap, font)),
  ];
}

// The ~330 catalogue pictures are most of the images: 4:2:0 and a lower quality keep each ~8 KB.
const jpegOptions = (job: ImageJob) =>
  job.cover ? ['-q:v', '9', '-pix_fmt', 'yuvj420p'] : ['-q:v', '7'];

export function renderImage(job: ImageJob, workDir: string): Uint8Array {
  const [width, height] = job.size.split('x').map(Number) as [number, number];
  const [c0, c1] = job.colors;
  // A near-zero speed keeps the gradient on the diagonal (it rotates with time otherwise); a
  // fixed seed makes a re-run draw the same bytes.
  const filters = job.cover
    ? coverBackground(job.cover.style, job.cover.seed, width, height)
    : [
        `gradients=s=${job.size}:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${width}:y1=${height}:speed=0.00001:seed=1:d=1`,
      ];
  if (job.grid !== null) filters.push(`drawgrid=w=${job.grid}:h=${job.grid}:t=2:c=white@0.12`);
  if (job.cover) filters.push(...coverText(job.cover, workDir, width, height));
  else filters.push(plainLabel(job, width, height));
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
    ...(png ? ['-pred', 'mixed', '-compression_level', '9'] : jpegOptions(job)),
    target,
  ]);
  return new Uint8Array(readFileSync(target));
}
