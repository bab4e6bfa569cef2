// One log line per request, built from chosen fields only: no headers, bodies, tokens or keys.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

import type { OriginEnv } from '../http/context';

export function accessLog(logger: Logger, now: () => number): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    const started = now();
    await next();
    const envelope = c.get('envelope');
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        code: envelope?.code,
        ms: now() - started,
        ip: c.get('clientIp'),
        userId: c.get('session')?.userId,
        encrypted: c.get('codec') ? true : undefined,
      },
      'request',
    );
  };
}
