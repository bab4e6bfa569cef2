// The service worker (issue 36 item 4), built into public/sw.js by scripts/build-sw.ts with
// Serwist: the build's files precached, page loads from the network with an offline screen when
// it fails, nothing else touched. Rules in service-worker-rules.ts; why in
// docs/decisions/0032-installable-app-and-service-worker.md. Runs in the worker, never in a page.
import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';

import {
  OFFLINE_PAGE_PATH,
  STATIC_ROUTE_RULES,
  isPageNavigation,
} from '@/lib/shell/service-worker-rules';

// The worker's global, as far as this file uses it. Declared here rather than with the
// `webworker` lib, which would retype `self` and `window` for the whole project.
declare const self: SerwistGlobalConfig & {
  // Replaced by the build with the precache list (Serwist's injection point).
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  addEventListener(type: 'install' | 'activate' | 'fetch', listener: (event: never) => void): void;
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new build's worker takes over at once
  // (docs/decisions/0032-installable-app-and-service-worker.md: pages are never cached, so no page
  // is left on an old build; an old page's chunk that is gone falls to the reload-once rule).
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  requestRules: [...STATIC_ROUTE_RULES],
  runtimeCaching: [
    {
      matcher: ({ request }) => isPageNavigation(request, self.location.origin),
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

// Not Serwist's `message` listener: no page may ask the worker to cache URLs of its choosing.
self.addEventListener('install', serwist.handleInstall);
self.addEventListener('activate', serwist.handleActivate);
self.addEventListener('fetch', serwist.handleFetch);
