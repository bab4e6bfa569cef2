// The database step of the pipeline, right after the signature: one statement claims the nonce
// (a replay is 401 / 4001 here), resolves the token and counts the IP and session-device
// windows (shared with the requests arriving at the same moment: services/platform/gate-batcher.ts). The session and rate-limit steps then decide from its answer, in protocol order.
import type { MiddlewareHandler } from 'hono';

import type { Access } from '@/lib/protocol/call';

import type { OriginEnv } from '../http/context';
import { CODES } from '@/lib/protocol/codes';
import { ApiError } from '../http/envelope';
import type { GateCheck } from '../services/platform/gate-batcher';

export function requestGate(
  passGate: GateCheck,
  modes: ReadonlyMap<string, Access>,
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const nonce = c.get('nonce');
    if (!nonce) throw new Error('request gate reached without a verified signature');
    const mode = modes.get(`${c.req.method} ${c.req.path}`) ?? 'public';
    const token = c.req.header('authorization') ?? '';
    // token-if-present: no token is fine, a dead one is 1000 (lib/protocol/call.ts Access).
    const sessionOptional = mode === 'public' || (mode === 'token-if-present' && token === '');
    const gate = await passGate({
      nonce,
      token,
      clientIp: c.get('clientIp'),
      sessionOptional,
      nowMs: now(),
    });
    if (!gate.fresh) {
      throw new ApiError(CODES.badSignature, undefined, { detail: 'x-api-key nonce replayed' });
    }
    c.set('gate', { ...gate, sessionOptional });
    await next();
  };
}
