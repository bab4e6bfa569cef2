import { describe, expect, it } from 'vitest';

import { DARK_TEXT, LIGHT_TEXT, contrastRatio, luminance, readableTextOn } from './contrast';
import { PALETTES } from './theme-palettes';
import { THEMES } from './themes';

describe('contrast', () => {
  it('measures luminance and ratio as WCAG 2 does', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio(1, 0)).toBeCloseTo(21);
    expect(luminance('blue')).toBeNull();
  });

  it('puts white on the default blue and dark text on the light festive colours', () => {
    expect(readableTextOn('#366CE3')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#ABE900')).toBe(DARK_TEXT);
    expect(readableTextOn('#FFEAA3')).toBe(DARK_TEXT);
    expect(readableTextOn('var(--x)')).toBe(LIGHT_TEXT);
  });

  it('gives every theme and palette button text of at least 4.5:1 (AA)', () => {
    for (const { fotActiveColor } of [...THEMES, ...PALETTES]) {
      const bg = luminance(fotActiveColor)!;
      const fg = luminance(readableTextOn(fotActiveColor))!;
      expect(contrastRatio(bg, fg), fotActiveColor).toBeGreaterThanOrEqual(4.5);
    }
  });
});
