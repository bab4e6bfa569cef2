// When the back-to-top button of the app shell (§2) shows.

/** The back-to-top button appears once the page has scrolled past one screen. */
export function showsBackToTop(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight;
}
