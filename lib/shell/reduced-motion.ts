// The user's "reduce motion" setting, read where a scroll is started: one rule for every screen
// that brings something into view (tabs, results, templates, back-to-top).

export function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** How a scroll the app starts moves: at once under reduced motion, smoothly otherwise. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
