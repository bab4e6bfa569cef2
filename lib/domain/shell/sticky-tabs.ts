// §2 "Tab bar … If sticky, it scrolls the page to the top on change": for a tab bar that sticks
// under the page header, the top of the tab's content, i.e. where the bar sits once stuck.

export interface StickyTabsPlace {
  /** Where the tab bar's block starts in the document (its viewport top plus scrollY). */
  offsetTop: number;
  /** Where the bar sticks, from the top of the viewport (under the page header). */
  stickyTop: number;
  scrollY: number;
}

/**
 * Where the page scrolls when the tab changes: the bar at its sticky place with the new tab's
 * content right under it, from above (the content would start below the fold) and from below
 * (the user was deep in the old tab) alike. Null when the page is already there.
 */
export function tabContentScrollTop({
  offsetTop,
  stickyTop,
  scrollY,
}: StickyTabsPlace): number | null {
  const target = Math.max(0, Math.round(offsetTop - stickyTop));
  return Math.abs(target - scrollY) < 1 ? null : target;
}
