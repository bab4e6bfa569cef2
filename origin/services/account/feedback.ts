// Feedback (feedback/add): text, a category and up to 4 pictures. The user reads their own
// feedback and the operator's answer in the message center (kind feedback); the operator's
// tooling answers through replyToFeedback.
import { and, eq, gte, sql } from 'drizzle-orm';

import { cleanLine, cleanText, textLength } from '@/lib/domain/platform/text-normalise';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
} from '@/lib/protocol/calls/account/user-center';

import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/account';
import { badInput, notFound, rateLimited } from '../../http/envelope';
import { hitWindow } from '../platform/rate-limits';
import { readPicture, storeUserImage } from './user-images';

// Enough for real reports; a script filling the table is stopped.
const FEEDBACK_PER_DAY = 10;

export type FeedbackInput = {
  category: (typeof FEEDBACK_CATEGORIES)[number];
  content: string;
  contact?: string | undefined;
  images: unknown[];
};

export async function addFeedback(db: Db, userId: number, input: FeedbackInput, nowMs: number) {
  // Counted and stored as it looks: five blank letters are not five characters of description.
  const content = cleanText(input.content);
  if (textLength(content) < FEEDBACK_CONTENT_MIN)
    throw badInput(`请至少描述${FEEDBACK_CONTENT_MIN}个字，方便我们定位问题`);
  if (input.images.length > FEEDBACK_MAX_IMAGES)
    throw badInput(`最多上传${FEEDBACK_MAX_IMAGES}张图片`);
  const sent = await hitWindow(db, `feedback:${userId}`, 86_400, nowMs);
  if (sent.count > FEEDBACK_PER_DAY)
    throw rateLimited(sent.retryAfter, '今日反馈次数已达上限，请明天再试');
  // Every picture is checked before any is stored: a bad fourth picture stores nothing.
  const pictures = [];
  for (const file of input.images) pictures.push(await readPicture(file, FEEDBACK_IMAGE_MAX_BYTES));
  const images = [];
  for (const picture of pictures) {
    images.push(await storeUserImage(db, { userId, kind: 'feedback', ...picture, nowMs }));
  }
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      category: input.category,
      content,
      contact: cleanLine(input.contact ?? ''),
      images,
      createdAt: new Date(nowMs),
    })
    .returning({ id: feedback.id });
  return { id: row!.id, images };
}

/** The operator answers a feedback; the user sees it as an unread 反馈回复. */
export async function replyToFeedback(db: Db, id: number, reply: string, nowMs: number) {
  const rows = await db
    .update(feedback)
    .set({ reply, repliedAt: new Date(nowMs) })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (rows.length === 0) throw notFound('反馈不存在');
}

/** How many feedbacks a user sent since `sinceMs` (tests, the operator's view). */
export async function feedbackCount(db: Db, userId: number, sinceMs: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, new Date(sinceMs))));
  return Number(row?.n ?? 0);
}
