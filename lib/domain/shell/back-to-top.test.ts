import { describe, expect, it } from 'vitest';

import { showsBackToTop } from './back-to-top';

describe('back-to-top threshold', () => {
  it('shows only past one screen of scroll', () => {
    expect(showsBackToTop(0, 800)).toBe(false);
    expect(showsBackToTop(800, 800)).toBe(false);
    expect(showsBackToTop(801, 800)).toBe(true);
    expect(showsBackToTop(500, 0)).toBe(false);
  });
});
