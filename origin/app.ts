// The origin's Hono app. Pipeline for /api/app/*, in order: envelope + error mapping (onError /
// notFound), x-api-key, the request gate (nonce, session and rate-limit counters in one
// statement), body decryption, token auth, rate limits, the call; 200 answers to encrypted
// requests are sealed on the way out. Expired nonces and windows are pruned by housekeeping.ts.
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { AppDeps, AuthMode, OriginEnv, RouteDef, RouteDeps } from './http/context';
import { socketAddress } from './http/client-ip';
import { errorHandler, notFoundHandler } from './http/errors';
import { accessLog } from './middleware/access-log';
import { bodyCrypto } from './middleware/crypto';
import { requestGate } from './middleware/gate';
import { rateLimit } from './middleware/rate-limit';
import { authenticate } from './middleware/session';
import { verifySignature } from './middleware/signature';
import { adRoutes } from './routes/ad';
import { createCdnRoutes } from './routes/cdn';
import { registerClosedCalls } from './routes/closed';
import { collectRoutes } from './routes/collect';
import { contentRoutes } from './routes/content';
import { customRoutes } from './routes/custom';
import { loginRoutes } from './routes/login';
import { mediaRoutes } from './routes/media';
import { pingRoutes } from './routes/ping';
import { searchRoutes } from './routes/search';
import { userRoutes } from './routes/user';
import { silentLogger } from './logger';
import { createOutboxSmsProvider } from './services/sms';

// Media ships with the repository (seed covers, banners, clips); the CDN serves it read-only.
const MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));

// JSON calls are small; uploads (a later issue) get their own limit on their own routes.
const JSON_BODY_LIMIT = 64 * 1024;

export function createApp(appDeps: AppDeps): Hono<OriginEnv> {
  const logger = appDeps.logger ?? silentLogger();
  const deps: RouteDeps = {
    ...appDeps,
    logger,
    sms: appDeps.sms ?? createOutboxSmsProvider(appDeps.db, logger),
  };
  const { db, config, keys, now } = deps;

  const routes: RouteDef[] = [
    ...loginRoutes(deps),
    ...userRoutes(deps),
    ...pingRoutes(deps),
    ...adRoutes(deps),
    ...customRoutes(deps),
    ...mediaRoutes(deps),
    ...searchRoutes(deps),
    ...collectRoutes(deps),
    ...contentRoutes(deps),
  ];
  const modes = new Map<string, AuthMode>(
    routes.map((r) => [`${r.method} /api/app/${r.path}`, r.auth]),
  );

  const app = new Hono<OriginEnv>();
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.use('*', async (c, next) => {
    // Defaults read by the log line and the error handler even when a step refuses early.
    c.set('session', null);
    c.set('codec', null);
    c.set('payload', {});
    c.set('clientIp', socketAddress(c));
    await next();
  });
  app.use('*', accessLog(logger, now));
  const limitBody = bodyLimit({ maxSize: JSON_BODY_LIMIT });
  app.use(
    '/api/app/*',
    // GET and HEAD carry no body; asking for one would make @hono/node-server build a full
    // Request (with its AbortController) per call only to find nothing (~0.05 ms measured).
    (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)),
    verifySignature(keys.signKey, now),
    requestGate(db, modes, now),
    bodyCrypto(keys.codecs),
    authenticate(),
    rateLimit(
      db,
      {
        ipPerMinute: config.rateLimitIpPerMinute,
        devicePerMinute: config.rateLimitDevicePerMinute,
      },
      now,
    ),
  );

  for (const route of routes) app.on(route.method, `/api/app/${route.path}`, route.handler);
  registerClosedCalls(app);
  app.route('/', createCdnRoutes({ mediaDir: MEDIA_DIR }));
  return app;
}
