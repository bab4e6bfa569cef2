// Answer shapes of the console's feedback and broadcast calls (docs/admin-api.md "Feedback and
// messages").
import * as v from 'valibot';

import { BROADCAST_AUDIENCES, FEEDBACK_STATUSES } from '@/lib/domain/admin/feedback';

export const feedbackRow = v.object({
  id: v.number(),
  userId: v.number(),
  /** The user's shown name and kind (guest or account), so the operator knows who wrote. */
  nickname: v.string(),
  account: v.nullable(v.string()),
  userKind: v.string(),
  category: v.string(),
  content: v.string(),
  contact: v.string(),
  /** Public picture paths, read over the IMAGE line (obfuscated, decoded in the console). */
  images: v.array(v.string()),
  status: v.picklist(FEEDBACK_STATUSES),
  reply: v.nullable(v.string()),
  /** ISO 8601. */
  repliedAt: v.nullable(v.string()),
  closedAt: v.nullable(v.string()),
  createdAt: v.string(),
});
export type FeedbackRow = v.InferOutput<typeof feedbackRow>;

export const feedbackPage = v.object({
  items: v.array(feedbackRow),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** The IMAGE line the pictures are read from. */
  imageLine: v.string(),
});
export type FeedbackPage = v.InferOutput<typeof feedbackPage>;

export const feedbackItem = v.object({ item: feedbackRow });

export const broadcastSent = v.object({
  audience: v.picklist(BROADCAST_AUDIENCES),
  /** The users it reached when sent (everyone: also those who arrive later). */
  reached: v.number(),
});
export type BroadcastSent = v.InferOutput<typeof broadcastSent>;
