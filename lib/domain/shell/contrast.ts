// WCAG 2 contrast, for text set on a theme's colour: the festive themes' active colours (lime,
// pale gold, pink) are too light for white text, the default blue too dark for dark text.

/** Relative luminance of a #rgb or #rrggbb colour (WCAG 2); null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

export const LIGHT_TEXT = '#ffffff';
/** The app's near-black, for text on a light colour. */
export const DARK_TEXT = '#15161f';

/** White or near-black, whichever reads better on `background` (white when it is not a hex). */
export function readableTextOn(background: string): string {
  const bg = luminance(background);
  if (bg === null) return LIGHT_TEXT;
  const dark = luminance(DARK_TEXT)!;
  return contrastRatio(1, bg) >= contrastRatio(dark, bg) ? LIGHT_TEXT : DARK_TEXT;
}
