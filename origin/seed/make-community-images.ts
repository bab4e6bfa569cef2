// Makes the community seed's pictures (origin/media/img/community): an avatar per UP主 showing
// the first character of their name (avatars/u-NN.jpg, 200×200) and the photos their posts
// carry (photos/p-NN.jpg, 600×600, a scene word on a gradient), obfuscated as the app expects
// (§5, schemes A and B alternating). Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-community-images.ts
// Needs Debian's ffmpeg (drawtext) and fonts-noto-cjk.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { encodeHeadXor, encodeMarker } from '@/lib/domain/platform/image-codec';

import { UPLOADER_NAMES } from './community-words';
import { renderImage, type ImageJob } from './render-image';
import { PHOTO_COUNT } from './seed-community';

const OUT = fileURLToPath(new URL('../media/img/community', import.meta.url));
const MAX_FILE_BYTES = 25 * 1024;

const PALETTE: readonly [string, string][] = [
  ['#2a3b8f', '#c2185b'],
  ['#0f4c5c', '#5fa8d3'],
  ['#4a148c', '#ff6f00'],
  ['#1b5e20', '#9ccc65'],
  ['#3e2723', '#ffb74d'],
  ['#0d47a1', '#26c6da'],
  ['#880e4f', '#f48fb1'],
  ['#263238', '#80cbc4'],
];

const SCENES = [
  '山间晨雾',
  '海边日落',
  '城市夜景',
  '雨后街道',
  '古镇小巷',
  '秋日落叶',
  '午后咖啡',
  '家常小菜',
  '清晨跑步',
  '胶片街拍',
  '湖面倒影',
  '雪山之巅',
  '夜市烟火',
  '花开满园',
  '星空露营',
  '老街书店',
  '麦田金黄',
  '窗边绿植',
  '热汤面',
  '火车窗外',
  '落日余晖',
  '樱花小路',
  '沙漠驼铃',
  '江南水乡',
];

const pad = (n: number) => String(n).padStart(2, '0');

function jobs(): ImageJob[] {
  const avatars = UPLOADER_NAMES.map((name, i) => ({
    file: `avatars/u-${pad(i + 1)}.jpg`,
    label: [...name][0]!,
    size: '200x200',
    colors: PALETTE[i % PALETTE.length]!,
    grid: null,
    fontScale: 0.46,
  }));
  const photos = Array.from({ length: PHOTO_COUNT }, (_, i) => ({
    file: `photos/p-${pad(i + 1)}.jpg`,
    label: SCENES[i % SCENES.length]!,
    size: '600x600',
    colors: PALETTE[(i + 3) % PALETTE.length]!,
    grid: 60,
    fontScale: 0.1,
  }));
  return [...avatars, ...photos];
}

function main(): void {
  rmSync(OUT, { recursive: true, force: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'community-images-'));
  let total = 0;
  try {
    jobs().forEach((job, index) => {
      const image = renderImage(job, workDir);
      const encoded = index % 2 === 0 ? encodeMarker(image) : encodeHeadXor(image);
      if (encoded.length > MAX_FILE_BYTES) throw new Error(`${job.file}: ${encoded.length} bytes`);
      const target = path.join(OUT, job.file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, encoded);
      total += encoded.length;
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`total ${total} B`);
}

main();
