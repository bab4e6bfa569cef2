// Answer shapes of 图生视频 (§7 "Image to video"; docs/ai-api.md): a short silent video made from
// the caller's own photo with a chosen camera motion, played through the one playlist route.
import * as v from 'valibot';

import { AI_VIDEO_MOTIONS, AI_VIDEO_STATES } from '@/lib/domain/ai/video';

export const aiVideoMotion = v.picklist(AI_VIDEO_MOTIONS);
export const aiVideoState = v.picklist(AI_VIDEO_STATES);

export const aiVideoOrder = v.object({
  id: v.number(),
  kind: v.literal('video'),
  motion: aiVideoMotion,
  status: aiVideoState,
  /** IMAGE-line path of the photo it is made from (obfuscated, §5); '' when that upload is gone. */
  photo: v.string(),
  /** The playlist route's id for it (`aiv-<id>`, docs/protocol.md "Playback"); '' until done. */
  playId: v.string(),
  /** IMAGE-line path of its first frame; '' until done. */
  poster: v.string(),
  /** The video's frame; 0 until done. */
  width: v.number(),
  height: v.number(),
  /** Its length in seconds; 0 until done. */
  seconds: v.number(),
  /** Why it failed, in Chinese; '' otherwise. */
  error: v.string(),
  /** Diamonds charged (§5 tenths); given back when it fails (`refunded`). */
  price: v.number(),
  refunded: v.boolean(),
  createdAt: v.number(),
  finishedAt: v.nullable(v.number()),
});

export const aiVideoGenerated = v.object({
  order: aiVideoOrder,
  /** The caller's diamonds after the charge. */
  balance: v.number(),
  /** 0 when this requestId was sent before (the first order is answered again). */
  charged: v.number(),
});

export const aiVideoHidden = v.object({ id: v.number(), hidden: v.literal(true) });

export type AiVideoOrder = v.InferOutput<typeof aiVideoOrder>;
export type AiVideoGenerated = v.InferOutput<typeof aiVideoGenerated>;
