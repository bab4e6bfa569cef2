// Recharge: the operator's packages of gold, diamonds and VIP time, and each user's orders
// (services/money/recharge.ts, services/money/recharge-settle.ts, docs/money-api.md).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { OrderStatus, PayTypeCode, ProductKind } from '@/lib/domain/money/recharge';

import type { VipTier } from '@/lib/domain/money/vip';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type RechargeRewardKind = 'gold' | 'diamonds' | 'vip';

/** What a package gives; copied onto each order, so an order keeps what was bought. */
const rewardColumns = () => ({
  kind: text('kind').$type<ProductKind>().notNull(),
  title: text('title').notNull(),
  /** fen */
  price: integer('price').notNull(),
  rewardKind: text('reward_kind').$type<RechargeRewardKind>().notNull(),
  /** Gold in §5 cents, diamonds in §5 tenths, or VIP days. */
  amount: integer('amount').notNull(),
  /** The VIP tier; null unless reward_kind is vip. */
  tier: text('tier').$type<VipTier>(),
  /** Diamonds (§5 tenths) given on top of the reward. */
  bonusDiamonds: integer('bonus_diamonds').notNull().default(0),
});

/** The reward columns' rules, the same on a package and on the order copying it. */
const rewardChecks = (
  name: string,
  t: Record<'kind' | 'price' | 'rewardKind' | 'amount' | 'tier' | 'bonusDiamonds', AnyPgColumn>,
) => [
  check(
    `${name}_reward_ck`,
    sql`(${t.kind} = 'gold' AND ${t.rewardKind} = 'gold' AND ${t.tier} IS NULL) OR (${t.kind} = 'diamond' AND ${t.rewardKind} = 'diamonds' AND ${t.tier} IS NULL) OR (${t.kind} = 'vip' AND ${t.rewardKind} = 'vip' AND ${t.tier} IN ('normal', 'supreme', 'dark'))`,
  ),
  check(`${name}_price_pos`, sql`${t.price} > 0`),
  check(`${name}_amount_pos`, sql`${t.amount} > 0`),
  check(`${name}_bonus_nonneg`, sql`${t.bonusDiamonds} >= 0`),
];

/** Operator data (seeded); the ids are stable, orders point at them. */
export const rechargeProducts = pgTable(
  'recharge_products',
  {
    id: integer('id').primaryKey(),
    ...rewardColumns(),
    subtitle: text('subtitle').notNull().default(''),
    /** The struck-through price in fen; null for none. */
    originalPrice: integer('original_price'),
    /** 热销, 超值 … ('' for none). */
    tag: text('tag').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    ...rewardChecks('recharge_products', t),
    check(
      'recharge_products_original_price_ck',
      sql`${t.originalPrice} IS NULL OR ${t.originalPrice} > 0`,
    ),
  ],
);

export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** R + 14 digits of Shanghai time + 6 random digits (lib/domain/money/recharge ORDER_NO_PATTERN). */
    orderNo: text('order_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No cascade: an order's history outlives the operator withdrawing the package. */
    productId: integer('product_id')
      .notNull()
      .references(() => rechargeProducts.id),
    ...rewardColumns(),
    payType: text('pay_type').$type<PayTypeCode>().notNull(),
    /** As stored: a pending order past expires_at reads closed (orderStatusAt). */
    status: text('status').$type<OrderStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    /** The payment provider's trade number; null for 金币支付 and until paid. */
    tradeNo: text('trade_no'),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no_uq').on(t.orderNo),
    // One trade pays one order: a provider's notice replayed for another order cannot pay it.
    uniqueIndex('recharge_orders_trade_no_uq').on(t.tradeNo),
    index('recharge_orders_user_idx').on(t.userId, t.id.desc()),
    check('recharge_orders_order_no_ck', sql`${t.orderNo} ~ '^R[0-9]{20}$'`),
    check('recharge_orders_pay_type_ck', sql`${t.payType} IN ('alipay', 'wechat', 'gold')`),
    check('recharge_orders_status_ck', sql`${t.status} IN ('pending', 'paid', 'closed')`),
    // Paid exactly when it has a payment time; never credited without being marked paid.
    check('recharge_orders_paid_ck', sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
    ...rewardChecks('recharge_orders', t),
  ],
);
