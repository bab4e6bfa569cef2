// The origin's Hono app. Pipeline for /api/app/*, in order: envelope + error mapping (onError /
// notFound), the body limit (http/body-limit.ts: a body left unread closes the connection),
// x-api-key, the request gate (nonce, session and rate-limit counters in one statement, shared
// by the requests that arrive together), body decryption, token auth, rate limits, the call; 200
// answers to encrypted requests are sealed on the way out. Expired nonces and windows are pruned
// by housekeeping.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

import type { AppDeps, AuthMode, OriginEnv, RouteDef, RouteDeps } from './http/context';
import { closeWhenBodyUnread, limitBody } from './http/body-limit';
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
import { createCdnVidRoutes } from './routes/cdn-vid';
import { registerClosedCalls } from './routes/closed';
import { collectRoutes } from './routes/collect';
import { contentRoutes } from './routes/content';
import { customRoutes } from './routes/custom';
import { loginRoutes } from './routes/login';
import { PLAYBACK_ROUTE, playbackHandlers } from './routes/playback';
import { mediaRoutes } from './routes/media';
import { pingRoutes } from './routes/ping';
import { searchRoutes } from './routes/search';
import { userRoutes } from './routes/user';
import { silentLogger } from './logger';
import { mediaFileFinder } from './services/media-files';
import { catalogPlayback } from './services/entitlement';
import { createGateBatcher } from './services/gate-batcher';
import { domainEntries } from './services/platform-config';
import { createOutboxSmsProvider } from './services/sms';
import { createVidLibrary } from './services/vid-playlists';
import { createVidSigner } from './services/vid-sign';

// Media ships with the repository (seed covers, banners, clips); the CDN serves it read-only.
const MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));

export function createApp(appDeps: AppDeps): Hono<OriginEnv> {
  const logger = appDeps.logger ?? silentLogger();
  const deps: RouteDeps = {
    ...appDeps,
    logger,
    sms: appDeps.sms ?? createOutboxSmsProvider(appDeps.db, logger),
    playback: appDeps.playback ?? catalogPlayback(appDeps.config.previewSeconds),
  };
  const { db, config, keys, now } = deps;
  const findVid = mediaFileFinder(path.join(MEDIA_DIR, 'vid'));
  const vid = {
    find: findVid,
    library: createVidLibrary(findVid),
    signer: createVidSigner(config.signKey, now),
    lines: domainEntries(config).find((e) => e.type === 'VID')?.urls ?? [],
    now,
  };

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

  app.use('*', closeWhenBodyUnread());
  app.use('*', async (c, next) => {
    // Defaults read by the log line and the error handler even when a step refuses early.
    c.set('session', null);
    c.set('codec', null);
    c.set('payload', {});
    c.set('clientIp', socketAddress(c));
    await next();
  });
  app.use('*', accessLog(logger, now));
  // Signed in its query (the player cannot send headers): it has its own gate, and being
  // registered before the x-api-key pipeline below, it answers before that pipeline would run.
  // One group-commit gate for both pipelines, so a playlist request and API calls arriving
  // together share a statement too.
  const passGate = createGateBatcher(db);
  const playlist = playbackHandlers(deps, vid, passGate);
  app.get(PLAYBACK_ROUTE, playlist.gate, playlist.handler);
  app.use(
    '/api/app/*',
    limitBody(),
    verifySignature(keys.signKey, now),
    requestGate(passGate, modes, now),
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
  app.route('/', createCdnVidRoutes(vid));
  return app;
}
