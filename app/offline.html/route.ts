import { createHash } from 'node:crypto';

import { offlinePageHtml, offlinePageScript } from '@/lib/shell/offline-page';
import { offlinePageSecurityHeaders } from '@/lib/shell/page-security';
import { currentPageSecuritySettings } from '@/lib/shell/page-security-config';

// /offline.html: the offline screen the service worker precaches and shows when a page load
// finds no network (lib/shell/service-worker.ts). Outside middleware (a path with an extension):
// its headers are its own, its script allowed by hash since the cached copy has no fresh nonce.
const SCRIPT = offlinePageScript();
const SCRIPT_SHA256 = createHash('sha256').update(SCRIPT).digest('base64');
const HTML = offlinePageHtml(SCRIPT);

export function GET(): Response {
  return new Response(HTML, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The worker keeps its own copy (revisioned by build); the browser's cache need not.
      'cache-control': 'no-cache',
      ...offlinePageSecurityHeaders(currentPageSecuritySettings(process.env), SCRIPT_SHA256),
    },
  });
}
