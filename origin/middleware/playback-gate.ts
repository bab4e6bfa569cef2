// The /api/app pipeline for the one call signed in its query (GET media/h5/m3u8/{id}: the player
// cannot send headers). Same checks, same order and same codes as signature.ts → gate.ts →
// crypto.ts → session.ts → rate-limit.ts, on the query's token, timestamp, sign and nonce; the
// nonce goes into the same store as x-api-key nonces (one request_gate call).
import type { MiddlewareHandler } from 'hono';

import { MAX_SKEW_SECONDS, verifyPlayback } from '@/lib/protocol/sign';
import type { CodecRegistry } from '@/lib/protocol/cipher';

import type { OriginEnv } from '../http/context';
import { clientIp } from '../http/client-ip';
import { CODES } from '@/lib/protocol/codes';
import { ApiError, rateLimited, sessionInvalid } from '../http/envelope';
import type { GateCheck } from '../services/platform/gate-batcher';
import type { RateLimitSettings } from './rate-limit';

const refuse = (detail: string) => new ApiError(CODES.badSignature, undefined, { detail });

export function playbackGate(
  deps: {
    passGate: GateCheck;
    signKey: CryptoKey;
    codecs: CodecRegistry;
    limits: Pick<RateLimitSettings, 'ipPerMinute' | 'devicePerMinute'>;
  },
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  const { passGate, signKey, codecs, limits } = deps;
  return async (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const token = query.get('token') ?? '';
    const checked = await verifyPlayback(signKey, {
      token,
      path: c.req.path,
      timestamp: query.get('timestamp'),
      sign: query.get('sign'),
      nonce: query.get('nonce'),
      now: Math.floor(now() / 1000),
      maxSkewSeconds: MAX_SKEW_SECONDS,
    });
    if (!checked.ok) throw refuse(`playback query ${checked.reason}`);
    c.set('nonce', checked.nonce);
    c.set('clientIp', clientIp(c, true));

    const gate = await passGate({
      nonce: checked.nonce,
      token,
      clientIp: c.get('clientIp'),
      sessionOptional: false,
      nowMs: now(),
    });
    if (!gate.fresh) throw refuse('playback nonce replayed');

    // The playlist is sealed under the key version the BFF names (START_ENCRYPT_M3U8).
    const codec =
      c.req.header('x-encrypted') === '1' ? codecs.get(c.req.header('x-key-version')) : null;
    if (codec === undefined) throw refuse('unknown or missing x-key-version');
    c.set('codec', codec);

    if (!gate.session)
      throw sessionInvalid(token ? 'token unknown, expired or logged out' : 'no token');
    c.set('session', gate.session);
    if (gate.ip && gate.ip.count > limits.ipPerMinute) throw rateLimited(gate.ip.retryAfter);
    if (gate.device && gate.device.count > limits.devicePerMinute)
      throw rateLimited(gate.device.retryAfter);
    await next();
  };
}
