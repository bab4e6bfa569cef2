import { describe, expect, it } from 'vitest';

import {
  clampOffset,
  clampScale,
  dismissOffset,
  dismissProgress,
  doubleTapView,
  DOUBLE_TAP_MS,
  DOUBLE_TAP_ZOOM,
  fittedSize,
  isDoubleTap,
  MAX_ZOOM,
  pinchView,
  shouldDismiss,
  WHOLE,
  zoomAt,
} from './zoom';

const stage = { width: 400, height: 800 };

describe('zoom', () => {
  it('keeps the scale between the whole picture and MAX_ZOOM', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(10)).toBe(MAX_ZOOM);
    expect(clampScale(Number.NaN)).toBe(1);
    expect(clampScale(2)).toBe(2);
  });

  it('fits a picture inside the stage (contain), the stage without a known size', () => {
    expect(fittedSize({ width: 1600, height: 1200 }, stage)).toEqual({ width: 400, height: 300 });
    expect(fittedSize({ width: 100, height: 400 }, stage)).toEqual({ width: 200, height: 800 });
    expect(fittedSize(null, stage)).toEqual(stage);
    expect(fittedSize({ width: 0, height: 0 }, stage)).toEqual(stage);
  });

  it('zooms about a point: the picture point under it stays under it', () => {
    const at = { x: 100, y: -50 };
    const view = zoomAt(WHOLE, 2, at);
    expect(view.scale).toBe(2);
    // The picture point under `at` was `at` itself (whole picture); it is still under `at`.
    expect(view.x + 2 * at.x).toBe(at.x);
    expect(view.y + 2 * at.y).toBe(at.y);
    const back = zoomAt(view, 1, at);
    expect(back).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('keeps an enlarged picture over the stage, and a whole one centred', () => {
    const picture = { width: 400, height: 300 };
    expect(clampOffset({ scale: 1, x: 50, y: 50 }, picture, stage)).toEqual(WHOLE);
    // 2×: 800 wide (200 of room each side), 600 high (still inside the 800 stage: centred).
    expect(clampOffset({ scale: 2, x: 500, y: 90 }, picture, stage)).toEqual({
      scale: 2,
      x: 200,
      y: 0,
    });
    expect(clampOffset({ scale: 4, x: -1000, y: -1000 }, picture, stage)).toEqual({
      scale: 4,
      x: -600,
      y: -200,
    });
  });

  it('pinches: the scale follows the fingers’ distance, the picture their midpoint', () => {
    const pinch = { start: WHOLE, startDistance: 100, startMid: { x: 0, y: 0 } };
    expect(pinchView(pinch, 200, { x: 0, y: 0 })).toEqual({ scale: 2, x: 0, y: 0 });
    expect(pinchView(pinch, 200, { x: 30, y: -10 })).toEqual({ scale: 2, x: 30, y: -10 });
    expect(pinchView(pinch, 50, { x: 0, y: 0 }).scale).toBe(1);
    expect(pinchView(pinch, 1000, { x: 0, y: 0 }).scale).toBe(MAX_ZOOM);
    expect(pinchView({ ...pinch, startDistance: 0 }, 10, { x: 5, y: 5 })).toBe(WHOLE);
  });

  it('double tap zooms in at the point, and a zoomed picture back out', () => {
    const view = doubleTapView(WHOLE, { x: 40, y: 0 });
    expect(view.scale).toBe(DOUBLE_TAP_ZOOM);
    expect(view.x).toBeCloseTo(40 - 40 * DOUBLE_TAP_ZOOM);
    expect(doubleTapView(view, { x: 0, y: 0 })).toEqual(WHOLE);
  });

  it('tells a double tap: soon enough and near enough', () => {
    const first = { at: { x: 0, y: 0 }, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { at: { x: 10, y: 10 }, time: 1000 + DOUBLE_TAP_MS })).toBe(true);
    expect(isDoubleTap(first, { at: { x: 10, y: 10 }, time: 1001 + DOUBLE_TAP_MS })).toBe(false);
    expect(isDoubleTap(first, { at: { x: 40, y: 0 }, time: 1100 })).toBe(false);
  });

  it('closes on a swipe down far enough or quick enough, never up or a tap', () => {
    expect(shouldDismiss(200, 1000, 800)).toBe(true); // 25% of the height, slowly
    expect(shouldDismiss(100, 1000, 800)).toBe(false); // 12.5%, slowly
    expect(shouldDismiss(60, 50, 800)).toBe(true); // a flick
    expect(shouldDismiss(-300, 50, 800)).toBe(false);
    expect(shouldDismiss(4, 1, 800)).toBe(false);
    expect(dismissOffset(100)).toBe(100);
    expect(dismissOffset(-100)).toBe(-20);
    expect(dismissProgress(72, 800)).toBeCloseTo(0.5);
    expect(dismissProgress(-10, 800)).toBe(0);
    expect(dismissProgress(1000, 800)).toBe(1);
  });
});
