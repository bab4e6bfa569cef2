// The origin's Hono app. Pipeline for /api/app/*, in order: envelope + error mapping (onError /
// notFound), the body limit (http/body-limit.ts: a body left unread closes the connection),
// x-api-key, the request gate (nonce, session and rate-limit counters in one statement, shared
// by the requests that arrive together), body decryption, token auth, rate limits, the call; 200
// answers to encrypted requests are sealed on the way out. Expired nonces and windows are pruned
// by housekeeping.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

import type { Access } from '@/lib/protocol/call';
import { CALL_TABLE } from '@/lib/protocol/call-table';

import { closeWhenBodyUnread, limitBody } from './http/body-limit';
import type { AppDeps, OriginEnv, RouteDeps } from './http/context';
import { socketAddress } from './http/client-ip';
import { errorHandler, notFoundHandler } from './http/errors';
import { registerCalls, type Handlers } from './http/route';
import { accessLog } from './middleware/access-log';
import { bodyCrypto } from './middleware/crypto';
import { requestGate } from './middleware/gate';
import { deviceLimit, rateLimit } from './middleware/rate-limit';
import { authenticate } from './middleware/session';
import { verifySignature } from './middleware/signature';
import { adHandlers } from './routes/platform/ad';
import { mountAdmin } from './routes/admin/admin-calls';
import { aiHandlers } from './routes/ai/face-swap';
import { aiImageHandlers } from './routes/ai/image';
import { aiNovelHandlers } from './routes/ai/novel';
import { aiCompanionHandlers } from './routes/ai/companion';
import { aiBookDescHandlers } from './routes/ai/book-desc';
import { aiVideoHandlers } from './routes/ai/video';
import { createAppPageRoutes } from './routes/welfare/app-pages';
import { createCdnRoutes } from './routes/platform/cdn';
import { createHealthRoutes } from './routes/platform/health';
import type { OriginConfig } from './config';
import { createCdnVidRoutes } from './routes/video/cdn-vid';
import { collectHandlers } from './routes/video/collect';
import { commentHandlers } from './routes/community/comment';
import { pointsHandlers } from './routes/welfare/points';
import { postHandlers } from './routes/community/post';
import { rechargeHandlers } from './routes/money/recharge';
import { redeemHandlers } from './routes/money/redeem';
import { welfareHandlers } from './routes/welfare/welfare';
import { upblogersHandlers } from './routes/community/upblogers';
import { uploadHandlers } from './routes/platform/upload';
import { contentHandlers } from './routes/platform/content';
import { customHandlers } from './routes/platform/custom';
import { liveHandlers } from './routes/live/live';
import { loginHandlers } from './routes/account/login';
import { PLAYBACK_ROUTE, playbackHandlers } from './routes/video/playback';
import { mediaHandlers } from './routes/video/media';
import { pingHandlers } from './routes/platform/ping';
import { searchHandlers } from './routes/video/search';
import { userHandlers } from './routes/account/user';
import { userCenterHandlers } from './routes/account/user-center';
import { createUserImageRoutes } from './routes/account/cdn-user';
import { createGameCentreRoutes, gameHandlers } from './routes/game/game';
import { createPayRoutes } from './routes/money/pay';
import { walletHandlers } from './routes/money/wallet';
import { silentLogger } from './logger';
import { imageJobTimeoutMs } from './services/ai/image-jobs';
import { providerFromConfig } from './services/ai/provider-config';
import { aiVideoClip, isAiVideoClip } from './services/ai/video-files';
import { mediaFileFinder } from './services/video/media-files';
import { mediaStoreOf } from './services/video/media-store-config';
import { isIngestedClip } from './services/video/ingest-paths';
import { catalogPlayback, clipLookup } from './services/video/entitlement';
import { randomCaptchaText } from './services/account/captcha';
import { createGateBatcher } from './services/platform/gate-batcher';
import { livePlayLookup } from './services/live/live';
import { domainEntries } from './services/platform/config';
import { createOutboxSmsProvider } from './services/account/sms';
import { createVidLibrary } from './services/video/vid-playlists';
import { createVidSigner } from './services/video/vid-sign';
import { createGameTickets } from './services/game/tickets';
import { createCommunityJobs } from './services/community/jobs';
import { isUploadedClip, uploadPaths } from './services/platform/upload-paths';

// Media ships with the repository (seed covers, banners, clips); the CDN serves it read-only.
const MEDIA_DIR = fileURLToPath(new URL('./media', import.meta.url));

/** Every built call's handler, by call name (lib/protocol/call-table.ts). */
export function originHandlers(deps: RouteDeps): Handlers {
  return {
    ...loginHandlers(deps),
    ...userHandlers(deps),
    ...pingHandlers(deps),
    ...adHandlers(deps),
    ...customHandlers(deps),
    ...mediaHandlers(deps),
    ...searchHandlers(deps),
    ...collectHandlers(deps),
    ...contentHandlers(deps),
    ...postHandlers(deps),
    ...commentHandlers(deps),
    ...upblogersHandlers(deps),
    ...uploadHandlers(deps),
    ...userCenterHandlers(deps),
    ...aiHandlers(deps),
    ...aiVideoHandlers(deps),
    ...aiImageHandlers(deps),
    ...aiNovelHandlers(deps),
    ...aiCompanionHandlers(deps),
    ...aiBookDescHandlers(deps),
    ...redeemHandlers(deps),
    ...walletHandlers(deps),
    ...pointsHandlers(deps),
    ...rechargeHandlers(deps),
    ...gameHandlers(deps),
    ...welfareHandlers(deps),
    ...liveHandlers(deps),
  };
}

/** Clips kept in the media store: uploaded (up-…), ingested (in-…), made 图生视频 (aiv-…). */
const inMediaStore = (clip: string) =>
  isUploadedClip(clip) || isIngestedClip(clip) || isAiVideoClip(clip);

const rateLimitsOf = (config: OriginConfig) => ({
  ipPerMinute: config.rateLimitIpPerMinute,
  devicePerMinute: config.rateLimitDevicePerMinute,
  servicePerMinute: config.rateLimitServicePerMinute,
});
/** The in-memory jobs of a process that passes none (tests, tools). */
function defaultJobs(
  appDeps: AppDeps,
  made: Pick<RouteDeps, 'media' | 'ai' | 'logger'>,
): RouteDeps['jobs'] {
  return createCommunityJobs({
    db: appDeps.db,
    paths: uploadPaths(appDeps.config.dataDir),
    now: appDeps.now,
    ...made,
    aiImageTimeoutMs: imageJobTimeoutMs(appDeps.config.ai),
  });
}

export function createApp(appDeps: AppDeps): Hono<OriginEnv> {
  const logger = appDeps.logger ?? silentLogger();
  const media = appDeps.media ?? mediaStoreOf(appDeps.config);
  // One provider for the calls and the default jobs (文生图 draws in a job).
  const ai = appDeps.ai ?? providerFromConfig(appDeps.config);
  const deps: RouteDeps = {
    checkAnswers: process.env.NODE_ENV !== 'production',
    captchaText: randomCaptchaText,
    clipOf: clipLookup(appDeps.db, appDeps.now),
    ...appDeps,
    logger,
    media,
    ai,
    sms:
      appDeps.sms ??
      createOutboxSmsProvider(appDeps.db, logger, { file: appDeps.config.smsOutboxFile }),
    playback: appDeps.playback ?? catalogPlayback(appDeps.config.previewSeconds),
    jobs: appDeps.jobs ?? defaultJobs(appDeps, { media, ai, logger }),
  };
  const { db, config, keys, now } = deps;
  const paths = uploadPaths(config.dataDir);
  const findSeedVid = mediaFileFinder(path.join(MEDIA_DIR, 'vid'));
  // Uploaded, ingested and made 图生视频 clips are in the media store (inMediaStore), the seed's ship
  // with the repository.
  const findVid = (segments: string[]) =>
    inMediaStore(segments[0] ?? '')
      ? media.find(`vid/${segments.join('/')}`)
      : findSeedVid(segments);
  const vid = {
    find: findVid,
    library: createVidLibrary(findVid),
    signer: createVidSigner(config.signKey, now),
    lines: domainEntries(config).find((e) => e.type === 'VID')?.urls ?? [],
    now,
    clipOf: deps.clipOf,
    liveOf: livePlayLookup(db, now),
    // Not remembered: a hidden video's links stop at once (a clip has a few files to fetch).
    aiVideoOf: async (orderId: number) => (await aiVideoClip(db, orderId))?.clip ?? null,
  };

  const handlers = originHandlers(deps);
  // The gate resolves the session by the call's access (protocol.md "Call paths"). A call not
  // built yet answers 4040 by itself, token or not.
  const modes = new Map<string, Access>(
    CALL_TABLE.filter((call) => call.name in handlers).map((call) => [
      `${call.method} /api/app/${call.path}`,
      call.access,
    ]),
  );
  const limits = rateLimitsOf(config);

  const app = new Hono<OriginEnv>();
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.use('*', closeWhenBodyUnread());
  app.use('*', async (c, next) => {
    // Defaults read by the log line and the error handler even when a step refuses early.
    c.set('session', null);
    c.set('codec', null);
    c.set('answerStatus', undefined);
    c.set('payload', {});
    c.set('input', {});
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
    bodyCrypto(keys.codecs, {
      spoolDir: paths.incoming,
      required: config.startEncryptHttp,
      formPaths: new Set(CALL_TABLE.filter((c) => c.form).map((c) => `/api/app/${c.path}`)),
    }),
    authenticate(),
    rateLimit(limits),
  );

  // The operator console's calls: their own table, signature and sessions (docs/admin-api.md).
  mountAdmin(app, deps);
  registerCalls(app, handlers, {
    logger,
    checkAnswers: deps.checkAnswers,
    afterValidation: deviceLimit(db, limits, now),
  });
  // Before the media folder's route: avatars and feedback pictures are in the database; a name
  // it does not hold goes on to the community's uploaded files (both under /cdn/img/u/).
  app.route('/', createUserImageRoutes(db));
  app.route('/', createCdnRoutes({ mediaDir: MEDIA_DIR, uploaded: media }));
  app.route('/', createCdnVidRoutes(vid));
  app.route('/', createGameCentreRoutes(db, createGameTickets(config.signKey, now)));
  app.route('/', createPayRoutes(deps));
  app.route('/', createAppPageRoutes(db));
  app.route('/', createHealthRoutes(db, config.role));
  return app;
}
