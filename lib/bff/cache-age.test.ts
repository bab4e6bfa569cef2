import { describe, expect, it } from 'vitest';

import { withinCacheTime } from './cache-age';

// What a page gets from the web server's short caches: never an answer past the cache time,
// whatever Next's stale-while-revalidate hands back after a quiet spell.

const TTL = 5;
const AT = 1_000_000;

describe('withinCacheTime', () => {
  it('keeps an answer still within the cache time, without asking again', async () => {
    let asked = 0;
    const live = async () => {
      asked += 1;
      return 'live';
    };
    expect(await withinCacheTime({ data: 'cached', at: AT }, TTL, AT + 5_000, live)).toEqual({
      data: 'cached',
      at: AT,
    });
    expect(asked).toBe(0);
  });

  it('replaces an expired answer by a live one dated now', async () => {
    const now = AT + 3_600_000;
    expect(await withinCacheTime({ data: 'cached', at: AT }, TTL, now, async () => 'live')).toEqual(
      { data: 'live', at: now },
    );
  });

  it('fails rather than render an expired answer when the origin gives none', async () => {
    await expect(
      withinCacheTime({ data: 'cached', at: AT }, TTL, AT + 5_001, async () => null),
    ).rejects.toThrow();
  });
});
