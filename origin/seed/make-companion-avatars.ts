// Makes AI女友's persona avatars (origin/media/img/ai/companion/p-N.jpg, 256×256): a drawn
// portrait (sky, hair, face, eyes, a smile, shoulders) in each persona's colours, obfuscated as
// the app expects (§5, schemes A and B alternating). Run once at dev time; its output is committed:
//   npx tsx origin/seed/make-companion-avatars.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { encodeHeadXor, encodeMarker } from '@/lib/domain/platform/image-codec';

import { COMPANION_PERSONAS, type SeedPersona } from './seed-ai-companion';

const OUT = fileURLToPath(new URL('../media/img/ai/companion', import.meta.url));
const SIZE = 256;
const MAX_FILE_BYTES = 16 * 1024;

function portrait({ colors }: SeedPersona, index: number): string {
  const [sky0, sky1] = colors.sky;
  // A little variety: a parted or a side-swept fringe, closed, open or smiling eyes.
  const fringe =
    index % 2 === 0
      ? 'M70 124 Q68 54 128 52 Q188 54 186 124 Q172 90 142 86 Q128 100 114 86 Q84 90 70 124Z'
      : 'M70 124 Q68 54 128 52 Q188 54 186 124 Q178 78 122 94 Q90 104 70 124Z';
  const eyes = [
    '<g stroke="#3a2a2a" stroke-width="3.5" fill="none" stroke-linecap="round"><path d="M97 124 Q106 131 115 124"/><path d="M141 124 Q150 131 159 124"/></g>',
    '<circle cx="106" cy="124" r="7" fill="#3a2a2a"/><circle cx="150" cy="124" r="7" fill="#3a2a2a"/><circle cx="108" cy="121" r="2.5" fill="#fff"/><circle cx="152" cy="121" r="2.5" fill="#fff"/>',
    '<ellipse cx="106" cy="124" rx="5" ry="7" fill="#2a2a3a"/><ellipse cx="150" cy="124" rx="5" ry="7" fill="#2a2a3a"/><circle cx="107" cy="121" r="2" fill="#fff"/><circle cx="151" cy="121" r="2" fill="#fff"/>',
    '<g stroke="#3a2a2a" stroke-width="3.5" fill="none" stroke-linecap="round"><path d="M97 127 Q106 117 115 127"/><path d="M141 127 Q150 117 159 127"/></g>',
  ][index % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 256 256">
  <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${sky0}"/><stop offset="1" stop-color="${sky1}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#s)"/>
  <circle cx="200" cy="52" r="26" fill="#ffffff" opacity="0.35"/>
  <path d="M56 256 Q60 186 128 178 Q196 186 200 256Z" fill="${colors.dress}"/>
  <path d="M60 150 Q52 54 128 50 Q204 54 196 150 L196 210 Q128 236 60 210Z" fill="${colors.hair}"/>
  <rect x="114" y="150" width="28" height="34" fill="#f6d5c3"/>
  <ellipse cx="128" cy="120" rx="50" ry="58" fill="#fde3d3"/>
  <path d="${fringe}" fill="${colors.hair}"/>
  ${eyes}
  <path d="M116 152 Q128 162 140 152" stroke="#c0504d" stroke-width="3.5" fill="none" stroke-linecap="round"/>
  <ellipse cx="98" cy="142" rx="10" ry="6" fill="#f29a9a" opacity="0.55"/>
  <ellipse cx="158" cy="142" rx="10" ry="6" fill="#f29a9a" opacity="0.55"/>
</svg>`;
}

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const [index, persona] of COMPANION_PERSONAS.entries()) {
    const jpeg = await sharp(Buffer.from(portrait(persona, index)))
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const image = new Uint8Array(jpeg);
    const encoded = index % 2 === 0 ? encodeMarker(image) : encodeHeadXor(image);
    const file = `p-${index + 1}.jpg`;
    if (encoded.length > MAX_FILE_BYTES) throw new Error(`${file}: ${encoded.length} bytes`);
    writeFileSync(path.join(OUT, file), encoded);
    console.log(`${file} ${encoded.length} B`);
  }
}

void main();
