// The committed output of make-images.ts: what the IMAGE line serves in dev, CI and e2e.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { decodeImage, detectImageScheme, sniffImageType } from '@/lib/domain/platform/image-codec';

import { seedCatalogue } from './seed-media';
import { appIconPath, SEED_APPS } from './seed-welfare';

const ROOT = fileURLToPath(new URL('../media/img', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).map((name) => `${dir}/${name}`);
}

const ads = files('ads').filter((f) => f.endsWith('.jpg'));
const covers = files('covers');
// The catalogue's pictures: one per video, collection, topic and actor.
const catalogue = ['vcovers', 'collections', 'topics', 'actors'].flatMap(files);
// The config's nine-grid icons, the 应用推荐 icons and the floating-window badges.
const pngs = [...files('icons'), ...files('ads').filter((f) => f.endsWith('.png'))];

describe('seed images', () => {
  it('has ad banners 1–16 and 40, and covers c-01 … c-12', () => {
    const adNumbers = ads.map((f) => Number(/ad-(\d+)\.jpg$/.exec(f)?.[1])).sort((a, b) => a - b);
    expect(adNumbers).toEqual([...Array.from({ length: 16 }, (_, i) => i + 1), 40]);
    expect(covers.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `covers/c-${String(i + 1).padStart(2, '0')}.jpg`),
    );
  });

  it('has every picture the catalogue names, and nothing else', () => {
    const c = seedCatalogue();
    expect(catalogue.map((f) => `/${f}`).sort()).toEqual(
      [
        ...c.videos.map((v) => v.cover),
        ...c.collections.map((x) => x.cover),
        ...c.topics.map((t) => t.cover),
        ...c.actors.map((a) => a.avatar),
      ].sort(),
    );
  });

  it('every one is obfuscated (scheme A or B, about half each) and decodes to a JPEG', () => {
    const schemes = { marker: 0, 'head-xor': 0 } as Record<string, number>;
    for (const file of [...ads, ...covers, ...catalogue]) {
      const bytes = new Uint8Array(readFileSync(path.join(ROOT, file)));
      expect(sniffImageType(bytes), file).toBeNull();
      const scheme = detectImageScheme(bytes);
      expect(['marker', 'head-xor'], file).toContain(scheme);
      schemes[scheme] = (schemes[scheme] ?? 0) + 1;
      expect(sniffImageType(decodeImage(bytes)), file).toBe('jpeg');
    }
    // The scheme alternates over every file in make-images.ts's order (PNGs too): off by a few.
    expect(Math.abs(schemes.marker! - schemes['head-xor']!)).toBeLessThanOrEqual(2);
  });

  it('has the nine-grid icons, the app icons and the floating badges the seed names, as small PNGs', () => {
    expect(pngs.sort()).toEqual(
      [
        ...Array.from({ length: 9 }, (_, i) => `icons/nine-${i + 1}.png`),
        ...SEED_APPS.map((_, i) => appIconPath(i + 1).slice(1)),
        'ads/float-ai.png',
        'ads/float-welfare.png',
      ].sort(),
    );
    for (const file of pngs) {
      const bytes = new Uint8Array(readFileSync(path.join(ROOT, file)));
      expect(sniffImageType(bytes), file).toBeNull();
      expect(sniffImageType(decodeImage(bytes)), file).toBe('png');
      expect(bytes.length, file).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it('the broken file decodes to no image', () => {
    const bytes = new Uint8Array(readFileSync(path.join(ROOT, 'broken/bad.jpg')));
    expect(sniffImageType(decodeImage(bytes))).toBeNull();
  });

  it('stays small: each file at most 25 KB, all under 4 MiB', () => {
    const sizes = [...ads, ...covers, ...catalogue, ...pngs, 'broken/bad.jpg'].map(
      (f) => statSync(path.join(ROOT, f)).size,
    );
    for (const size of sizes) expect(size).toBeLessThanOrEqual(25 * 1024);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(4 * 1024 * 1024);
  });
});
