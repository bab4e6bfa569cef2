// Answer shapes of the money calls that are built: 兑换码 (redeemcode) and the wallet's 明细
// (user/wallet/ledger; docs/money-api.md).
import * as v from 'valibot';

import { CURRENCIES, LEDGER_REASONS } from '@/lib/domain/money/ledger';
import { VIP_TIERS } from '@/lib/domain/money/vip';

import { vipInfo } from '../account/login';

export const redeemReward = v.variant('kind', [
  /** Diamonds in §5 tenths. */
  v.object({ kind: v.literal('diamonds'), amount: v.number() }),
  v.object({
    kind: v.literal('vip'),
    tier: v.picklist(VIP_TIERS),
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

/** One wallet_ledger row of the caller, newest first in user/wallet/ledger. */
export const ledgerEntry = v.object({
  id: v.number(),
  currency: v.picklist(CURRENCIES),
  /** Signed, in §5 units: diamonds in tenths, gold in cents. */
  amount: v.number(),
  /** The currency's balance after this change, same units. */
  balanceAfter: v.number(),
  reason: v.picklist(LEDGER_REASONS),
  /** What it was for, when the row names one: a video, collection, post, task or 兑换码; else ''. */
  title: v.string(),
  /** Unix seconds. */
  createdAt: v.number(),
});

export type LedgerEntry = v.InferOutput<typeof ledgerEntry>;
export type RedeemUsed = v.InferOutput<typeof redeemUsed>;
export type RedeemRecord = v.InferOutput<typeof redeemRecord>;
