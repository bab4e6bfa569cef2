// 图生视频 orders (imgToVideo/generate, /order, /hide). Generating is one transaction under the
// caller's user row lock, as face swap's submission (ai-orders.ts): the repeat check by
// requestId, the own-photo check, the limit of open orders, the order row and the charge
// (wallet.ts debitDiamonds). The video itself is made later by the background job
// (ai-video-jobs.ts). Hiding takes an order out of its owner's list and removes its files; the
// row stays, as the ledger's reference.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';

import {
  AI_VIDEO_OPEN_MAX,
  AI_VIDEO_PRICE,
  TIP_AI_VIDEO_BUSY,
  aiVideoPlaybackId,
  type AiVideoMotion,
  type AiVideoState,
} from '@/lib/domain/ai/video';
import type { AiVideoGenerated, AiVideoOrder } from '@/lib/protocol/shapes/ai/video';

import type { Db } from '../../db/client';
import { aiVideos } from '../../db/schema/ai-video';
import { uploads } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { uploadedKeyOf } from './pictures';
import { checkPhoto } from './orders';
import { isAiVideoClip } from './video-files';
import type { MediaStore } from '../video/media-store';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { debitDiamonds, diamondBalance } from '../money/wallet';

export const TIP_VIDEO_NOT_FOUND = '作品不存在或已删除';
export const TIP_VIDEO_BUSY = '视频生成中，完成后再删除';

const OPEN: AiVideoState[] = ['queued', 'running'];
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

type VideoRow = typeof aiVideos.$inferSelect;

export function videoCard(row: VideoRow, photo: string | null): AiVideoOrder {
  const done = row.status === 'done';
  return {
    id: row.id,
    kind: 'video',
    motion: row.motion,
    status: row.status,
    photo: photo ?? '',
    playId: done ? aiVideoPlaybackId(row.id) : '',
    poster: done ? row.poster : '',
    width: row.width,
    height: row.height,
    seconds: row.seconds,
    error: row.error,
    price: row.price,
    refunded: row.refunded,
    createdAt: seconds(row.createdAt),
    finishedAt: row.finishedAt ? seconds(row.finishedAt) : null,
  };
}

/** Orders matching `where`, newest first, with their photo's picture. */
async function videoCards(db: Db, where: SQL | undefined, request?: PageRequest) {
  const query = db
    .select({ order: aiVideos, photo: uploads.url })
    .from(aiVideos)
    .leftJoin(uploads, eq(uploads.id, aiVideos.photoId))
    .where(where)
    .orderBy(desc(aiVideos.createdAt), desc(aiVideos.id));
  const rows = request ? await query.limit(request.pageSize).offset(request.offset) : await query;
  return rows.map((r) => videoCard(r.order, r.photo));
}

export type VideoRequest = {
  userId: number;
  photo: string;
  motion: AiVideoMotion;
  requestId: string;
  nowMs: number;
};

/** The answer, and whether a new order was queued (false for a repeated requestId). */
export type Generated = AiVideoGenerated & { queued: boolean };

export async function generateVideo(db: Db, input: VideoRequest): Promise<Generated> {
  const { userId, requestId, nowMs } = input;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const mine = eq(aiVideos.userId, userId);
    const [first] = await videoCards(tx, and(mine, eq(aiVideos.requestId, requestId)));
    if (first)
      return { order: first, balance: await diamondBalance(tx, userId), charged: 0, queued: false };
    await checkPhoto(tx, userId, input.photo);
    const [open] = await tx
      .select({ n: count() })
      .from(aiVideos)
      .where(and(mine, inArray(aiVideos.status, OPEN)));
    if ((open?.n ?? 0) >= AI_VIDEO_OPEN_MAX)
      throw badInput(TIP_AI_VIDEO_BUSY, 'ai video: too many open');
    const [row] = await tx
      .insert(aiVideos)
      .values({
        userId,
        photoId: input.photo,
        requestId,
        motion: input.motion,
        status: 'queued',
        price: AI_VIDEO_PRICE,
        createdAt: new Date(nowMs),
      })
      .returning();
    const price = AI_VIDEO_PRICE;
    const balance =
      price > 0
        ? await debitDiamonds(tx, { userId, price, reason: 'ai_video', refId: row!.id, nowMs })
        : await diamondBalance(tx, userId);
    const [card] = await videoCards(tx, eq(aiVideos.id, row!.id));
    return { order: card!, balance, charged: price, queued: true };
  });
}

export async function listVideos(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<AiVideoOrder>> {
  const where = and(eq(aiVideos.userId, userId), eq(aiVideos.hidden, false));
  const [total] = await db.select({ n: count() }).from(aiVideos).where(where);
  return pageOf(await videoCards(db, where, request), request, total?.n ?? 0);
}

/**
 * Hides the caller's finished order `id` and removes its clip and poster. Another user's,
 * unknown or hidden already → 4040; one still being made → 4000.
 */
export async function hideVideo(
  deps: { db: Db; media: MediaStore; logger: Logger },
  userId: number,
  id: number,
): Promise<{ id: number; hidden: true }> {
  const { db, media, logger } = deps;
  const mine = and(eq(aiVideos.id, id), eq(aiVideos.userId, userId), eq(aiVideos.hidden, false));
  const [found] = await db.select({ status: aiVideos.status }).from(aiVideos).where(mine);
  if (!found) throw notFound(TIP_VIDEO_NOT_FOUND);
  if (OPEN.includes(found.status)) throw badInput(TIP_VIDEO_BUSY);
  // Only a finished one, again: the job's last write cannot lose its files to a race.
  const [gone] = await db
    .update(aiVideos)
    .set({ hidden: true })
    .where(and(mine, inArray(aiVideos.status, ['done', 'failed'])))
    .returning({ clip: aiVideos.clip, poster: aiVideos.poster });
  if (!gone) throw notFound(TIP_VIDEO_NOT_FOUND);
  const posterKey = uploadedKeyOf(gone.poster);
  // Hidden already: files the store fails to drop are only orphans, logged.
  const drop = (what: Promise<void>) =>
    what.catch((err: unknown) => logger.warn({ err, order: id }, 'ai video file not removed'));
  if (isAiVideoClip(gone.clip)) await drop(media.removeFolder(`vid/${gone.clip}`));
  if (posterKey) await drop(media.remove(posterKey));
  return { id, hidden: true };
}
