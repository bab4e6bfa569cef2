// Launch flags of spec §2 from the query to the page, the kit gallery's 404 when it is off, and
// every page's security headers (lib/shell/page-security.ts: a fresh CSP nonce per request).
// Not an auth boundary: route handlers check for themselves. Next 16 calls this "proxy"; the file keeps the middleware name
// because only middleware still runs on the edge runtime (see NOTES).
import { NextResponse, type NextRequest } from 'next/server';

import {
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_S,
  LAUNCH_HEADER,
  channelFromLaunch,
  decodeChannel,
  encodeParams,
  hasLaunchParams,
  mergeChannel,
  readLaunchParams,
} from '@/lib/domain/platform/launch-params';
import { LANDING_PATH_HEADER } from '@/lib/domain/video/first-screen';
import { kitGalleryHidden } from '@/lib/shell/kit-gallery-gate';
import { NONCE_HEADER, newNonce, pageSecurityHeaders } from '@/lib/shell/page-security';
import {
  currentPageSecuritySettings,
  requestIsHttps,
  trustedProxyHops,
} from '@/lib/shell/page-security-config';

// A path no page can have ('_' folders are private in the app router): Next renders the app's
// not-found view with 404, for the document and for a client navigation's RSC request alike
// (a rewrite to Next's own /_not-found route answers the latter 200).
const NOT_FOUND_ROUTE = '/_kit-gallery-off';

// Pages are read, never written: no server actions exist. TRACE and other methods fetch cannot
// carry arrive here as PATCH (lib/bff/node-request-hook.ts), so they get this answer too.
const PAGE_METHODS = ['GET', 'HEAD'];

// The server's env, read at run time (never the build's).
function securityHeaders(request: NextRequest, nonce: string): Record<string, string> {
  const env = process.env;
  return pageSecurityHeaders(currentPageSecuritySettings(env), {
    nonce,
    pathname: request.nextUrl.pathname,
    secure: env.NODE_ENV === 'production' && requestIsHttps(request.headers, trustedProxyHops(env)),
  });
}

function withHeaders(response: NextResponse, security: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export function middleware(request: NextRequest): NextResponse {
  const nonce = newNonce((bytes) => crypto.getRandomValues(bytes));
  const security = securityHeaders(request, nonce);
  if (!PAGE_METHODS.includes(request.method)) {
    const refused = new NextResponse('不支持该请求方式', {
      status: 405,
      headers: { allow: PAGE_METHODS.join(', '), 'content-type': 'text/plain; charset=utf-8' },
    });
    return withHeaders(refused, security);
  }
  const headers = new Headers(request.headers);
  // A client could send these headers itself; only what this request says counts.
  headers.delete(LAUNCH_HEADER);
  // Next reads the nonce for its own scripts from the request's CSP, the root layout from
  // NONCE_HEADER; set here whatever the client sent.
  headers.set('content-security-policy', security['content-security-policy']!);
  headers.set(NONCE_HEADER, nonce);
  // Decided here, before any HTML streams: the page's own notFound() would come too late (200).
  if (kitGalleryHidden(request.nextUrl.pathname, process.env)) {
    const notFound = NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url), {
      status: 404,
      request: { headers },
    });
    return withHeaders(notFound, security);
  }
  const params = readLaunchParams(request.nextUrl.searchParams);
  // The layout has no pathname of its own: it learns here which first screen to render.
  headers.set(LANDING_PATH_HEADER, request.nextUrl.pathname);
  if (hasLaunchParams(params)) headers.set(LAUNCH_HEADER, encodeParams(params));
  const response = NextResponse.next({ request: { headers } });

  const fromQuery = channelFromLaunch(params);
  if (Object.keys(fromQuery).length > 0) {
    const previous = decodeChannel(request.cookies.get(CHANNEL_COOKIE)?.value);
    response.cookies.set(CHANNEL_COOKIE, encodeParams(mergeChannel(previous, fromQuery)), {
      path: '/',
      maxAge: CHANNEL_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      // Server components read it; browser code has the query and localStorage instead.
      httpOnly: true,
      secure: request.nextUrl.protocol === 'https:',
    });
  }
  return withHeaders(response, security);
}

export const config = {
  // Pages only: not the BFF (/api), not the console's calls (/admin/api, a POST route handler),
  // not framework assets (/_next), not files with an extension.
  matcher: ['/((?!api(?:/|$)|admin/api(?:/|$)|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
