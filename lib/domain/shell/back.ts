// The back rule of spec §2, as a pure decision. A "route name" is the pathname without
// query or hash ('/mine/vip'): our routes carry no path parameters, ids travel in the query.

/** What §2 resets the stored landing route name to after going home. */
export const INDEX_ROUTE_NAME = 'index';

/**
 * 'home' is §2's `/`: it redirects to the home path (next.config.mjs), so the back helper goes
 * to the home path (§3 homePath, default /home) directly.
 */
export type BackDecision =
  { kind: 'home'; resetLanding: typeof INDEX_ROUTE_NAME } | { kind: 'back' };

export interface BackInput {
  currentRouteName: string;
  /** The stored landing route name, null when none is stored. */
  landingRouteName: string | null;
  /**
   * False when the page before this one is not ours (a deep link opened in a fresh tab):
   * going back would leave the app, so the user goes home instead. Defaults to true.
   */
  canGoBack?: boolean;
}

export function decideBack({
  currentRouteName,
  landingRouteName,
  canGoBack = true,
}: BackInput): BackDecision {
  const onLanding =
    landingRouteName !== null && routeName(currentRouteName) === routeName(landingRouteName);
  if (onLanding || !canGoBack) return { kind: 'home', resetLanding: INDEX_ROUTE_NAME };
  return { kind: 'back' };
}

/** '/mine/vip?x=1#top' → '/mine/vip'; a trailing slash is dropped so '/mine/' names '/mine'. */
export function routeName(pathOrUrl: string): string {
  let path = pathOrUrl;
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  // A full URL (the Navigation Timing entry's name): keep only its path.
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(path);
  if (scheme) path = path.slice(scheme[0].length) || '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
