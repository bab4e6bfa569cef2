// Answer shapes of the money calls that are built: 兑换码 (redeemcode; docs/money-api.md).
import * as v from 'valibot';

import { vipInfo } from './account';

export const redeemReward = v.variant('kind', [
  /** Diamonds in §5 tenths. */
  v.object({ kind: v.literal('diamonds'), amount: v.number() }),
  v.object({
    kind: v.literal('vip'),
    tier: v.picklist(['normal', 'supreme', 'dark']),
    days: v.number(),
  }),
]);

export const redeemUsed = v.object({
  /** The code as the origin read it (upper case, no spaces or dashes). */
  code: v.string(),
  reward: redeemReward,
  /** The caller's diamonds after the reward (§5 tenths). */
  diamonds: v.number(),
  /** The tier the reward extended, with its new expiry; null for diamonds. */
  vip: v.nullable(vipInfo),
});

/** One code the caller has used, newest first in redeemcode/list. */
export const redeemRecord = v.object({
  id: v.number(),
  code: v.string(),
  reward: redeemReward,
  /** Unix seconds. */
  usedAt: v.number(),
});

export type RedeemUsed = v.InferOutput<typeof redeemUsed>;
export type RedeemRecord = v.InferOutput<typeof redeemRecord>;
