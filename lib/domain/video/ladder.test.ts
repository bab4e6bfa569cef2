import { describe, expect, it } from 'vitest';

import { ladderFor, thumbGrid } from './ladder';

const names = (width: number, height: number) => ladderFor(width, height).map((r) => r.name);

describe('ladderFor', () => {
  it('makes every rung the source reaches and never upscales', () => {
    expect(names(1920, 1080)).toEqual(['240p', '480p', '720p', '1080p']);
    expect(names(3840, 2160)).toEqual(['240p', '480p', '720p', '1080p']);
    expect(names(1280, 720)).toEqual(['240p', '480p', '720p']);
    expect(names(640, 360)).toEqual(['240p']);
    expect(names(854, 480)).toEqual(['240p', '480p']);
  });

  it('always makes 240p, even from a smaller source', () => {
    expect(names(160, 90)).toEqual(['240p']);
  });

  it('names a rung by the short side: a wide source is judged by its height', () => {
    expect(names(1920, 800)).toEqual(['240p', '480p', '720p']);
  });

  it('turns the boxes for a portrait source (its short side is its width)', () => {
    expect(ladderFor(1080, 1920)).toEqual([
      { name: '240p', width: 240, height: 426, bandwidth: 320_000, profile: 'baseline' },
      { name: '480p', width: 480, height: 854, bandwidth: 760_000, profile: 'main' },
      { name: '720p', width: 720, height: 1280, bandwidth: 1_800_000, profile: 'main' },
      { name: '1080p', width: 1080, height: 1920, bandwidth: 3_600_000, profile: 'high' },
    ]);
    expect(names(360, 640)).toEqual(['240p']);
  });
});

describe('thumbGrid', () => {
  it('a tile every 2 s for a short video, in one row', () => {
    expect(thumbGrid(10, 1280, 720)).toEqual({
      interval: 2,
      count: 5,
      columns: 5,
      rows: 1,
      tileWidth: 160,
      tileHeight: 90,
    });
  });

  it('at most 100 tiles, ten a row, for a long one', () => {
    const grid = thumbGrid(7200, 1920, 1080);
    expect(grid).toMatchObject({ interval: 72, count: 100, columns: 10, rows: 10 });
  });

  it('portrait tiles are taller than wide', () => {
    expect(thumbGrid(9, 720, 1280)).toMatchObject({ count: 5, tileHeight: 284 });
  });
});
