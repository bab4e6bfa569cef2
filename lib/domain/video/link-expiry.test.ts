import { describe, expect, it } from 'vitest';

import { LINK_EXPIRY_BUCKET_SECONDS, MIN_LINK_SECONDS, linkExpiry } from './link-expiry';

const T0 = Date.UTC(2025, 5, 1, 4, 0, 0); // a bucket boundary

describe('linkExpiry', () => {
  it('gives viewers within one bucket the same expiry, so their links are the same URLs', () => {
    const first = linkExpiry(T0 + 1000, 24);
    expect(linkExpiry(T0 + 1000 + 5 * 60_000, 24)).toBe(first);
    expect(linkExpiry(T0 + LINK_EXPIRY_BUCKET_SECONDS * 1000, 24)).toBe(first);
    expect(linkExpiry(T0 + LINK_EXPIRY_BUCKET_SECONDS * 1000 + 1000, 24)).toBe(
      first + LINK_EXPIRY_BUCKET_SECONDS,
    );
  });

  it('keeps a link at least MIN_LINK_SECONDS and 3× the clip, at most a bucket longer', () => {
    for (const [ms, clip] of [
      [T0 + 1, 24],
      [T0 + 599_999, 24],
      [T0 + 123_456, 3 * 60 * 60],
    ] as const) {
      const e = linkExpiry(ms, clip);
      const floor = Math.floor(ms / 1000) + Math.max(MIN_LINK_SECONDS, 3 * clip);
      expect(e % LINK_EXPIRY_BUCKET_SECONDS).toBe(0);
      expect(e).toBeGreaterThanOrEqual(floor);
      expect(e).toBeLessThan(floor + LINK_EXPIRY_BUCKET_SECONDS);
    }
  });
});
