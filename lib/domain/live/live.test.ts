import { describe, expect, it } from 'vitest';

import { newestViewers } from './live';

describe('newestViewers', () => {
  it('gives each channel one count, from the newest answer that lists it', () => {
    const featured = {
      at: 1_000,
      channels: [
        { id: 1, viewers: 47_000 },
        { id: 2, viewers: 9 },
      ],
    };
    const all = {
      at: 2_000,
      channels: [
        { id: 1, viewers: 48_000 },
        { id: 3, viewers: 5 },
      ],
    };
    const counts = newestViewers([featured, all]);
    expect(counts.get(1)).toBe(48_000);
    expect(counts.get(2)).toBe(9);
    expect(counts.get(3)).toBe(5);
    // The order the answers are read in does not matter.
    expect(newestViewers([all, featured])).toEqual(counts);
  });

  it('knows nothing of a channel no answer lists', () => {
    expect(newestViewers([]).get(1)).toBeUndefined();
  });
});
