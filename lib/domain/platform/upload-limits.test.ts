import { describe, expect, it } from 'vitest';

import { POST_IMAGES_MAX } from '../community/limits';
import { FILE_SIZE_LIMITS } from './files';
import {
  ADDRESS_DAILY_QUOTA,
  fitPixels,
  OPEN_UPLOADS_MAX,
  PICTURE_MAX_OUTPUT_PIXELS,
  quotaKib,
  TIP_PICTURE_TOO_LARGE,
  uploadDay,
  USER_DAILY_QUOTA,
} from './upload-limits';

describe('upload quotas', () => {
  it('let a user publish full posts and whole videos, and an address more than a user', () => {
    expect(OPEN_UPLOADS_MAX).toBeGreaterThan(POST_IMAGES_MAX);
    // Ten posts of nine pictures in an hour fit in one day's pictures, even at 3 MiB each.
    expect(USER_DAILY_QUOTA.pictures).toBeGreaterThanOrEqual(10 * POST_IMAGES_MAX);
    expect(USER_DAILY_QUOTA.pictureBytes).toBeGreaterThanOrEqual(90 * 3 * 1024 * 1024);
    expect(USER_DAILY_QUOTA.fileBytes).toBeGreaterThanOrEqual(FILE_SIZE_LIMITS.video);
    for (const key of ['pictures', 'pictureBytes', 'fileBytes'] as const)
      expect(ADDRESS_DAILY_QUOTA[key]).toBeGreaterThan(USER_DAILY_QUOTA[key]);
    // The counters hold KiB in a 32-bit integer.
    expect(quotaKib(ADDRESS_DAILY_QUOTA.fileBytes)).toBeLessThan(2 ** 31);
    expect([quotaKib(0), quotaKib(1), quotaKib(1024), quotaKib(1025)]).toEqual([0, 1, 1, 2]);
  });

  it('count a Shanghai calendar day', () => {
    // 2025-06-01 23:59 and 2025-06-02 00:00 in Shanghai (UTC+8).
    const lateEvening = Date.UTC(2025, 5, 1, 15, 59);
    const midnight = Date.UTC(2025, 5, 1, 16, 0);
    expect(uploadDay(lateEvening)).toEqual({
      startMs: Date.UTC(2025, 4, 31, 16, 0),
      endMs: midnight,
    });
    expect(uploadDay(midnight).startMs).toBe(midnight);
  });

  it('name the pixel limit in the tip', () => {
    expect(TIP_PICTURE_TOO_LARGE).toContain('5000万像素');
  });
});

describe('fitPixels', () => {
  it('keeps a picture within the limit and scales a larger one down evenly', () => {
    expect(fitPixels(4032, 3024)).toEqual({ width: 4032, height: 3024, scaled: false });
    const big = fitPixels(8160, 6120);
    expect(big.scaled).toBe(true);
    expect(big.width * big.height).toBeLessThanOrEqual(PICTURE_MAX_OUTPUT_PIXELS);
    expect(big.width / big.height).toBeCloseTo(8160 / 6120, 2);
    // A long screenshot stays readable: its width is kept as far as the pixels allow.
    const long = fitPixels(1170, 20000);
    expect(long.width).toBeGreaterThan(900);
    expect(fitPixels(100_000, 1, 100)).toEqual({ width: 100, height: 1, scaled: true });
  });
});
