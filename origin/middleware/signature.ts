// x-api-key verification (protocol.md "Verifying"): format, ±300 s skew, HMAC in constant time.
// The nonce is claimed next, by the request gate, only after the signature holds, so garbage
// cannot fill the store.
import type { MiddlewareHandler } from 'hono';

import { MAX_SKEW_SECONDS, verifyRequest } from '@/lib/protocol/sign';

import type { OriginEnv } from '../http/context';
import { clientIp } from '../http/client-ip';
import { CODES } from '@/lib/protocol/codes';
import { ApiError } from '../http/envelope';

export function verifySignature(
  signKey: CryptoKey,
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const result = await verifyRequest(signKey, {
      token: c.req.header('authorization') ?? '',
      path: c.req.path,
      userAgent: c.req.header('x-user-agent') ?? '',
      header: c.req.header('x-api-key'),
      now: Math.floor(now() / 1000),
      maxSkewSeconds: MAX_SKEW_SECONDS,
    });
    // One tip for every reason (no oracle); the reason goes to the log through msg.
    if (!result.ok)
      throw new ApiError(CODES.badSignature, undefined, { detail: `x-api-key ${result.reason}` });
    c.set('nonce', result.nonce);
    c.set('clientIp', clientIp(c, true));
    await next();
  };
}
