// Recharge (§1 "gold, diamond and VIP recharge"; docs/money-api.md): what a product gives, which
// ways to pay take it, and an order's state. The origin refuses with these tips and the screens
// disable the same choices, so a user never meets a refusal the screen could have foreseen.
import { formatDiamond, formatGold } from '../platform/format';
import { VIP_TIER_NAME, type VipTier } from './vip';

/** 金币 (topping up the gold balance), 钻石 or VIP time. */
export type ProductKind = 'gold' | 'diamond' | 'vip';
export const PRODUCT_KINDS = ['gold', 'diamond', 'vip'] as const satisfies readonly ProductKind[];

/** The two payment channels, and the caller's own gold balance (not for buying gold). */
export type PayTypeCode = 'alipay' | 'wechat' | 'gold';
export const PAY_TYPE_CODES = [
  'alipay',
  'wechat',
  'gold',
] as const satisfies readonly PayTypeCode[];

/** pending: waiting for the payment; paid; closed: cancelled, or not paid in time. */
export type OrderStatus = 'pending' | 'paid' | 'closed';

/** An unpaid order closes after 15 minutes. */
export const ORDER_TTL_SECONDS = 900;
/** Open (pending, not yet expired) orders a user may have at once. */
export const UNPAID_ORDERS_MAX = 5;
/** R + 14 digits of Shanghai time + 6 random digits. */
export const ORDER_NO_PATTERN = /^R\d{20}$/;

export const TIP_PRODUCT_NOT_FOUND = '商品不存在或已下架';
export const TIP_PAY_TYPE = '请选择支付方式';
export const TIP_GOLD_FOR_GOLD = '金币不能用于购买金币';
export const TIP_GOLD_NOT_ENOUGH = '金币余额不足';
export const TIP_TOO_MANY_UNPAID = '您有多笔未支付订单，请完成支付或稍后再试';
export const TIP_ORDER_NOT_FOUND = '订单不存在';
export const TIP_ORDER_NO = '订单号格式不正确';
export const TIP_ORDER_CLOSED = '订单已关闭，请重新下单';
/** The operator has no payment page switched on (PAY_DEMO_CASHIER=0, or production by default). */
export const TIP_PAY_CHANNEL_OFF = '在线支付暂未开放，请使用金币支付或兑换码';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
};

export const PRODUCT_KIND_TEXT: Record<ProductKind, string> = {
  gold: '金币充值',
  diamond: '钻石充值',
  vip: '开通会员',
};

/** A payment way's limits per order, in fen; maxPrice null has none (gold: the balance is). */
export interface PayTypeRule {
  code: PayTypeCode;
  name: string;
  minPrice: number;
  maxPrice: number | null;
}

export const PAY_TYPES: readonly PayTypeRule[] = [
  { code: 'alipay', name: '支付宝', minPrice: 100, maxPrice: 500_000 },
  { code: 'wechat', name: '微信支付', minPrice: 100, maxPrice: 300_000 },
  { code: 'gold', name: '金币支付', minPrice: 1, maxPrice: null },
];

export function payTypeRule(code: string): PayTypeRule | undefined {
  return PAY_TYPES.find((rule) => rule.code === code);
}

/** What a product gives: gold in cents, diamonds in tenths (§5 units), or VIP days of a tier. */
export type ProductReward =
  | { kind: 'gold'; amount: number }
  | { kind: 'diamonds'; amount: number }
  | { kind: 'vip'; tier: VipTier; days: number };

/** A price in fen as the cashier shows it: 3000 → ¥30, 1990 → ¥19.90. */
export function formatYuan(fen: number): string {
  return `¥${formatGold(fen)}`;
}

/** 30金币, 300钻石, VIP会员 30天. */
export function rewardText(reward: ProductReward): string {
  if (reward.kind === 'gold') return `${formatGold(reward.amount)}金币`;
  if (reward.kind === 'diamonds') return `${formatDiamond(reward.amount)}钻石`;
  return `${VIP_TIER_NAME[reward.tier]} ${reward.days}天`;
}

/** The reward and its bonus diamonds: 300钻石 + 赠30钻石. */
export function productGivesText(reward: ProductReward, bonusDiamonds: number): string {
  const main = rewardText(reward);
  return bonusDiamonds > 0 ? `${main} + 赠${formatDiamond(bonusDiamonds)}钻石` : main;
}

export interface PayCheck {
  kind: ProductKind;
  /** fen */
  price: number;
  /** The caller's gold, in cents (= fen). */
  gold: number;
}

/**
 * Whether a way to pay is offered at all for a kind of package: gold never buys gold, so the
 * 金币充值 cashier does not list 金币支付 (issue 35: it was listed, disabled). A way that is
 * offered may still be unable to pay a given package (payTypeProblem says why).
 */
export function payTypeOffered(kind: ProductKind, code: string): boolean {
  return !(kind === 'gold' && code === 'gold');
}

/** Why this way cannot pay for this product, or '' when it can. */
export function payTypeProblem(code: string, { kind, price, gold }: PayCheck): string {
  const rule = payTypeRule(code);
  if (!rule) return TIP_PAY_TYPE;
  if (rule.code === 'gold') {
    if (kind === 'gold') return TIP_GOLD_FOR_GOLD;
    if (gold < price) return TIP_GOLD_NOT_ENOUGH;
    return '';
  }
  if (price < rule.minPrice) return `${rule.name}单笔最低${formatYuan(rule.minPrice)}`;
  if (rule.maxPrice !== null && price > rule.maxPrice) {
    return `${rule.name}单笔最高${formatYuan(rule.maxPrice)}`;
  }
  return '';
}

/** The first way that can pay, for the screen's default choice. */
export function defaultPayType(check: PayCheck): PayTypeCode | null {
  return PAY_TYPES.find((rule) => !payTypeProblem(rule.code, check))?.code ?? null;
}

/** A stored order's state as of now: a pending order past its expiry is closed. */
export function orderStatusAt(
  order: { status: OrderStatus; expiresAt: number },
  nowMs: number,
): OrderStatus {
  if (order.status === 'pending' && order.expiresAt * 1000 <= nowMs) return 'closed';
  return order.status;
}

/** Whole seconds left to pay a pending order (0 once it has closed). */
export function secondsLeftToPay(order: { expiresAt: number }, nowMs: number): number {
  return Math.max(0, Math.ceil(order.expiresAt - nowMs / 1000));
}
