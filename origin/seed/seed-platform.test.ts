// The seed's operator data reads true where the app shows it: the home screen heads each ad row
// with the name of the screen its positions belong to (statConfigApp), so what a row holds must
// be about that screen.
import { describe, expect, it } from 'vitest';

import { SEED_ADS, SEED_CONFIG } from './seed-platform';

type Entry = { name: string; locIds: number[] };
const sections = (SEED_CONFIG.statConfigApp as { list: Entry[] }).list;
const adsOf = (name: string) => {
  const entry = sections.find((section) => section.name === name);
  return SEED_ADS.filter((ad) => entry?.locIds.includes(ad.position));
};

describe('seeded ad rows', () => {
  it('hold, under 搜索, a banner about searching (issue 35: it held UP主排行榜)', () => {
    const ads = adsOf('搜索');
    expect(ads.length).toBeGreaterThan(0);
    for (const ad of ads) {
      expect(ad.link).toMatch(/^\/subpage\/(search|result)/);
      expect(ad.title).toContain('搜');
    }
  });
});

describe('the seeded nine-grid', () => {
  it('opens the short-video pager from 短视频 (issue 37), nine entries at most', () => {
    const grid = (SEED_CONFIG.statConfigApp as { nineList: { name: string; link: string }[] })
      .nineList;
    expect(grid.length).toBeLessThanOrEqual(9);
    expect(grid.find((entry) => entry.name === '短视频')?.link).toBe('/shortVideo');
  });
});
