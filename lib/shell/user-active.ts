// `data-user-active` on <html> from the user's first touch, click, wheel or key press, for
// styles that must wait until the browser has stopped measuring the page's largest paint.
//
// Why it exists (docs/decisions/0004-images-lazy-image.md): a LazyImage drops its finished fade-in
// so it stops being a composited layer. Dropping it repaints the image in place, and Chromium
// reports that repaint as the image's first visible paint (the fade itself ran on the
// compositor, which Largest Contentful Paint does not see): the home banner became the page's
// LCP well after it had appeared (the figure: docs/decisions/0004-images-lazy-image.md). The
// browser stops recording LCP at the first scroll or input, so from then on the repaint is only
// a repaint.

export const USER_ACTIVE_ATTRIBUTE = 'data-user-active';

/**
 * The user's inputs, after which the browser records no further LCP entry. Not `scroll`: the
 * page scrolls itself too (a kept-alive screen's restored position), and every scroll by the
 * user starts with one of these (a finger, a wheel, a key, a scrollbar grabbed).
 */
export const USER_ACTIVE_EVENTS = ['pointerdown', 'touchstart', 'wheel', 'keydown'];

/**
 * Marks <html> once, on the first of USER_ACTIVE_EVENTS anywhere in the page (capture, so a
 * handler that stops propagation cannot hide it), then stops listening. Self-contained: the head script is
 * built from its source.
 */
export function watchUserActive(events: readonly string[], attribute: string): void {
  const root = document.documentElement;
  const options = { capture: true, passive: true };
  const mark = () => {
    root.setAttribute(attribute, '');
    for (const type of events) window.removeEventListener(type, mark, options);
  };
  for (const type of events) window.addEventListener(type, mark, options);
}

/** Inline head script text: listening before any content can be scrolled. */
export function userActiveBootScript(): string {
  return `try{(${watchUserActive.toString()})(${JSON.stringify(USER_ACTIVE_EVENTS)},${JSON.stringify(USER_ACTIVE_ATTRIBUTE)})}catch(e){}`;
}
