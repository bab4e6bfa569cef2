// Answer shapes of the AI studio's calls (aiTemplate, aiOrder; docs/ai-api.md). Face swap works
// only on operator templates, with the caller's own uploaded photo and an explicit consent.
import * as v from 'valibot';

import { AI_STATUSES } from '@/lib/domain/ai/studio';

/** An operator template a face is put into. Pictures are IMAGE-line paths, obfuscated (§5). */
export const aiTemplate = v.object({
  id: v.number(),
  title: v.string(),
  /** The template picture, shown as is; the face goes into its marked oval. */
  cover: v.string(),
  width: v.number(),
  height: v.number(),
  /** Diamonds (§5 tenths) an order costs; 0 for a free template. */
  price: v.number(),
  /** Orders made with it (all users), for the 热门 label. */
  uses: v.number(),
});

export const aiOrderStatus = v.picklist(AI_STATUSES);

export const aiOrder = v.object({
  id: v.number(),
  kind: v.literal('face'),
  template: v.object({ id: v.number(), title: v.string(), cover: v.string() }),
  status: aiOrderStatus,
  /** IMAGE-line path of the finished picture; '' until done. */
  result: v.string(),
  width: v.number(),
  height: v.number(),
  /** Why it failed, in Chinese; '' otherwise. */
  error: v.string(),
  /** Diamonds charged (§5 tenths); given back when the order fails (`refunded`). */
  price: v.number(),
  refunded: v.boolean(),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
});

export const aiOrderSubmitted = v.object({
  order: aiOrder,
  /** The caller's diamonds after the charge. */
  balance: v.number(),
  /** 0 when this requestId was submitted before (the first order is answered again). */
  charged: v.number(),
});

export const aiOrdersDeleted = v.object({ deleted: v.number() });

export type AiTemplate = v.InferOutput<typeof aiTemplate>;
export type AiOrder = v.InferOutput<typeof aiOrder>;
export type AiOrderStatus = v.InferOutput<typeof aiOrderStatus>;
export type AiOrderSubmitted = v.InferOutput<typeof aiOrderSubmitted>;
