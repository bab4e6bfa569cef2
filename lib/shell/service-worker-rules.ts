// What the service worker (lib/shell/service-worker.ts, built by scripts/build-sw.ts) does with
// each request, as data and pure functions: the worker, its build and the tests share them.
// docs/decisions/0032-installable-app-and-service-worker.md says why.

/** The worker's script (public/sw.js, written by the build) and the scope it controls. */
export const SW_PATH = '/sw.js';
export const SW_SCOPE = '/';

/** The offline screen (app/offline.html/route.ts), precached and shown for a failed navigation. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/** The framework's hashed build files: precached, then served from the worker's cache. */
export const STATIC_PREFIX = '/_next/static/';

/** The BFF (/api/app: JSON, playlists, the image and media lines it proxies). */
const API_PREFIX = '/api/';

// Media a page plays or shows through the lines: HLS playlists and segments, and whole files.
const MEDIA_EXTENSION = /\.(m3u8|ts|m4s|mp4|m4a|aac|mp3|webm|flv|mkv|mov)$/i;

/**
 * Whether a URL must never be in the worker's cache: anything not on the app's origin (the
 * image and media lines, the CDN mirrors), the BFF's answers, and media. Their freshness (a
 * session, a live window, a signed URL) is the server's to decide, and their size would crowd
 * out the shell. The build drops such entries from the precache list; no runtime route caches.
 */
export function keptOutOfCache(url: string, appOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, appOrigin);
  } catch {
    return true;
  }
  if (parsed.origin !== new URL(appOrigin).origin) return true;
  if (parsed.pathname.startsWith(API_PREFIX)) return true;
  return MEDIA_EXTENSION.test(parsed.pathname);
}

/**
 * A navigation the worker answers: a document load of one of the app's pages. It goes to the
 * network (never a cached page: each carries its own CSP nonce, config and first screen) and,
 * when the network fails, the precached offline screen answers instead.
 */
export function isPageNavigation(
  request: { mode: string; url: string },
  appOrigin: string,
): boolean {
  if (request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  if (url.origin !== new URL(appOrigin).origin) return false;
  return !url.pathname.startsWith(API_PREFIX) && !url.pathname.startsWith(STATIC_PREFIX);
}

/** A static-routing rule (InstallEvent.addRoutes), as Serwist's `requestRules` takes it. */
export type StaticRouteRule = {
  condition: { urlPattern?: { pathname: string }; not?: { requestMode: 'navigate' } };
  source: 'fetch-event' | 'network';
};

/**
 * Where the browser sends a request before the worker even starts (Chromium's static routing):
 * the build's files go to the worker (its precache), every other request that is not a page
 * load (the BFF, the lines, media, the manifest and icons) straight to the network, so an API
 * call or a video segment never waits for the worker to wake. Browsers without the API send
 * everything to the worker, which answers only navigations and precached URLs.
 */
export const STATIC_ROUTE_RULES: readonly StaticRouteRule[] = [
  { condition: { urlPattern: { pathname: `${STATIC_PREFIX}*` } }, source: 'fetch-event' },
  { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
];
