import { describe, expect, it } from 'vitest';

import { estimatedTextWidthPx, MARQUEE_MIN_S, marqueeDurationS } from './marquee';

describe('marquee', () => {
  it('moves at a constant speed, never faster than the minimum loop', () => {
    expect(marqueeDurationS(800)).toBe(20);
    expect(marqueeDurationS(1000)).toBe(25);
    expect(marqueeDurationS(50)).toBe(MARQUEE_MIN_S);
    expect(marqueeDurationS(0)).toBe(MARQUEE_MIN_S);
    expect(marqueeDurationS(Number.NaN)).toBe(MARQUEE_MIN_S);
  });

  it('estimates Chinese wider than Latin', () => {
    expect(estimatedTextWidthPx('公告')).toBe(26);
    expect(estimatedTextWidthPx('ab', 10)).toBeCloseTo(11);
  });
});
