// Drawing a 文生图 order, off the request path (community-jobs.ts queues it on the AI studio's
// queue): claim it (queued → running), ask the AI provider for the picture, re-encode it as a JPEG
// no larger than the size asked for (whatever the provider sent: PNG, metadata, a bigger frame),
// store it obfuscated under an unguessable name, and mark it done with the provider's demo flag.
// A failure marks it failed with a Chinese reason and gives the diamonds back, once: only the
// running → failed transition refunds, in the same transaction.
import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import sharp from 'sharp';

import { aiImagePixels } from '@/lib/domain/ai/image';
import { PICTURE_MAX_INPUT_PIXELS } from '@/lib/domain/platform/upload-limits';

import type { AiSettings } from '../../config';
import type { Db } from '../../db/client';
import { aiImages } from '../../db/schema/ai-image';
import { TIP_AI_FAILED } from './jobs';
import { AI_FAILURE_TIPS, AiProviderError, type AiProvider } from './provider';
import type { MediaStore } from '../video/media-store';
import { writeImage } from '../platform/upload-files';
import { imageKeyOf, imagePathOf } from '../platform/upload-paths';
import { creditDiamonds } from '../money/wallet';

/**
 * The longest one picture may hold the AI queue (ms) with the built-in demo. The adapter has its
 * own timeouts and retries; this cap is over all of them, so a provider that never answers cannot
 * stall the face swaps and videos queued behind it.
 */
export const AI_IMAGE_JOB_TIMEOUT_MS = 180_000;
/** What the backoff between an adapter's tries may add to their timeouts (ms). */
const RETRY_SLACK_MS = 30_000;

/**
 * The job's cap for the configured provider: 180 s, or longer when an OpenAI-compatible server is
 * given more (every try at its AI_IMAGE_TIMEOUT_MS, plus the waits between), so an operator's
 * slow model is never cut off before the adapter itself would give up.
 */
export function imageJobTimeoutMs(ai: AiSettings): number {
  if (ai.provider === 'local') return AI_IMAGE_JOB_TIMEOUT_MS;
  const adapter = ai.imageTimeoutMs * (ai.retries + 1) + RETRY_SLACK_MS;
  return Math.max(AI_IMAGE_JOB_TIMEOUT_MS, adapter);
}

export type AiImageJobDeps = {
  db: Db;
  media: MediaStore;
  /** The model's door (services/ai/provider.ts); none configured fails the order, refunded. */
  provider: AiProvider | undefined;
  now: () => number;
  logger: Logger;
  /** The job's cap (imageJobTimeoutMs); AI_IMAGE_JOB_TIMEOUT_MS when not given. */
  timeoutMs?: number;
};

type ImageRow = typeof aiImages.$inferSelect;
type Drawn = { bytes: Uint8Array; width: number; height: number; demo: boolean };

/** Orders a stopped origin left open, oldest first (resumed at start). */
export async function openImageOrders(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: aiImages.id })
    .from(aiImages)
    .where(inArray(aiImages.status, ['queued', 'running']))
    .orderBy(asc(aiImages.id));
  return rows.map((r) => r.id);
}

/** The provider's picture as a JPEG within `box`, or an AiProviderError('bad-answer'). */
async function toJpeg(bytes: Uint8Array, box: { width: number; height: number }) {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: PICTURE_MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .autoOrient()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    const jpeg = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return { bytes: jpeg, width: info.width, height: info.height };
  } catch (err) {
    throw new AiProviderError('bad-answer', `picture not decodable: ${String(err)}`);
  }
}

/** Asks the provider, under the job's own time cap. */
async function draw(deps: AiImageJobDeps, order: ImageRow): Promise<Drawn> {
  const { provider } = deps;
  if (!provider) throw new AiProviderError('misconfigured', 'no AI provider given to the jobs');
  const box = aiImagePixels(order.size);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected first: the abort makes the provider's own promise reject, and the race keeps
      // whichever came first.
      reject(new AiProviderError('timeout', 'ai image job over its time cap'));
      controller.abort();
    }, deps.timeoutMs ?? AI_IMAGE_JOB_TIMEOUT_MS);
  });
  try {
    const made = await Promise.race([
      provider.image({
        prompt: order.prompt,
        style: order.style,
        ...box,
        signal: controller.signal,
      }),
      timedOut,
    ]);
    return { ...(await toJpeg(made.bytes, box)), demo: provider.demo };
  } finally {
    clearTimeout(timer);
  }
}

/** Why an order failed, as its owner reads it. */
function reasonOf(err: unknown): string {
  return err instanceof AiProviderError ? AI_FAILURE_TIPS[err.failure] : TIP_AI_FAILED;
}

/** Draws order `orderId` if it is still to be drawn; never throws for the order's own failure. */
export async function makeImageOrder(deps: AiImageJobDeps, orderId: number): Promise<void> {
  const { db, media, now, logger } = deps;
  const [order] = await db
    .update(aiImages)
    .set({ status: 'running' })
    .where(and(eq(aiImages.id, orderId), inArray(aiImages.status, ['queued', 'running'])))
    .returning();
  if (!order) return;
  // 128 random bits: the IMAGE line serves it to whoever has the path, so the path is the secret.
  const name = `aii-${randomBytes(16).toString('hex')}`;
  let drawn: Drawn;
  try {
    drawn = await draw(deps, order);
    await writeImage(media, `${name}.jpg`, drawn.bytes);
  } catch (err) {
    // A refusal by the provider's own filter is the user's prompt; the rest is for the operator.
    if (!(err instanceof AiProviderError && err.failure === 'refused'))
      logger.warn({ err, order: orderId }, 'text to image failed');
    await failImageOrder(db, orderId, reasonOf(err), now());
    return;
  }
  const [done] = await db
    .update(aiImages)
    .set({
      status: 'done',
      result: imagePathOf(name, 'jpg'),
      width: drawn.width,
      height: drawn.height,
      demo: drawn.demo,
      finishedAt: new Date(now()),
    })
    .where(and(eq(aiImages.id, orderId), eq(aiImages.status, 'running')))
    .returning({ id: aiImages.id });
  // Finished by another process meanwhile: this picture belongs to nothing.
  if (!done) await media.remove(imageKeyOf(`${name}.jpg`));
}

/** Marks a running order failed with `reason` and refunds what it cost, once. */
export async function failImageOrder(db: Db, orderId: number, reason: string, nowMs: number) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(aiImages)
      .set({ status: 'failed', error: reason, finishedAt: new Date(nowMs) })
      .where(and(eq(aiImages.id, orderId), eq(aiImages.status, 'running')))
      .returning();
    if (!order || order.price === 0) return;
    await creditDiamonds(tx, {
      userId: order.userId,
      price: order.price,
      reason: 'ai_image_refund',
      refId: order.id,
      nowMs,
    });
    await tx.update(aiImages).set({ refunded: true }).where(eq(aiImages.id, order.id));
  });
}
