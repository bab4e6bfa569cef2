// The stored landing route name of §2: the first route the user landed on in this tab's
// session, kept in sessionStorage so a reload does not move it.
import { readStorage, writeStorage } from '@/lib/state/storage';

import { INDEX_ROUTE_NAME, routeName } from '@/lib/domain/shell/back';

export const LANDING_ROUTE_KEY = 'landingRouteName';

/**
 * The URL this document was loaded at. Read lazily from Navigation Timing rather than
 * `location` because the first back-arrow may be rendered pages after the landing one.
 */
function documentEntryPath(): string | null {
  if (typeof window === 'undefined') return null;
  const entry = performance.getEntriesByType?.('navigation')[0];
  return entry?.name ? routeName(entry.name) : routeName(window.location.pathname);
}

/** Records `route` (default: the page this document was loaded at) once per session. */
export function recordLandingRoute(route?: string): void {
  if (readStorage('session', LANDING_ROUTE_KEY) !== null) return;
  const name = route === undefined ? documentEntryPath() : routeName(route);
  if (name !== null) writeStorage('session', LANDING_ROUTE_KEY, name);
}

/** The stored landing route name, recording the document's entry route when none is stored. */
export function landingRoute(): string | null {
  recordLandingRoute();
  return readStorage('session', LANDING_ROUTE_KEY);
}

export function resetLandingRoute(): void {
  writeStorage('session', LANDING_ROUTE_KEY, INDEX_ROUTE_NAME);
}

/**
 * Whether history.back() stays inside the app. The Navigation API lists only this
 * origin's entries, so `canGoBack` is exact where it exists (Chromium, Android WebView).
 * Elsewhere (older iOS Safari) a one-entry history is the only sure "nothing behind us":
 * document.referrer is no help because client-side navigations never update it.
 */
export function canGoBackInApp(): boolean {
  if (typeof window === 'undefined') return false;
  const navigation = (window as { navigation?: { canGoBack?: unknown } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1;
}
