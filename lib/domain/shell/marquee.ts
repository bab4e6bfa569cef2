// Scrolling speed of the notice bar: a constant reading pace whatever the text's length.

/** Pixels per second the text moves (about three Chinese characters a second at 13px). */
export const MARQUEE_SPEED_PX_S = 40;
/** A very short loop would flicker past; never faster than this. */
export const MARQUEE_MIN_S = 6;

/** Seconds for one full loop over `distancePx` (the width of one copy plus its gap). */
export function marqueeDurationS(distancePx: number): number {
  if (!Number.isFinite(distancePx) || distancePx <= 0) return MARQUEE_MIN_S;
  return Math.max(MARQUEE_MIN_S, Math.round((distancePx / MARQUEE_SPEED_PX_S) * 10) / 10);
}

/** Before it can be measured: each character as wide as the 13px font. */
export function estimatedTextWidthPx(text: string, fontPx = 13): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0xff ? fontPx : fontPx * 0.55;
  return width;
}
