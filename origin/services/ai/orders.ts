// Face-swap orders (aiOrder/facechange/submit, /list, aiOrder/del). A submission is one
// transaction under the caller's user row lock: the repeat check by requestId, the photo and
// template checks, the limit of unfinished orders, the order row and the charge (wallet.ts
// debitDiamonds). The lock serialises one user's submissions, so neither the limit nor the
// balance can be raced; the unique (user, requestId) index is the last line of defence.
// The picture itself is made later by the background job (ai-jobs.ts).
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';

import { AI_UNFINISHED_MAX, TIP_AI_BUSY } from '@/lib/domain/ai/studio';
import type { AiOrder, AiOrderStatus, AiOrderSubmitted } from '@/lib/protocol/shapes/ai/face-swap';

import type { Db } from '../../db/client';
import { aiOrders, aiTemplates } from '../../db/schema/ai';
import { uploads } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { uploadedKeyOf } from './pictures';
import { findTemplate } from './templates';
import type { MediaStore } from '../video/media-store';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { debitDiamonds, diamondBalance } from '../money/wallet';

export const TIP_PHOTO_NOT_FOUND = '照片不存在，请重新上传';
export const TIP_PHOTO_NOT_OWN = '只能使用本人上传的照片';
export const TIP_PHOTO_NOT_IMAGE = '请上传图片格式的照片';
export const TIP_PHOTO_NOT_READY = '照片还在处理中，请稍后再试';
export const TIP_ORDER_NOT_FOUND = '作品不存在或已删除';
export const TIP_ORDER_BUSY = '作品生成中，完成后再删除';

const UNFINISHED: AiOrderStatus[] = ['queued', 'processing'];
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

type OrderRow = typeof aiOrders.$inferSelect;
type TemplateOfOrder = { id: number; title: string; cover: string };

export function orderCard(row: OrderRow, template: TemplateOfOrder): AiOrder {
  return {
    id: row.id,
    kind: 'face',
    template,
    status: row.status,
    result: row.result,
    width: row.width,
    height: row.height,
    error: row.error,
    price: row.price,
    refunded: row.refunded,
    createdAt: seconds(row.createdAt),
    finishedAt: row.finishedAt ? seconds(row.finishedAt) : null,
  };
}

const templateColumns = { id: aiTemplates.id, title: aiTemplates.title, cover: aiTemplates.cover };

/** Orders matching `where`, newest first, as the client reads them. */
async function orderCards(db: Db, where: SQL | undefined, request?: PageRequest) {
  const query = db
    .select({ order: aiOrders, template: templateColumns })
    .from(aiOrders)
    .innerJoin(aiTemplates, eq(aiTemplates.id, aiOrders.templateId))
    .where(where)
    .orderBy(desc(aiOrders.createdAt), desc(aiOrders.id));
  const rows = request ? await query.limit(request.pageSize).offset(request.offset) : await query;
  return rows.map((r) => orderCard(r.order, r.template));
}

/** The caller's own picture upload, ready; the Chinese tip of what is wrong otherwise. */
export async function checkPhoto(db: Db, userId: number, photoId: string): Promise<void> {
  const [photo] = await db.select().from(uploads).where(eq(uploads.id, photoId));
  if (!photo) throw notFound(TIP_PHOTO_NOT_FOUND);
  // A picture upload/images took without a session (before it needed one) has no owner.
  if (photo.userId !== userId) throw badInput(TIP_PHOTO_NOT_OWN, 'ai: photo of another user');
  if (photo.kind !== 'image') throw badInput(TIP_PHOTO_NOT_IMAGE, 'ai: photo not an image');
  if (photo.status !== 'ready') throw badInput(TIP_PHOTO_NOT_READY, 'ai: photo not ready');
}

export type FaceSubmission = {
  userId: number;
  templateId: number;
  photo: string;
  requestId: string;
  nowMs: number;
};

/** The answer, and whether a new order was queued (false for a repeated requestId). */
export type Submitted = AiOrderSubmitted & { queued: boolean };

export async function submitFaceOrder(db: Db, input: FaceSubmission): Promise<Submitted> {
  const { userId, requestId, nowMs } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(aiOrders.userId, userId);
    const [first] = await orderCards(tx, and(mine, eq(aiOrders.requestId, requestId)));
    if (first)
      return { order: first, balance: await diamondBalance(tx, userId), charged: 0, queued: false };
    const template = await findTemplate(tx, input.templateId);
    await checkPhoto(tx, userId, input.photo);
    const [busy] = await tx
      .select({ n: count() })
      .from(aiOrders)
      .where(and(mine, inArray(aiOrders.status, UNFINISHED)));
    if ((busy?.n ?? 0) >= AI_UNFINISHED_MAX) throw badInput(TIP_AI_BUSY, 'ai: too many unfinished');
    const [row] = await tx
      .insert(aiOrders)
      .values({
        userId,
        templateId: template.id,
        photoId: input.photo,
        requestId,
        status: 'queued',
        width: template.width,
        height: template.height,
        price: template.price,
        createdAt: new Date(nowMs),
      })
      .returning();
    await tx
      .update(aiTemplates)
      .set({ uses: template.uses + 1 })
      .where(eq(aiTemplates.id, template.id));
    // A free template charges nothing and writes no ledger row.
    const balance =
      template.price > 0
        ? await debitDiamonds(tx, {
            userId,
            price: template.price,
            reason: 'ai',
            refId: row!.id,
            nowMs,
          })
        : await diamondBalance(tx, userId);
    const order = orderCard(row!, {
      id: template.id,
      title: template.title,
      cover: template.cover,
    });
    return { order, balance, charged: template.price, queued: true };
  });
}

export async function listFaceOrders(
  db: Db,
  userId: number,
  status: AiOrderStatus | undefined,
  request: PageRequest,
): Promise<PageOf<AiOrder>> {
  const where = and(eq(aiOrders.userId, userId), status ? eq(aiOrders.status, status) : undefined);
  const [total] = await db.select({ n: count() }).from(aiOrders).where(where);
  return pageOf(await orderCards(db, where, request), request, total?.n ?? 0);
}

/**
 * Deletes the caller's finished orders among `ids` and their pictures. Others' and unknown ids
 * are skipped; none of the caller's → 4040; one still being made → 4000 and nothing deleted.
 */
export async function deleteFaceOrders(
  deps: { db: Db; media: MediaStore; logger: Logger },
  userId: number,
  ids: number[],
): Promise<{ deleted: number }> {
  const { db, media, logger } = deps;
  const mine = and(eq(aiOrders.userId, userId), inArray(aiOrders.id, ids));
  const found = await db.select({ status: aiOrders.status }).from(aiOrders).where(mine);
  if (found.length === 0) throw notFound(TIP_ORDER_NOT_FOUND);
  if (found.some((o) => UNFINISHED.includes(o.status))) throw badInput(TIP_ORDER_BUSY);
  // Only finished ones, again: an order cannot have gone back to unfinished, but the condition
  // keeps a picture being written from losing its row.
  const gone = await db
    .delete(aiOrders)
    .where(and(mine, inArray(aiOrders.status, ['done', 'failed'])))
    .returning({ id: aiOrders.id, result: aiOrders.result });
  for (const { id, result } of gone) {
    const key = uploadedKeyOf(result);
    // The row is gone already: a picture the store fails to drop is only an orphan, logged.
    if (key)
      await media
        .remove(key)
        .catch((err: unknown) => logger.warn({ err, order: id }, 'ai picture not removed'));
  }
  return { deleted: gone.length };
}
