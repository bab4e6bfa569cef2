#!/usr/bin/env node
// The installable app's icons (app/manifest.ts), drawn from public/icon.svg with sharp:
// 192 and 512 px for installers and splash screens, and a 512 px maskable one whose artwork
// sits inside the central 80 % safe zone on a full-bleed background (launchers crop it to
// their own shape). Run after changing icon.svg: `node scripts/make-icons.mjs`; the PNGs are
// committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'public', 'icon.svg'));
// The icon's own backdrop colour (icon.svg's outer rect).
const BACKDROP = '#181924';

async function plain(size) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public', 'icons', `icon-${size}.png`));
}

async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const art = await sharp(svg, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKDROP } })
    .composite([{ input: art, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(join(root, 'public', 'icons', `icon-maskable-${size}.png`));
}

await plain(192);
await plain(512);
await maskable(512);
console.log('icons written to public/icons');
