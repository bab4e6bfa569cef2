// Making a 图生视频 order, off the request path (community-jobs.ts queues it beside face swap, one
// AI job at a time): claim it (queued → running), render the photo through the ImageVideoEngine
// in a scratch folder, package it as HLS with a poster (ai-video-files.ts), store both, and mark
// it done. A failure marks it failed with a Chinese reason and gives the diamonds back, once:
// only the running → failed transition refunds, in the same transaction.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Db } from '../../db/client';
import { aiVideos } from '../../db/schema/ai-video';
import { uploads } from '../../db/schema/community';
import { TIP_AI_FAILED, TIP_PHOTO_GONE } from './jobs';
import { readPicture } from './pictures';
import { VideoEngineError, type ImageVideoEngine, type RenderedVideo } from './video-engine';
import { newAiClip, packageVideo } from './video-files';
import type { MediaStore } from '../video/media-store';
import { writeImage } from '../platform/upload-files';
import { imageKeyOf, imagePathOf } from '../platform/upload-paths';
import { creditDiamonds } from '../money/wallet';

export type AiVideoJobDeps = {
  db: Db;
  media: MediaStore;
  engine: ImageVideoEngine;
  /** Scratch folders go here (DATA_DIR/uploads/work), each removed after its job. */
  workDir: string;
  now: () => number;
  logger: Logger;
};

type VideoRow = typeof aiVideos.$inferSelect;

/** Orders a stopped origin left open, oldest first (resumed at start). */
export async function openVideoOrders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: aiVideos.id })
    .from(aiVideos)
    .where(inArray(aiVideos.status, ['queued', 'running']))
    .orderBy(asc(aiVideos.id));
  return rows.map((r) => r.id);
}

/** Renders, packages and stores the order's clip as `name`; what was made. */
async function makeClip(deps: AiVideoJobDeps, order: VideoRow, name: string, work: string) {
  const { db, media, engine } = deps;
  const [photo] = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.id, order.photoId), eq(uploads.userId, order.userId)));
  const bytes = photo ? await readPicture(media, photo.url) : null;
  if (!bytes) throw new VideoEngineError(TIP_PHOTO_GONE);
  const video: RenderedVideo = await engine.render(bytes, order.motion, work);
  const packaged = await packageVideo(video, work);
  await media.putFolder(`vid/${name}`, packaged.dir);
  await writeImage(media, `${name}.jpg`, packaged.poster);
  return video;
}

/** Makes order `orderId` if it is still to be made; never throws for the order's own failure. */
export async function makeVideoOrder(deps: AiVideoJobDeps, orderId: number): Promise<void> {
  const { db, media, now, logger } = deps;
  const [order] = await db
    .update(aiVideos)
    .set({ status: 'running' })
    .where(and(eq(aiVideos.id, orderId), inArray(aiVideos.status, ['queued', 'running'])))
    .returning();
  if (!order) return;
  // 128 random bits: the poster's IMAGE-line path is served to whoever has it.
  const name = newAiClip();
  const work = path.join(deps.workDir, name);
  const dropFiles = async () => {
    await media.removeFolder(`vid/${name}`);
    await media.remove(imageKeyOf(`${name}.jpg`));
  };
  let video: RenderedVideo;
  try {
    await mkdir(work, { recursive: true });
    video = await makeClip(deps, order, name, work);
  } catch (err) {
    const known = err instanceof VideoEngineError;
    if (!known) logger.warn({ err, order: orderId }, 'image to video failed');
    await dropFiles().catch(() => {});
    await failVideoOrder(db, orderId, known ? err.message : TIP_AI_FAILED, now());
    return;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const [done] = await db
    .update(aiVideos)
    .set({
      status: 'done',
      clip: name,
      poster: imagePathOf(name, 'jpg'),
      width: video.width,
      height: video.height,
      seconds: Math.round(video.seconds),
      finishedAt: new Date(now()),
    })
    .where(and(eq(aiVideos.id, orderId), eq(aiVideos.status, 'running')))
    .returning({ id: aiVideos.id });
  // Finished by another process meanwhile: these files belong to nothing.
  if (!done) await dropFiles();
}

/** Marks a running order failed with `reason` and refunds what it cost, once. */
export async function failVideoOrder(db: Db, orderId: number, reason: string, nowMs: number) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(aiVideos)
      .set({ status: 'failed', error: reason, finishedAt: new Date(nowMs) })
      .where(and(eq(aiVideos.id, orderId), eq(aiVideos.status, 'running')))
      .returning();
    if (!order || order.price === 0) return;
    await creditDiamonds(tx, {
      userId: order.userId,
      price: order.price,
      reason: 'ai_video_refund',
      refId: order.id,
      nowMs,
    });
    await tx.update(aiVideos).set({ refunded: true }).where(eq(aiVideos.id, order.id));
  });
}
