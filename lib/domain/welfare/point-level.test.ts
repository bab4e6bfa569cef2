import { describe, expect, it } from 'vitest';

import { pointLevel } from './point-level';

describe('pointLevel', () => {
  it('finds the level of the points earned', () => {
    expect(pointLevel(0)).toEqual({ points: 0, level: 1, name: '新手', toNext: 30, progress: 0 });
    expect(pointLevel(45)).toMatchObject({ points: 45, level: 2, toNext: 75 });
    expect(pointLevel(45).progress).toBeCloseTo(15 / 90);
  });

  it('stops at the top level, and treats nonsense as nothing', () => {
    expect(pointLevel(2000)).toMatchObject({ level: 5, toNext: null, progress: 1 });
    expect(pointLevel(Number.NaN).points).toBe(0);
    expect(pointLevel(-5).points).toBe(0);
  });
});
