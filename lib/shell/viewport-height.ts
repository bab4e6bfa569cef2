// §9: the viewport-height variable `--vh` (1% of window.innerHeight, in px) on <html>, so
// full-screen layouts can use calc(var(--vh) * 100) where 100vh would include the mobile
// browser's collapsing toolbar. globals.css sets `--vh: 1vh` as the value before any of this.

/**
 * Writes `--vh` only when it changes: a custom property set on <html> restyles the whole
 * document, which after hydration meant a full style recalc and layout of the first screen
 * (traced: docs/benchmarks.md) for the value the head script had already set. Self-contained: the
 * head script is built from its source.
 */
export function setViewportHeightVar(): void {
  const style = document.documentElement.style;
  const value = `${window.innerHeight / 100}px`;
  if (style.getPropertyValue('--vh') !== value) style.setProperty('--vh', value);
}

/** Inline head script text: `--vh` before the first paint, when restyling costs nothing. */
export function viewportHeightBootScript(): string {
  return `try{(${setViewportHeightVar.toString()})()}catch(e){}`;
}
