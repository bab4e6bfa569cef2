// Every picture of the catalogue shows what its card says: a video's cover its title, a
// collection's or topic's its name, an avatar a character of the actor's name, an ad banner
// its ad's title, a live channel's cover its name (make-images.ts records what it drew in
// media/cover-texts.json).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { avatarGlyph } from './catalogue-covers';
import { COVER_TEXTS_FILE, type CoverTexts } from './media-assets';
import { seedCatalogue } from './seed-media';
import { SEED_LIVE_CHANNELS } from './seed-live';
import { SEED_ADS } from './seed-platform';

const texts = JSON.parse(readFileSync(COVER_TEXTS_FILE, 'utf8')) as CoverTexts;
const IMG = fileURLToPath(new URL('../media/img', import.meta.url));
const catalogue = seedCatalogue();
const textOf = (path: string) => texts[path]?.text;

describe('catalogue pictures', () => {
  it('gives every video a cover of its own that shows its title', () => {
    const covers = catalogue.videos.map((v) => v.cover);
    expect(new Set(covers).size).toBe(catalogue.videos.length);
    for (const v of catalogue.videos) expect(textOf(v.cover), `${v.id}`).toBe(v.title);
  });

  it('shows each collection’s and topic’s name, and a character of each actor’s name', () => {
    for (const c of catalogue.collections) expect(textOf(c.cover)).toBe(c.name);
    for (const t of catalogue.topics) expect(textOf(t.cover)).toBe(t.name);
    for (const a of catalogue.actors) {
      expect(textOf(a.avatar)).toBe(avatarGlyph(a.name));
      expect(a.name).toContain(textOf(a.avatar));
    }
  });

  it('shows each seeded ad’s title on its banner', () => {
    SEED_ADS.forEach((ad, i) => expect(textOf(`/ads/ad-${i + 1}.jpg`)).toBe(ad.title));
  });

  it('shows each live channel’s name on its cover (not 封面 01)', () => {
    SEED_LIVE_CHANNELS.forEach((channel, i) =>
      expect(textOf(`/covers/c-${String(i + 1).padStart(2, '0')}.jpg`)).toBe(channel.name),
    );
  });

  it('records exactly the committed files, byte for byte', () => {
    const listed = (dir: string) => readdirSync(`${IMG}/${dir}`).map((name) => `/${dir}/${name}`);
    const recorded = ['vcovers', 'collections', 'topics', 'actors'].flatMap(listed);
    recorded.push(...listed('ads').filter((f) => f.endsWith('.jpg')), ...listed('covers'));
    expect(Object.keys(texts).sort()).toEqual(recorded.sort());
    for (const [path, { sha256 }] of Object.entries(texts)) {
      const bytes = readFileSync(`${IMG}${path}`);
      expect(createHash('sha256').update(bytes).digest('hex'), path).toBe(sha256);
    }
  });
});
