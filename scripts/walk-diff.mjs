#!/usr/bin/env node
// Compares two screen walks (e2e/walk.spec.ts): walk-shots/<a>/ against walk-shots/<b>/.
// Prints, per picture, the share of pixels that changed (most changed first), lists pictures
// found in one run only, and writes a diff image per changed picture (changed pixels red over
// a dimmed copy of <b>) to walk-shots/diff-<a>-<b>/. Usage: node scripts/walk-diff.mjs before after
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = join(ROOT, 'walk-shots');
// A channel moving by less than this is antialiasing or a video frame's noise, not a change.
const CHANNEL_TOLERANCE = 24;

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('用法: node scripts/walk-diff.mjs <运行A> <运行B>  (walk-shots/ 下的目录名)');
  process.exit(2);
}

function pictures(dir) {
  const found = [];
  const walk = (at) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.png')) found.push(relative(dir, path));
    }
  };
  if (existsSync(dir)) walk(dir);
  return new Set(found);
}

async function raw(path) {
  const { data, info } = await sharp(path)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function compare(fileA, fileB, out) {
  const [left, right] = await Promise.all([raw(fileA), raw(fileB)]);
  if (left.width !== right.width || left.height !== right.height) {
    return {
      changed: 1,
      note: `尺寸 ${left.width}×${left.height} → ${right.width}×${right.height}`,
    };
  }
  const picture = Buffer.alloc(right.data.length);
  let changed = 0;
  for (let i = 0; i < right.data.length; i += 4) {
    let moved = false;
    for (let c = 0; c < 3; c += 1)
      if (Math.abs(left.data[i + c] - right.data[i + c]) > CHANNEL_TOLERANCE) moved = true;
    if (moved) {
      changed += 1;
      picture.set([255, 0, 0, 255], i);
    } else {
      for (let c = 0; c < 3; c += 1) picture[i + c] = right.data[i + c] >> 2;
      picture[i + 3] = 255;
    }
  }
  const share = changed / (right.width * right.height);
  if (changed > 0) {
    mkdirSync(dirname(out), { recursive: true });
    await sharp(picture, { raw: { width: right.width, height: right.height, channels: 4 } })
      .png()
      .toFile(out);
  }
  return { changed: share, note: '' };
}

const dirA = resolve(SHOTS, a);
const dirB = resolve(SHOTS, b);
const inA = pictures(dirA);
const inB = pictures(dirB);
const diffDir = join(SHOTS, `diff-${a}-${b}`);
const rows = [];
for (const name of [...inB].filter((n) => inA.has(n)).sort()) {
  const result = await compare(join(dirA, name), join(dirB, name), join(diffDir, name));
  rows.push({ name, ...result });
}
rows.sort((x, y) => y.changed - x.changed);
const same = rows.filter((row) => row.changed === 0).length;
for (const row of rows.filter((r) => r.changed > 0))
  console.log(`${(row.changed * 100).toFixed(2).padStart(7)}%  ${row.name}  ${row.note}`);
console.log(`\n${rows.length} 张对比，${same} 张无变化，${rows.length - same} 张有变化`);
const onlyA = [...inA].filter((n) => !inB.has(n));
const onlyB = [...inB].filter((n) => !inA.has(n));
if (onlyA.length) console.log(`仅在 ${a}: ${onlyA.join(', ')}`);
if (onlyB.length) console.log(`仅在 ${b}: ${onlyB.join(', ')}`);
if (rows.length - same > 0) console.log(`差异图: ${relative(ROOT, diffDir)}/`);
