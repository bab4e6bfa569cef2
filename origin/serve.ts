// Starts the origin: env → database (migrated, then `prepare`d) → keys → HTTP on ORIGIN_PORT.
// origin/main.ts runs it bare (production); origin/seed/serve-demo.ts seeds an empty database
// first (npm start, npm run origin, the e2e stack): runtime code never imports the seed.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

import { serve } from '@hono/node-server';

import { createApp } from './app';
import { ConfigError } from './config-env';
import { loadOriginConfig, type OriginConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { importOriginKeys } from './keys';
import { ensureServiceIdentity } from './services/platform/service-identity';
import { demoOperatorRefusal } from './services/admin/startup-check';
import { backfillNameKeys } from './services/account/name-keys';
import { createLogger, type Logger } from './logger';
import type { Db, DbHandle } from './db/client';
import { imageJobTimeoutMs } from './services/ai/image-jobs';
import { providerFromConfig } from './services/ai/provider-config';
import { createCommunityJobs } from './services/community/jobs';
import { pruneExpired } from './services/platform/housekeeping';
import { jobRunnerOf } from './services/platform/job-runner-of';
import { createHealthRoutes } from './routes/platform/health';
import { cleanUploads } from './services/platform/upload-cleanup';
import { uploadPaths, type UploadPaths } from './services/platform/upload-paths';
import type { JobRunner } from './services/platform/job-runner';
import type { MediaStore } from './services/video/media-store';
import type { AiProvider } from './services/ai/provider';
import { mediaStoreOf } from './services/video/media-store-config';

export type Prepare = (db: Db, logger: Logger) => Promise<void>;

function exitWithConfigError(message: string): never {
  console.error(`[origin] 配置错误: ${message}`);
  process.exit(1);
}

function loadConfigOrExit(): OriginConfig {
  try {
    return loadOriginConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWithConfigError(error.message);
    throw error;
  }
}

type JobSetup = {
  handle: DbHandle;
  config: OriginConfig;
  runner: JobRunner;
  logger: Logger;
  paths: UploadPaths;
  media: MediaStore;
  ai: AiProvider;
};

/** The community's jobs on `runner`: run here unless this is the api role, resumed once. */
function startJobs({ handle, config, runner, logger, paths, media, ai }: JobSetup) {
  const jobs = createCommunityJobs({
    db: handle.db,
    paths,
    media,
    now: Date.now,
    logger,
    ai,
    aiImageTimeoutMs: imageJobTimeoutMs(config.ai),
    runner,
    held: config.role === 'api',
    minutely: async () => {
      await pruneExpired(handle.db, Date.now(), { vacuum: handle.kind === 'pglite' });
      await cleanUploads({ db: handle.db, paths, media }, Date.now());
    },
  });
  // Moderation, transcoding and AI orders a previous run left unfinished (queued once: pg-boss
  // skips a job already waiting or running).
  if (config.role !== 'api') {
    void jobs.resume().catch((err: unknown) => logger.error({ err }, 'resuming jobs failed'));
  }
  return jobs;
}

export async function runOrigin(prepare?: Prepare): Promise<void> {
  // Run alone (not from npm start), the origin still finds the keys npm start generated.
  // Variables already set win over the file.
  if (existsSync('.env.local')) {
    for (const [name, value] of Object.entries(parseEnv(readFileSync('.env.local', 'utf8')))) {
      if (process.env[name] === undefined) process.env[name] = value;
    }
  }

  const config = loadConfigOrExit();

  const logger = createLogger(config.logLevel);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolMax: config.databasePoolMax,
    onPoolError: (err) => logger.error({ err }, 'idle database client failed'),
  });
  await migrateDatabase(handle);
  await prepare?.(handle.db, logger);
  // Production never runs with the demo's known operator passwords (docs/admin-api.md).
  const demoOperators = await demoOperatorRefusal(handle.db, process.env);
  if (demoOperators) exitWithConfigError(demoOperators);
  if (config.serviceToken) await ensureServiceIdentity(handle.db, config.serviceToken, Date.now());
  // Names shown before the look-alike rule (or the service's) get their keys before any request.
  const names = await backfillNameKeys(handle.db);
  if (names.keyed + names.clashes > 0) logger.info(names, 'name keys backfilled');

  const paths = uploadPaths(config.dataDir);
  const media = mediaStoreOf(config);
  logger.info({ store: media.kind, where: media.where }, 'media store');
  // The operator sees which model answers (never the key).
  const { ai } = config;
  logger.info(
    ai.provider === 'local'
      ? { provider: 'local', demo: true }
      : {
          provider: 'openai',
          baseUrl: ai.baseUrl,
          textModel: ai.textModel,
          imageModel: ai.imageModel,
        },
    'AI provider',
  );
  // One provider for the calls and the jobs (文生图 draws in a job).
  const provider = providerFromConfig(config);
  // Background work by role (docs/origin.md "Roles"): the api role only queues it.
  const runner = await jobRunnerOf(handle, config.role, logger);
  const jobs = startJobs({ handle, config, runner, logger, paths, media, ai: provider });
  // A worker answers only its health check.
  const app =
    config.role === 'worker'
      ? createHealthRoutes(handle.db, config.role)
      : createApp({
          db: handle.db,
          config,
          media,
          keys: await importOriginKeys(config),
          now: Date.now,
          logger,
          jobs,
          ai: provider,
        });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      {
        port: info.port,
        role: config.role,
        jobs: runner.kind,
        database: handle.kind === 'pglite' ? config.pgliteDir : 'postgres',
      },
      `origin listening on ${config.publicUrl}`,
    );
  });

  let stopping = false;
  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'origin stopping');
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle keep-alive connections (the BFF's pool) would hold close() open; in-flight requests
      // get a few seconds to finish.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
      setTimeout(resolve, 3000).unref();
    });
    try {
      await runner.stop();
      // PGlite flushes and releases its directory only on close(); without it the process never exits.
      await handle.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'database close failed');
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
