// What floats over a main tab (issue 35): at most two buttons at once — the publish button, and
// above it either one floating entry (the config's floatingWindow first, aiFloatingWindow once
// that is closed) or, once the page has scrolled a screen, back-to-top in its place — and never
// resting on what must stay tappable (a section's 更多). docs/video-ui.md "Floating buttons".

/** Floating entries (config floatingWindow, aiFloatingWindow) shown at once. */
export const FLOATING_ENTRIES_SHOWN = 1;

/** Room kept between the floating column and a link it moves clear of. */
export const DOCK_CLEARANCE_PX = 8;

/** A vertical extent on screen. */
export type Span = { top: number; bottom: number };

/**
 * How far up (px) the column resting at `dock` moves so that none of `avoid` (links in its
 * columns) lies under it or within `gap` of it: the least lift that clears every one in the way,
 * each one moved past possibly meeting the next. Null when more than `max` would be needed (the
 * caller tucks the column away instead).
 */
export function dockLift(
  dock: Span,
  avoid: readonly Span[],
  max: number,
  gap: number = DOCK_CLEARANCE_PX,
): number | null {
  let lift = 0;
  for (let round = 0; round <= avoid.length; round += 1) {
    const top = dock.top - lift - gap;
    const bottom = dock.bottom - lift + gap;
    const hits = avoid.filter((span) => span.top < bottom && span.bottom > top);
    if (hits.length === 0) return lift;
    lift = dock.bottom + gap - Math.min(...hits.map((span) => span.top));
    if (lift > max) return null;
  }
  return null;
}
