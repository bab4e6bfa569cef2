import { describe, expect, it } from 'vitest';

import { tabContentScrollTop } from './sticky-tabs';

describe('tabContentScrollTop (§2 sticky tab bar)', () => {
  it('scrolls down to the content when the bar sits low on the first screen', () => {
    expect(tabContentScrollTop({ offsetTop: 585, stickyTop: 40, scrollY: 0 })).toBe(545);
  });

  it('scrolls back up to the content’s top from deep in the old tab', () => {
    expect(tabContentScrollTop({ offsetTop: 585, stickyTop: 40, scrollY: 3200 })).toBe(545);
  });

  it('stays when the bar is already stuck at its place', () => {
    expect(tabContentScrollTop({ offsetTop: 585.4, stickyTop: 40, scrollY: 545 })).toBeNull();
  });

  it('never asks for a position above the page', () => {
    expect(tabContentScrollTop({ offsetTop: 20, stickyTop: 40, scrollY: 100 })).toBe(0);
  });
});
