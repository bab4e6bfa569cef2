// 文生图 orders (txtToImg/generate, /list, /hide). Generating is one transaction under the caller's
// user row lock, as 图生视频's (ai-videos.ts): the repeat check by requestId, the prompt through
// the text rules, the limit of open orders, the order row and the charge (wallet.ts
// debitDiamonds). The picture itself is drawn later by the background job (ai-image-jobs.ts).
// Hiding takes an order out of its owner's list and removes its picture; the row stays, as the
// ledger's reference.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';

import {
  AI_IMAGE_OPEN_MAX,
  AI_IMAGE_PRICE,
  AI_IMAGE_PROMPT_LABEL,
  AI_IMAGE_PROMPT_MAX,
  TIP_AI_IMAGE_BUSY,
  promptLengthProblem,
  type AiImageSize,
  type AiImageStyle,
} from '@/lib/domain/ai/image';
import { checkAiText } from '@/lib/domain/ai/text-rules';
import type { AiVideoState } from '@/lib/domain/ai/video';
import type { AiImageGenerated, AiImageOrder } from '@/lib/protocol/shapes/ai/image';

import type { Db } from '../../db/client';
import { aiImages } from '../../db/schema/ai-image';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { uploadedKeyOf } from './pictures';
import { communitySettings } from '../community/config';
import type { MediaStore } from '../video/media-store';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { debitDiamonds, diamondBalance } from '../money/wallet';

export const TIP_IMAGE_NOT_FOUND = '作品不存在或已删除';
export const TIP_IMAGE_BUSY = '图片生成中，完成后再删除';

const OPEN: AiVideoState[] = ['queued', 'running'];
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

type ImageRow = typeof aiImages.$inferSelect;

export function imageCard(row: ImageRow): AiImageOrder {
  const done = row.status === 'done';
  return {
    id: row.id,
    kind: 'image',
    prompt: row.prompt,
    style: row.style,
    size: row.size,
    status: row.status,
    result: done ? row.result : '',
    width: row.width,
    height: row.height,
    demo: row.demo,
    error: row.error,
    price: row.price,
    refunded: row.refunded,
    createdAt: seconds(row.createdAt),
    finishedAt: row.finishedAt ? seconds(row.finishedAt) : null,
  };
}

/** Orders matching `where`, newest first. */
async function imageCards(db: Db, where: SQL | undefined, request?: PageRequest) {
  const query = db
    .select()
    .from(aiImages)
    .where(where)
    .orderBy(desc(aiImages.createdAt), desc(aiImages.id));
  const rows = request ? await query.limit(request.pageSize).offset(request.offset) : await query;
  return rows.map(imageCard);
}

export type ImageRequest = {
  userId: number;
  prompt: string;
  style: AiImageStyle;
  size: AiImageSize;
  requestId: string;
  nowMs: number;
};

/** The answer, and whether a new order was queued (false for a repeated requestId). */
export type Generated = AiImageGenerated & { queued: boolean };

export async function generateImage(db: Db, input: ImageRequest): Promise<Generated> {
  const { userId, requestId, nowMs } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(aiImages.userId, userId);
    const [first] = await imageCards(tx, and(mine, eq(aiImages.requestId, requestId)));
    if (first)
      return { order: first, balance: await diamondBalance(tx, userId), charged: 0, queued: false };
    // Refused before anything is written: a refused prompt costs nothing.
    const length = promptLengthProblem(input.prompt);
    if (length) throw badInput(length);
    const { rules } = await communitySettings(tx);
    const verdict = checkAiText(input.prompt, rules, {
      maxChars: AI_IMAGE_PROMPT_MAX,
      label: AI_IMAGE_PROMPT_LABEL,
    });
    if (!verdict.ok) throw badInput(verdict.reason, 'ai image: prompt refused');
    const prompt = verdict.text;
    const [open] = await tx
      .select({ n: count() })
      .from(aiImages)
      .where(and(mine, inArray(aiImages.status, OPEN)));
    if ((open?.n ?? 0) >= AI_IMAGE_OPEN_MAX)
      throw badInput(TIP_AI_IMAGE_BUSY, 'ai image: too many open');
    const price = AI_IMAGE_PRICE;
    const [row] = await tx
      .insert(aiImages)
      .values({
        userId,
        requestId,
        prompt,
        style: input.style,
        size: input.size,
        status: 'queued',
        price,
        createdAt: new Date(nowMs),
      })
      .returning();
    const balance =
      price > 0
        ? await debitDiamonds(tx, { userId, price, reason: 'ai_image', refId: row!.id, nowMs })
        : await diamondBalance(tx, userId);
    return { order: imageCard(row!), balance, charged: price, queued: true };
  });
}

export async function listImages(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<AiImageOrder>> {
  const where = and(eq(aiImages.userId, userId), eq(aiImages.hidden, false));
  const [total] = await db.select({ n: count() }).from(aiImages).where(where);
  return pageOf(await imageCards(db, where, request), request, total?.n ?? 0);
}

/**
 * Hides the caller's finished order `id` and removes its picture. Another user's, unknown or
 * hidden already → 4040; one still being made → 4000.
 */
export async function hideImage(
  deps: { db: Db; media: MediaStore; logger: Logger },
  userId: number,
  id: number,
): Promise<{ id: number; hidden: true }> {
  const { db, media, logger } = deps;
  const mine = and(eq(aiImages.id, id), eq(aiImages.userId, userId), eq(aiImages.hidden, false));
  const [found] = await db.select({ status: aiImages.status }).from(aiImages).where(mine);
  if (!found) throw notFound(TIP_IMAGE_NOT_FOUND);
  if (OPEN.includes(found.status)) throw badInput(TIP_IMAGE_BUSY);
  // Only a finished one, again: the job's last write cannot lose its picture to a race.
  const [gone] = await db
    .update(aiImages)
    .set({ hidden: true })
    .where(and(mine, inArray(aiImages.status, ['done', 'failed'])))
    .returning({ result: aiImages.result });
  if (!gone) throw notFound(TIP_IMAGE_NOT_FOUND);
  const key = uploadedKeyOf(gone.result);
  // Hidden already: a picture the store fails to drop is only an orphan, logged.
  if (key)
    await media
      .remove(key)
      .catch((err: unknown) => logger.warn({ err, order: id }, 'ai image not removed'));
  return { id, hidden: true };
}
