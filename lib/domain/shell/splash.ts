// The splash element of §2: it stays (faded out once the app is ready) until the first
// navigation away from home, then leaves the DOM SPLASH_REMOVE_MS later (§9). A user who
// lands elsewhere than home has it removed after their first navigation of any kind.
import { HOME_PATH, SPLASH_REMOVE_MS } from '../platform/constants';

export { SPLASH_REMOVE_MS };

/** The pathname without query, hash or trailing slash. */
function routeOf(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end < 0 ? path : path.slice(0, end);
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Home is the configured home path; `/` shows it too (it redirects there). */
export function isHomeRoute(path: string, homePath: string = HOME_PATH): boolean {
  const route = routeOf(path);
  return route === '/' || route === routeOf(homePath);
}

export interface SplashNavigation {
  /** The route the document was loaded at. */
  landing: string;
  from: string;
  to: string;
  homePath?: string;
}

/** Whether this navigation starts the removal countdown (the caller starts it only once). */
export function startsSplashRemoval({ landing, from, to, homePath }: SplashNavigation): boolean {
  if (routeOf(from) === routeOf(to)) return false;
  if (isHomeRoute(from, homePath) && isHomeRoute(to, homePath)) return false;
  return isHomeRoute(from, homePath) || !isHomeRoute(landing, homePath);
}
