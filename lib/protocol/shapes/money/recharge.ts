// Answer shapes of the recharge calls (gold/paytypeinfo, recharge/*; docs/money-api.md).
import * as v from 'valibot';

import { ORDER_NO_PATTERN, PAY_TYPE_CODES, PRODUCT_KINDS } from '@/lib/domain/money/recharge';
import { VIP_TIERS } from '@/lib/domain/money/vip';

import { vipInfo } from '../account/login';

export const productReward = v.variant('kind', [
  /** Gold in §5 cents. */
  v.object({ kind: v.literal('gold'), amount: v.number() }),
  /** Diamonds in §5 tenths. */
  v.object({ kind: v.literal('diamonds'), amount: v.number() }),
  v.object({
    kind: v.literal('vip'),
    tier: v.picklist(VIP_TIERS),
    days: v.number(),
  }),
]);

/** One package on sale, in the operator's order. */
export const rechargeProduct = v.object({
  id: v.number(),
  kind: v.picklist(PRODUCT_KINDS),
  /** 月卡, 300钻石 … */
  title: v.string(),
  /** A short line under the title ('' when none). */
  subtitle: v.string(),
  /** fen */
  price: v.number(),
  /** The struck-through price in fen, or null. */
  originalPrice: v.nullable(v.number()),
  reward: productReward,
  /** Diamonds (§5 tenths) given on top of the reward; 0 when none. */
  bonusDiamonds: v.number(),
  /** 热销, 超值 … ('' when none). */
  tag: v.string(),
});

export const payType = v.object({
  code: v.picklist(PAY_TYPE_CODES),
  name: v.string(),
  /** fen */
  minPrice: v.number(),
  /** fen; null: no limit */
  maxPrice: v.nullable(v.number()),
});

export const payTypeInfo = v.object({
  kind: v.picklist(PRODUCT_KINDS),
  products: v.array(rechargeProduct),
  payTypes: v.array(payType),
  /** The caller's gold balance in cents, for 金币支付. */
  gold: v.number(),
});

export const rechargeOrder = v.object({
  orderNo: v.pipe(v.string(), v.regex(ORDER_NO_PATTERN)),
  productId: v.number(),
  kind: v.picklist(PRODUCT_KINDS),
  title: v.string(),
  /** fen */
  price: v.number(),
  payType: v.picklist(PAY_TYPE_CODES),
  /** As of the answer: a pending order past its expiry reads closed. */
  status: v.picklist(['pending', 'paid', 'closed']),
  reward: productReward,
  bonusDiamonds: v.number(),
  /** Unix seconds. */
  createdAt: v.number(),
  /** Unix seconds: a pending order closes then. */
  expiresAt: v.number(),
  /** Unix seconds, or null until paid. */
  paidAt: v.nullable(v.number()),
  /** Where a pending order is paid (the payment page); null once paid or closed, or for gold. */
  payUrl: v.nullable(v.string()),
});

export const rechargeSubmitted = v.object({
  /** paid at once for 金币支付; pending with its payUrl otherwise. */
  order: rechargeOrder,
  /** The caller's balances after the call (§5 units). */
  wallet: v.object({ gold: v.number(), diamonds: v.number() }),
  /** The tier a paid VIP order extended, as user/info shows it; null otherwise. */
  vip: v.nullable(vipInfo),
});

export type ProductRewardShape = v.InferOutput<typeof productReward>;
export type RechargeProduct = v.InferOutput<typeof rechargeProduct>;
export type PayTypeInfo = v.InferOutput<typeof payTypeInfo>;
export type RechargeOrder = v.InferOutput<typeof rechargeOrder>;
export type RechargeSubmitted = v.InferOutput<typeof rechargeSubmitted>;
