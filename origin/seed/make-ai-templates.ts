// Makes the AI studio's template pictures (origin/media/img/ai/t-NN.jpg, 600×800): a gradient
// scene with soft light spots and a grid, a light oval with a ring where the face goes (人脸区域)
// and the title, obfuscated as the app expects (§5, schemes A and B alternating). Run once at
// dev time; its output is committed:
//   npx tsx origin/seed/make-ai-templates.ts
// Needs Debian's ffmpeg (drawtext) and fonts-noto-cjk.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { encodeHeadXor, encodeMarker } from '@/lib/domain/platform/image-codec';

import { AI_TEMPLATE_HEIGHT as H, AI_TEMPLATE_WIDTH as W, AI_TEMPLATES } from './seed-ai';
import { SANS } from './seed-fonts';

const OUT = fileURLToPath(new URL('../media/img/ai', import.meta.url));
const MAX_FILE_BYTES = 30 * 1024;

/** The oval's picture: light inside, a white ring on its edge, transparent outside. */
function ovalLayer(face: (typeof AI_TEMPLATES)[number]['face']): string {
  const d = `hypot((X-${face.x})/${face.rx}\\,(Y-${face.y})/${face.ry})`;
  const alpha = `if(lt(${d}\\,0.96)\\,90\\,if(lt(${d}\\,1.02)\\,235\\,0))`;
  return `color=c=white:s=${W}x${H},format=rgba,geq=r=255:g=255:b=255:a=${alpha}[oval]`;
}

function drawTemplate(index: number, workDir: string): Uint8Array {
  const t = AI_TEMPLATES[index]!;
  const [c0, c1] = t.colors;
  const titleFile = path.join(workDir, 'title.txt');
  writeFileSync(titleFile, t.title);
  const text = (file: string, size: number, y: string, colour: string) =>
    `drawtext=fontfile=${SANS}:textfile=${file}:fontcolor=${colour}:fontsize=${size}` +
    `:x=(w-text_w)/2:y=${y}:shadowcolor=black@0.45:shadowx=2:shadowy=2`;
  const hintFile = path.join(workDir, 'hint.txt');
  writeFileSync(hintFile, '人脸区域');
  const graph = [
    `gradients=s=${W}x${H}:c0=${c0}:c1=${c1}:x0=0:y0=0:x1=${W}:y1=${H}:speed=0.00001:seed=${index + 1}:d=1,` +
      `drawgrid=w=50:h=50:t=1:c=white@0.10,` +
      `drawbox=x=0:y=${H - 200}:w=${W}:h=200:color=black@0.25:t=fill[bg]`,
    ovalLayer(t.face),
    `[bg][oval]overlay=format=auto,` +
      text(hintFile, 28, `${t.face.y - 14}`, '0x555555') +
      ',' +
      text(titleFile, 72, `${H - 150}`, 'white') +
      ',format=yuvj420p',
  ].join(';');
  const target = path.join(workDir, 'out.jpg');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-filter_complex', graph, '-frames:v', '1', '-q:v', '6', target],
  ]);
  return new Uint8Array(readFileSync(target));
}

function main(): void {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'ai-templates-'));
  try {
    AI_TEMPLATES.forEach((_, index) => {
      const image = drawTemplate(index, workDir);
      const encoded = index % 2 === 0 ? encodeMarker(image) : encodeHeadXor(image);
      const file = `t-${String(index + 1).padStart(2, '0')}.jpg`;
      if (encoded.length > MAX_FILE_BYTES) throw new Error(`${file}: ${encoded.length} bytes`);
      writeFileSync(path.join(OUT, file), encoded);
      console.log(`${file} ${encoded.length} B`);
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main();
