// The caller's IP for rate limits and records. x-real-ip is trusted only on signed requests: only
// the BFF holds the signing key, so only the BFF can have set it. Everything else uses the socket.
import { isIP } from 'node:net';

import { getConnInfo } from '@hono/node-server/conninfo';

import type { OriginContext } from './context';

export function socketAddress(c: OriginContext): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (app.request in tests) have no socket.
    return 'unknown';
  }
}

export function clientIp(c: OriginContext, signed: boolean): string {
  const forwarded = c.req.header('x-real-ip')?.trim();
  if (signed && forwarded && isIP(forwarded)) return forwarded;
  return socketAddress(c);
}
