import { describe, expect, it } from 'vitest';

import { classifyGesture, dragOffset, isTap, swipeTarget, SWIPE_FRACTION } from './swipe';

describe('swipe rules', () => {
  it('reads the §9 threshold 2 as half the pane width', () => {
    expect(SWIPE_FRACTION).toBe(0.5);
  });

  it('decides the axis only after 10 px of movement (MOVE_THRESHOLD_PX)', () => {
    expect(classifyGesture(9, 3)).toBe('pending');
    expect(classifyGesture(-12, 4)).toBe('horizontal');
    expect(classifyGesture(8, 15)).toBe('vertical');
    expect(classifyGesture(10, 10)).toBe('vertical');
  });

  it('treats under 5 px of movement as a tap (TAP_THRESHOLD_PX)', () => {
    expect(isTap(3, 3)).toBe(true);
    expect(isTap(4, 4)).toBe(false);
  });

  it('resists past the first and last panes only', () => {
    expect(dragOffset(100, 0, 3)).toBe(30);
    expect(dragOffset(-100, 2, 3)).toBe(-30);
    expect(dragOffset(-100, 0, 3)).toBe(-100);
    expect(dragOffset(100, 1, 3)).toBe(100);
  });

  const slow = { width: 360, durationMs: 1000 };
  it('changes pane when a slow drag passes half the width', () => {
    expect(swipeTarget({ active: 1, count: 3, dx: -181, ...slow })).toBe(2);
    expect(swipeTarget({ active: 1, count: 3, dx: 181, ...slow })).toBe(0);
    expect(swipeTarget({ active: 1, count: 3, dx: -180, ...slow })).toBe(1);
  });

  it('changes pane on a quick flick, however short', () => {
    expect(swipeTarget({ active: 0, count: 3, dx: -60, width: 360, durationMs: 100 })).toBe(1);
    expect(swipeTarget({ active: 0, count: 3, dx: -8, width: 360, durationMs: 4 })).toBe(0);
  });

  it('stays within bounds', () => {
    expect(swipeTarget({ active: 0, count: 3, dx: 300, ...slow })).toBe(0);
    expect(swipeTarget({ active: 2, count: 3, dx: -300, ...slow })).toBe(2);
    expect(swipeTarget({ active: 0, count: 0, dx: -300, ...slow })).toBe(0);
  });
});
