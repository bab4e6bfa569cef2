// Token auth: resolves the Authorization token and enforces each route's mode (1000 when a
// secure call has no live session).
import type { MiddlewareHandler } from 'hono';

import type { AuthMode, OriginEnv } from '../http/context';
import { sessionInvalid } from '../http/envelope';
import { resolveSession } from '../services/sessions';
import type { Db } from '../db/client';

export function authenticate(
  db: Db,
  modes: ReadonlyMap<string, AuthMode>,
  now: () => number,
): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const mode = modes.get(`${c.req.method} ${c.req.path}`) ?? 'public';
    const token = c.req.header('authorization') ?? '';
    const session = token ? await resolveSession(db, token, now()) : null;
    if (!session && (mode === 'secure' || (mode === 'token-if-present' && token !== ''))) {
      throw sessionInvalid(
        token ? 'token unknown, expired or logged out' : 'no token on a secure call',
      );
    }
    c.set('session', session);
    await next();
  };
}
