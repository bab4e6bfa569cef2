// The community's background work, off the request path: moderation of new posts, the
// transcoding of uploaded videos (a few at a time, taking turns between users: fair-queue.ts),
// after which the posts waiting for the video are moderated, and the AI studio's orders: face swaps (ai-jobs.ts),
// 图生视频 (ai-video-jobs.ts) and 文生图 (ai-image-jobs.ts), one after another, and AI小说
// (ai-novel-jobs.ts) on a lane of their own. State lives in the database, so a restarted origin picks
// up what was left (resume) and several processes never lose a job, at worst repeat a
// transcoding.
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';

import { TIP_VIDEO_FAILED, TRANSCODE_SLOTS } from '@/lib/domain/video/uploads';

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
import { fairQueue } from '../platform/fair-queue';
import type { MediaStore } from '../video/media-store';
import { moderatePost, pendingPosts, postsWaitingFor } from './post-publish';
import { removeFile, writeImage } from '../platform/upload-files';
import { clipOf, imagePathOf, type UploadPaths } from '../platform/upload-paths';
import { transcodeVideo } from '../video/transcode';
import { probeUpload } from '../video/probe';
import { resumeIngests } from '../video/ingests';

export type CommunityJobs = {
  moderate(postId: number): void;
  /** Transcodes an upload of `userId`'s (null: a guest's), taking turns with other users. */
  transcode(uploadId: string, userId: number | null): void;
  /**
   * Any job on the transcoding queue, taking turns by `owner` with the users' (the console's
   * ingests: services/video/ingests.ts, owner `operator-<id>`).
   */
  transcodeJob(owner: string, name: string, run: () => Promise<void>): void;
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
  /** Lets held jobs run (a queue made with `held`). */
  release(): void;
};

export type JobDeps = {
  db: Db;
  paths: UploadPaths;
  /** Where the transcoded clip and its poster go (services/video/media-store.ts). */
  media: MediaStore;
  now: () => number;
  logger: Logger;
  /** Jobs wait for release() (tests that look at a post while it is still pending). */
  held?: boolean;
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

/**
 * Novels written at once, each user's one at a time (fair-queue.ts). Not on the face swaps'
 * lane: a novel waits on the provider for minutes with a real model, and must not hold up a
 * one-second face swap (nor one user's novel another's).
 */
export const NOVEL_SLOTS = 2;

/** A chain of jobs run one after another; a failure is logged and the chain goes on. */
function serialQueue(logger: Logger, start: Promise<void>) {
  let tail: Promise<void> = start;
  let pending = 0;
  return {
    push(name: string, job: () => Promise<void>) {
      pending += 1;
      tail = tail
        .then(job)
        .catch((err: unknown) => logger.error({ err, job: name }, 'community job failed'))
        .finally(() => {
          pending -= 1;
        });
    },
    get busy() {
      return pending > 0;
    },
    wait: () => tail,
  };
}

export function createCommunityJobs(deps: JobDeps): CommunityJobs {
  const { db, now, logger } = deps;
  let release = () => {};
  const start = deps.held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const posts = serialQueue(logger, start);
  const videos = fairQueue(logger, start, TRANSCODE_SLOTS);
  // Its own queue: a face swap takes a second, it should not wait behind a long transcoding.
  // 图生视频 shares it (a video takes two): one AI ffmpeg at a time beside the transcoding. So does
  // 文生图: one model call at a time from this process, under its own time cap (ai-image-jobs.ts).
  const faces = serialQueue(logger, start);
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

  const novels = fairQueue(logger, start, NOVEL_SLOTS);
  const novelDeps = { db, now, logger, ai: deps.ai ?? createLocalProvider() };

  const moderate = (postId: number) =>
    posts.push(`moderate ${postId}`, async () => {
      await moderatePost(db, postId, now());
    });

  const transcode = (uploadId: string, userId: number | null) =>
    videos.push(String(userId), `transcode ${uploadId}`, async () => {
      await transcodeUpload(deps, uploadId);
      for (const id of await postsWaitingFor(db, uploadId)) moderate(id);
    });

  const ai = (orderId: number) => faces.push(`ai ${orderId}`, () => makeFaceOrder(aiDeps, orderId));
  const aiVideo = (orderId: number) =>
    faces.push(`ai video ${orderId}`, () => makeVideoOrder(videoDeps, orderId));
  const aiImage = (orderId: number) =>
    faces.push(`ai image ${orderId}`, () => makeImageOrder(imageDeps, orderId));
  const aiNovel = (novelId: number, userId: number) =>
    novels.push(String(userId), `ai novel ${novelId}`, () => writeNovel(novelDeps, novelId));

  const transcodeJob = (owner: string, name: string, run: () => Promise<void>) =>
    videos.push(owner, name, run);

  return {
    moderate,
    transcode,
    transcodeJob,
    ai,
    aiVideo,
    aiImage,
    aiNovel,
    release: () => release(),
    async idle() {
      while (posts.busy || videos.busy || faces.busy || novels.busy)
        await Promise.all([posts.wait(), videos.wait(), faces.wait(), novels.wait()]);
    },
    async resume() {
      const processing = await db
        .select({ id: uploads.id, userId: uploads.userId })
        .from(uploads)
        // A video without a user is an operator's source: it waits for ingest/start, never here.
        .where(and(eq(uploads.status, 'processing'), isNotNull(uploads.userId)));
      for (const { id, userId } of processing) transcode(id, userId);
      await resumeIngests({
        db,
        store: deps.media,
        now,
        paths: deps.paths,
        queue: transcodeJob,
        logger,
      });
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
  const fail = async (error: string) => {
    await db
      .update(uploads)
      .set({ status: 'failed', error, updatedAt: new Date(now()) })
      .where(eq(uploads.id, row.id));
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
      .where(eq(uploads.id, row.id));
    await removeFile(input);
  } catch (err) {
    logger.warn({ err, upload: row.id }, 'video transcoding failed');
    await fail(TIP_VIDEO_FAILED);
  }
}
