// Making a face-swap order, off the request path (community-jobs.ts queues it): claim it
// (queued → processing), put the photo into the template through the FaceEngine, store the
// picture in the media store under an unguessable name, and mark it done. A failure marks it
// failed with a Chinese reason and gives the diamonds back, once: only the processing → failed
// transition refunds, in the same transaction.
import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';

import type { Db } from '../../db/client';
import { aiOrders, aiTemplates } from '../../db/schema/ai';
import { uploads } from '../../db/schema/community';
import { FaceEngineError, type ComposedPicture, type FaceEngine } from './face-engine';
import { readPicture } from './pictures';
import type { MediaStore } from '../video/media-store';
import { writeImage } from '../platform/upload-files';
import { imageKeyOf, imagePathOf } from '../platform/upload-paths';
import { creditDiamonds } from '../money/wallet';

export const TIP_PHOTO_GONE = '照片已失效，请重新上传';
export const TIP_AI_FAILED = '生成失败，请稍后重试';

export type AiJobDeps = {
  db: Db;
  media: MediaStore;
  engine: FaceEngine;
  now: () => number;
  logger: Logger;
};

type OrderRow = typeof aiOrders.$inferSelect;

/** Orders a stopped origin left unfinished, oldest first (resumed at start). */
export async function unfinishedFaceOrders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: aiOrders.id })
    .from(aiOrders)
    .where(inArray(aiOrders.status, ['queued', 'processing']))
    .orderBy(asc(aiOrders.id));
  return rows.map((r) => r.id);
}

async function composeOrder(deps: AiJobDeps, order: OrderRow): Promise<ComposedPicture> {
  const { db, media, engine } = deps;
  const [template] = await db
    .select()
    .from(aiTemplates)
    .where(eq(aiTemplates.id, order.templateId));
  const [photo] = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.id, order.photoId), eq(uploads.userId, order.userId)));
  const photoBytes = photo ? await readPicture(media, photo.url) : null;
  if (!photoBytes) throw new FaceEngineError(TIP_PHOTO_GONE);
  const templateBytes = template ? await readPicture(media, template.cover) : null;
  if (!template || !templateBytes) throw new Error(`template ${order.templateId} has no picture`);
  const face = { x: template.faceX, y: template.faceY, rx: template.faceRx, ry: template.faceRy };
  return engine.compose(
    { bytes: templateBytes, width: template.width, height: template.height, face },
    photoBytes,
  );
}

/** Makes order `orderId` if it is still to be made; never throws for the order's own failure. */
export async function makeFaceOrder(deps: AiJobDeps, orderId: number): Promise<void> {
  const { db, media, now, logger } = deps;
  const [order] = await db
    .update(aiOrders)
    .set({ status: 'processing' })
    .where(and(eq(aiOrders.id, orderId), inArray(aiOrders.status, ['queued', 'processing'])))
    .returning();
  if (!order) return;
  // 128 random bits: the IMAGE line serves it to whoever has the path, so the path is the secret.
  const name = `ai-${randomBytes(16).toString('hex')}`;
  let picture: ComposedPicture;
  try {
    picture = await composeOrder(deps, order);
    await writeImage(media, `${name}.jpg`, picture.bytes);
  } catch (err) {
    const known = err instanceof FaceEngineError;
    if (!known) logger.warn({ err, order: orderId }, 'face swap failed');
    await failFaceOrder(db, orderId, known ? err.message : TIP_AI_FAILED, now());
    return;
  }
  const [done] = await db
    .update(aiOrders)
    .set({
      status: 'done',
      result: imagePathOf(name, 'jpg'),
      width: picture.width,
      height: picture.height,
      finishedAt: new Date(now()),
    })
    .where(and(eq(aiOrders.id, orderId), eq(aiOrders.status, 'processing')))
    .returning({ id: aiOrders.id });
  // Finished by another process meanwhile: this picture belongs to nothing.
  if (!done) await media.remove(imageKeyOf(`${name}.jpg`));
}

/** Marks a processing order failed with `reason` and refunds what it cost, once. */
export async function failFaceOrder(db: Db, orderId: number, reason: string, nowMs: number) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(aiOrders)
      .set({ status: 'failed', error: reason, finishedAt: new Date(nowMs) })
      .where(and(eq(aiOrders.id, orderId), eq(aiOrders.status, 'processing')))
      .returning();
    if (!order || order.price === 0) return;
    await creditDiamonds(tx, {
      userId: order.userId,
      price: order.price,
      reason: 'ai_refund',
      refId: order.id,
      nowMs,
    });
    await tx.update(aiOrders).set({ refunded: true }).where(eq(aiOrders.id, order.id));
  });
}
