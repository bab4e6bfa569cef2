import { afterEach, describe, expect, it, vi } from 'vitest';

import { prefersReducedMotion, scrollBehavior } from './reduced-motion';

const media = (reduce: boolean) =>
  vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('scrolls at once when the user asks for less motion', () => {
    vi.stubGlobal('matchMedia', media(true));
    expect(prefersReducedMotion()).toBe(true);
    expect(scrollBehavior()).toBe('auto');
  });

  it('scrolls smoothly otherwise, and where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', media(false));
    expect(scrollBehavior()).toBe('smooth');
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(scrollBehavior()).toBe('smooth');
  });
});
