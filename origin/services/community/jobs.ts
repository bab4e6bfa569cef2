// The community's background work, off the request path: moderation of new posts, the
// transcoding of uploaded videos and operators' ingests (taking turns between users), after which
// the posts waiting for the video are moderated, and the AI studio's orders: face swaps
// (ai/jobs.ts), 图生视频 (ai/video-jobs.ts) and 文生图 (ai/image-jobs.ts) one after another, and
// AI小说 (ai/novel-jobs.ts) on a lane of their own. Whatever runs them (platform/job-runner.ts:
// in memory on PGlite, pg-boss on PostgreSQL), a job names a row, and its body checks the row's
// state where it applies its effect: a job run twice has one effect.
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { JobLane } from '@/lib/domain/platform/job-lanes';
import { TIP_VIDEO_FAILED } from '@/lib/domain/video/uploads';

import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/community';
import { createFfmpegFaceEngine, type FaceEngine } from '../ai/face-engine';
import { makeImageOrder, openImageOrders } from '../ai/image-jobs';
import { makeFaceOrder, unfinishedFaceOrders } from '../ai/jobs';
import { openNovels, writeNovel } from '../ai/novel-jobs';
import type { AiProvider } from '../ai/provider';
import { createLocalProvider } from '../ai/provider-local';
import { createFfmpegVideoEngine, type ImageVideoEngine } from '../ai/video-engine';
import { makeVideoOrder, openVideoOrders } from '../ai/video-jobs';
import { createMemoryRunner, type JobBody, type JobRunner } from '../platform/job-runner';
import type { MediaStore } from '../video/media-store';
import { moderatePost, pendingPosts, postsWaitingFor } from './post-publish';
import { removeFile, writeImage } from '../platform/upload-files';
import { clipOf, imagePathOf, type UploadPaths } from '../platform/upload-paths';
import { transcodeVideo } from '../video/transcode';
import { probeUpload } from '../video/probe';
import { openIngests, runIngest } from '../video/ingests';

export type CommunityJobs = {
  moderate(postId: number): void;
  /** Transcodes an upload of `userId`'s (null: a guest's), taking turns with other users. */
  transcode(uploadId: string, userId: number | null): void;
  /** An operator's ingest (services/video/ingests.ts) on the transcoding lane, in the operator's turn. */
  ingest(ingestId: string, operatorId: number): void;
  /** Makes a face-swap order (services/ai/jobs.ts). */
  ai(orderId: number): void;
  /** Makes a 图生视频 order (services/ai/video-jobs.ts), on the face swaps' queue. */
  aiVideo(orderId: number): void;
  /** Draws a 文生图 order (services/ai/image-jobs.ts), on the same queue. */
  aiImage(orderId: number): void;
  /** Writes an AI小说 of `userId`'s (services/ai/novel-jobs.ts), taking turns with other users. */
  aiNovel(novelId: number, userId: number): void;
  /** Resolves once every queued job has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Queues what a previous run left: pending posts, videos still processing, open ingests, unfinished AI works (every kind). */
  resume(): Promise<void>;
  /** Starts running jobs in this process (the worker and all roles); `held` jobs wait for it. */
  release(): void;
};

export type JobDeps = {
  db: Db;
  paths: UploadPaths;
  /** Where the transcoded clip and its poster go (services/video/media-store.ts). */
  media: MediaStore;
  now: () => number;
  logger: Logger;
  /** What runs the jobs; defaults to the in-memory fair queues. */
  runner?: JobRunner;
  /**
   * Jobs wait for release(): tests that look at a post while it is still pending, and the api
   * role, which only enqueues (never released).
   */
  held?: boolean;
  /** Housekeeping the runner does about once a minute (serve.ts: prune, upload clean-up). */
  minutely?: () => Promise<void>;
  /** What makes face-swap pictures; defaults to the built-in ffmpeg compositor. */
  engine?: FaceEngine;
  /** What makes 图生视频 clips; defaults to the built-in ffmpeg camera moves. */
  videoEngine?: ImageVideoEngine;
  /**
   * The model of 文生图 and AI小说 (createApp and serve.ts pass the app's provider). None: 文生图
   * orders fail, refunded; AI小说 falls back to the built-in demo.
   */
  ai?: AiProvider;
  /** The 文生图 job's cap (ai-image-jobs.ts imageJobTimeoutMs of the configuration). */
  aiImageTimeoutMs?: number;
};

/** Each job body by kind: the row's id in, its effect applied once (job-runner.ts). */
function jobBodies(deps: JobDeps, moderate: (postId: number) => void): Record<string, JobBody> {
  const { db, now, logger } = deps;
  const engine = deps.engine ?? createFfmpegFaceEngine(deps.paths.work);
  const aiDeps = { db, media: deps.media, engine, now, logger };
  const videoDeps = {
    ...aiDeps,
    engine: deps.videoEngine ?? createFfmpegVideoEngine(),
    workDir: deps.paths.work,
  };
  const imageDeps = {
    db,
    media: deps.media,
    provider: deps.ai,
    now,
    logger,
    timeoutMs: deps.aiImageTimeoutMs,
  };
  const novelDeps = { db, now, logger, ai: deps.ai ?? createLocalProvider() };
  const ingestDeps = { db, store: deps.media, now, paths: deps.paths, logger, queue: () => {} };
  return {
    moderate: async (id) => void (await moderatePost(db, Number(id), now())),
    transcode: async (id) => {
      await transcodeUpload(deps, id);
      for (const postId of await postsWaitingFor(db, id)) moderate(postId);
    },
    ingest: (id) => runIngest(ingestDeps, id),
    ai: (id) => makeFaceOrder(aiDeps, Number(id)),
    aiVideo: (id) => makeVideoOrder(videoDeps, Number(id)),
    aiImage: (id) => makeImageOrder(imageDeps, Number(id)),
    aiNovel: (id) => writeNovel(novelDeps, Number(id)),
  };
}

export function createCommunityJobs(deps: JobDeps): CommunityJobs {
  const { db, logger } = deps;
  const runner = deps.runner ?? createMemoryRunner(logger);
  // Sends not yet in the queue: idle() waits for them too.
  const sending = new Set<Promise<void>>();
  const send = (lane: JobLane, kind: string, id: number | string, owner: string) => {
    const sent = runner
      .send(lane, { kind, id: String(id), owner })
      .catch((err: unknown) => logger.error({ err, kind, id }, 'job not queued'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  const moderate = (postId: number) => send('posts', 'moderate', postId, '');
  const transcode = (uploadId: string, userId: number | null) =>
    send('videos', 'transcode', uploadId, `user-${userId ?? 'guest'}`);
  const ingest = (ingestId: string, operatorId: number) =>
    send('videos', 'ingest', ingestId, `operator-${operatorId}`);
  const ai = (orderId: number) => send('faces', 'ai', orderId, '');
  const aiVideo = (orderId: number) => send('faces', 'aiVideo', orderId, '');
  const aiImage = (orderId: number) => send('faces', 'aiImage', orderId, '');
  const aiNovel = (novelId: number, userId: number) =>
    send('novels', 'aiNovel', novelId, `user-${userId}`);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    void runner
      .work({ bodies: jobBodies(deps, moderate), minutely: deps.minutely })
      .catch((err: unknown) => logger.error({ err }, 'job workers not started'));
  };
  if (!deps.held) release();

  return {
    moderate,
    transcode,
    ingest,
    ai,
    aiVideo,
    aiImage,
    aiNovel,
    release,
    async idle() {
      while (sending.size > 0) await Promise.all([...sending]);
      await runner.idle();
      while (sending.size > 0) {
        await Promise.all([...sending]);
        await runner.idle();
      }
    },
    async resume() {
      const processing = await db
        .select({ id: uploads.id, userId: uploads.userId })
        .from(uploads)
        // A video without a user is an operator's source: it waits for ingest/start, never here.
        .where(and(eq(uploads.status, 'processing'), isNotNull(uploads.userId)));
      for (const { id, userId } of processing) transcode(id, userId);
      for (const { id, operatorId } of await openIngests(db)) ingest(id, operatorId);
      for (const id of await pendingPosts(db)) moderate(id);
      for (const id of await unfinishedFaceOrders(db)) ai(id);
      for (const id of await openVideoOrders(db)) aiVideo(id);
      for (const id of await openImageOrders(db)) aiImage(id);
      for (const { id, userId } of await openNovels(db)) aiNovel(id, userId);
    },
  };
}

async function transcodeUpload(deps: JobDeps, uploadId: string): Promise<void> {
  const { db, paths, media, now, logger } = deps;
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  // No user: an operator's source, which only ingest/start may take (docs/admin-api.md).
  if (!row || row.status !== 'processing' || row.userId === null) return;
  const input = path.join(paths.files, `${row.id}.${row.extension}`);
  // Only a row still processing changes: a second run of the job never fails a ready video.
  const stillProcessing = and(eq(uploads.id, row.id), eq(uploads.status, 'processing'));
  const fail = async (error: string) => {
    const failed = await db
      .update(uploads)
      .set({ status: 'failed', error, updatedAt: new Date(now()) })
      .where(stillProcessing)
      .returning({ id: uploads.id });
    if (failed.length === 0) return;
    await removeFile(input);
    await rm(path.join(paths.work, clipOf(row.id)), { recursive: true, force: true });
  };
  try {
    // Again here, not only when the upload was assembled: the file is read now, as it is.
    const probed = await probeUpload(input, row.extension);
    if (!probed.ok) {
      logger.warn({ upload: row.id, reason: probed.tip }, 'video refused before transcoding');
      return await fail(probed.tip);
    }
    const made = await transcodeVideo(input, probed.video, paths.work, row.id);
    await media.putFolder(`vid/${made.clip}`, made.dir);
    await writeImage(media, `${row.id}.jpg`, made.poster);
    await db
      .update(uploads)
      .set({
        status: 'ready',
        clip: made.clip,
        duration: made.duration,
        width: made.width,
        height: made.height,
        url: imagePathOf(row.id, 'jpg'),
        updatedAt: new Date(now()),
      })
      .where(stillProcessing);
    await removeFile(input);
  } catch (err) {
    logger.warn({ err, upload: row.id }, 'video transcoding failed');
    await fail(TIP_VIDEO_FAILED);
  }
}
