// Answer shapes of 文生图 (§7 "Text to image"; docs/ai-api.md): a picture drawn from the caller's
// prompt in a chosen style and size, kept obfuscated on the IMAGE line like every picture.
import * as v from 'valibot';

import { AI_IMAGE_SIZES, AI_IMAGE_STYLES } from '@/lib/domain/ai/image';
import { AI_VIDEO_STATES } from '@/lib/domain/ai/video';

export const aiImageStyle = v.picklist(AI_IMAGE_STYLES);
export const aiImageSize = v.picklist(AI_IMAGE_SIZES);

export const aiImageOrder = v.object({
  id: v.number(),
  kind: v.literal('image'),
  /** The prompt as kept (cleaned of invisible characters). */
  prompt: v.string(),
  style: aiImageStyle,
  size: aiImageSize,
  /** queued, running, done or failed (图生视频's states). */
  status: v.picklist(AI_VIDEO_STATES),
  /** IMAGE-line path of the picture (obfuscated, §5); '' until done. */
  result: v.string(),
  /** The picture's pixels; 0 until done. */
  width: v.number(),
  height: v.number(),
  /** Drawn by the built-in demo, not a model: the screens mark it 演示生成. */
  demo: v.boolean(),
  /** Why it failed, in Chinese; '' otherwise. */
  error: v.string(),
  /** Diamonds charged (§5 tenths); given back when it fails (`refunded`). */
  price: v.number(),
  refunded: v.boolean(),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
});

export const aiImageGenerated = v.object({
  order: aiImageOrder,
  /** The caller's diamonds after the charge. */
  balance: v.number(),
  /** 0 when this requestId was sent before (the first order is answered again). */
  charged: v.number(),
});

export const aiImageHidden = v.object({ id: v.number(), hidden: v.literal(true) });

export type AiImageOrder = v.InferOutput<typeof aiImageOrder>;
export type AiImageGenerated = v.InferOutput<typeof aiImageGenerated>;
