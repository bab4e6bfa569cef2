// Answer shapes of the points exchange (Redeem: redeem/list, /exchange, /history;
// docs/money-api.md "Points exchange") and of the membership cards (card/list).
import * as v from 'valibot';

import { VIP_TIERS } from '@/lib/domain/money/vip';

import { vipInfo } from '../account/login';

const vipTier = v.picklist(VIP_TIERS);

/** What a good gives: diamonds in §5 tenths, gold in §5 cents, or VIP days of a tier. */
export const goodsReward = v.variant('kind', [
  v.object({ kind: v.literal('diamonds'), amount: v.number() }),
  v.object({ kind: v.literal('gold'), amount: v.number() }),
  v.object({ kind: v.literal('vip'), tier: vipTier, days: v.number() }),
]);

/** The caller's points (lib/domain/welfare/points pointsView): earned all time, spent, and the balance. */
export const pointsBalance = v.object({
  earned: v.number(),
  spent: v.number(),
  balance: v.number(),
});

export const pointsGoods = v.object({
  id: v.number(),
  title: v.string(),
  reward: goodsReward,
  /** Points it costs. */
  price: v.number(),
  /** Left in stock; null: no limit. */
  stock: v.nullable(v.number()),
  /** Exchanges one user may make, ever; null: no limit. */
  userLimit: v.nullable(v.number()),
  /** The caller's exchanges of it so far (0 without a session). */
  exchanged: v.number(),
});

export const pointsGoodsList = v.object({
  list: v.array(pointsGoods),
  /** Null without a session. */
  points: v.nullable(pointsBalance),
});

/** One exchange, newest first in redeem/history: a copy of the good at the time. */
export const pointsExchange = v.object({
  id: v.number(),
  goodsId: v.number(),
  title: v.string(),
  reward: goodsReward,
  points: v.number(),
  /** Unix seconds. */
  createdAt: v.number(),
});

export const pointsExchanged = v.object({
  exchange: pointsExchange,
  points: pointsBalance,
  /** The caller's balances after it (§5 units). */
  wallet: v.object({ gold: v.number(), diamonds: v.number() }),
  /** The tier a VIP good extended, as user/info shows it; null otherwise. */
  vip: v.nullable(vipInfo),
});

/** A membership card (card/list): one per VIP tier, with the caller's standing in it. */
export const membershipCard = v.object({
  tier: vipTier,
  name: v.string(),
  /** What the tier gives, as the app really does it. */
  rights: v.array(v.string()),
  /** The cheapest VIP package of the tier on sale (fen); null when none is. */
  fromPrice: v.nullable(v.number()),
  /** The caller's tier as user/info shows it (vipExpireInt 0: not active). */
  vip: vipInfo,
});

export type GoodsRewardShape = v.InferOutput<typeof goodsReward>;
export type PointsGoods = v.InferOutput<typeof pointsGoods>;
export type PointsGoodsList = v.InferOutput<typeof pointsGoodsList>;
export type PointsExchange = v.InferOutput<typeof pointsExchange>;
export type PointsExchanged = v.InferOutput<typeof pointsExchanged>;
export type MembershipCard = v.InferOutput<typeof membershipCard>;
