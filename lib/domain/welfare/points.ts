// 积分 (points): earned from time online and from 福利 tasks claimed, spent in the points exchange
// (redeem/*; docs/money-api.md "Points exchange"). The origin counts with these and the screens
// (/mine/pointLevel, /mine/pointExchange) show the same numbers, so they never disagree.
import { formatDiamond, formatGold } from '../platform/format';
import { VIP_TIER_NAME, type VipTier } from '../money/vip';

/** One point per 10 minutes online (the seconds user/online/time credited). */
export const SECONDS_PER_POINT = 600;
/** Every 福利 task reward claimed (a check-in, a daily or one-off task) adds these points. */
export const POINTS_PER_TASK = 10;

export const TIP_POINTS_GUEST = '请先登录或注册账号后再兑换';
export const TIP_POINTS_SHORT = '积分不足';
export const TIP_GOODS_SOLD_OUT = '已兑完';
export const TIP_GOODS_NOT_FOUND = '商品不存在或已下架';
export const limitTip = (limit: number) => `超出兑换次数，每人限兑${limit}次`;

export type PointsEarning = { onlineSeconds: number; tasksClaimed: number };

/** Points earned, all time: they never go down, and the level reads them. */
export function pointsEarned({ onlineSeconds, tasksClaimed }: PointsEarning): number {
  const online = Math.floor(Math.max(0, Number(onlineSeconds) || 0) / SECONDS_PER_POINT);
  return online + Math.max(0, Math.floor(Number(tasksClaimed) || 0)) * POINTS_PER_TASK;
}

export type PointsView = { earned: number; spent: number; balance: number };

/** The balance that can be spent: earned less what exchanges took (never below zero). */
export function pointsView(earning: PointsEarning, spent: number): PointsView {
  const earned = pointsEarned(earning);
  return { earned, spent, balance: Math.max(0, earned - spent) };
}

export type GoodsReward =
  | { kind: 'diamonds'; amount: number }
  | { kind: 'gold'; amount: number }
  | { kind: 'vip'; tier: VipTier; days: number };

/** 10钻石, 1金币, VIP会员 1天 (§5 units: diamonds in tenths, gold in cents). */
export function goodsRewardText(reward: GoodsReward): string {
  if (reward.kind === 'diamonds') return `${formatDiamond(reward.amount)}钻石`;
  if (reward.kind === 'gold') return `${formatGold(reward.amount)}金币`;
  return `${VIP_TIER_NAME[reward.tier]} ${reward.days}天`;
}

export type GoodsState = {
  price: number;
  /** Left in stock; null: no limit. */
  stock: number | null;
  /** Exchanges one user may make, ever; null: no limit. */
  userLimit: number | null;
  /** The caller's exchanges of this good so far. */
  exchanged: number;
};

export type ExchangeProblem = { code: 'soldOut' | 'limit' | 'points'; tip: string };

/**
 * Why this caller cannot exchange the good now, or null when they can. In this order: sold out
 * (nobody can), the caller's limit, then their points (the one a user can change by waiting).
 */
export function exchangeProblem(goods: GoodsState, balance: number): ExchangeProblem | null {
  if (goods.stock !== null && goods.stock <= 0) return { code: 'soldOut', tip: TIP_GOODS_SOLD_OUT };
  if (goods.userLimit !== null && goods.exchanged >= goods.userLimit) {
    return { code: 'limit', tip: limitTip(goods.userLimit) };
  }
  if (balance < goods.price) return { code: 'points', tip: TIP_POINTS_SHORT };
  return null;
}
