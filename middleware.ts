// Launch flags of spec §2 from the query to the page. Not an auth boundary: route handlers
// check for themselves. Next 16 calls this "proxy"; the file keeps the middleware name
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
} from '@/lib/domain/launch-params';

export function middleware(request: NextRequest): NextResponse {
  const params = readLaunchParams(request.nextUrl.searchParams);
  const headers = new Headers(request.headers);
  // A client could send this header itself; only what this request's query says counts.
  headers.delete(LAUNCH_HEADER);
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
  return response;
}

export const config = {
  // Pages only: not the BFF (/api), not framework assets (/_next), not files with an extension.
  matcher: ['/((?!api(?:/|$)|_next/|.*\\.[A-Za-z0-9]+$).*)'],
};
