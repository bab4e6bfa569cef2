// Token auth: enforces each route's mode on the session the request gate resolved (1000 when
// the call needs a live session and has none). Runs after the body step, as protocol.md orders.
import type { MiddlewareHandler } from 'hono';

import type { OriginEnv } from '../http/context';
import { sessionInvalid } from '../http/envelope';

export function authenticate(): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const gate = c.get('gate');
    if (!gate) throw new Error('session step reached without the request gate');
    if (!gate.session && !gate.sessionOptional) {
      const token = c.req.header('authorization') ?? '';
      throw sessionInvalid(
        token ? 'token unknown, expired or logged out' : 'no token on a secure call',
      );
    }
    c.set('session', gate.session);
    await next();
  };
}
