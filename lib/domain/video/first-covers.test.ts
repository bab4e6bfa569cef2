import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FIRST_COVERS,
  firstCoverUrl,
  firstScreenCovers,
  parseFirstCoverCount,
  wantsServedCover,
} from './first-covers';

const home = (covers: string[][]) => ({
  sections: covers.map((list) => ({ videos: list.map((cover) => ({ cover })) })),
});

describe('firstScreenCovers', () => {
  it('takes the first covers of the first section, line paths only, each once', () => {
    const screen = home([
      ['/covers/a.jpg', 'https://elsewhere/b.jpg', '/covers/a.jpg', '', '/covers/c.png', '/d.jpg'],
      ['/covers/z.jpg'],
    ]);
    expect(firstScreenCovers(screen, 2)).toEqual(['/covers/a.jpg', '/covers/c.png']);
    expect(firstScreenCovers(screen, 8)).toEqual(['/covers/a.jpg', '/covers/c.png', '/d.jpg']);
    expect(firstScreenCovers(screen, 0)).toEqual([]);
    expect(firstScreenCovers(home([['/../x.jpg', 'noext']]), 4)).toEqual([]);
    expect(firstScreenCovers(null, 4)).toEqual([]);
  });

  it('names a cover by its path, and the count comes from a plain number', () => {
    expect(firstCoverUrl('/covers/a b.jpg')).toBe('/api/cover?src=%2Fcovers%2Fa%20b.jpg');
    expect(parseFirstCoverCount('2')).toBe(2);
    expect(parseFirstCoverCount('0')).toBe(0);
    expect(parseFirstCoverCount('99')).toBe(8);
    expect(parseFirstCoverCount('-1')).toBe(DEFAULT_FIRST_COVERS);
    expect(parseFirstCoverCount(undefined)).toBe(DEFAULT_FIRST_COVERS);
  });
});

describe('wantsServedCover', () => {
  it('serves the cover to a document load and to a client that names no destination', () => {
    expect(wantsServedCover('document')).toBe(true);
    expect(wantsServedCover(null)).toBe(true);
  });

  it('does not hold a move inside the app (the router fetch) for the read', () => {
    expect(wantsServedCover('empty')).toBe(false);
    expect(wantsServedCover('iframe')).toBe(false);
  });
});
