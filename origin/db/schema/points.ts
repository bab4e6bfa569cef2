// The points exchange: goods the operator sells for 积分 (VIP days, diamonds, gold) with their
// stock and per-user limits, and each exchange made (services/welfare/points-exchange.ts,
// docs/money-api.md "Points exchange"). Points themselves are not stored: earned is read from
// online time and task claims (lib/domain/welfare/points.ts), spent is the sum of the exchanges.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { VipTier } from '@/lib/domain/money/vip';

import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type GoodsKind = 'diamonds' | 'gold' | 'vip';

/** What a good gives; copied onto each exchange, so history survives an operator's edit. */
const rewardColumns = () => ({
  title: text('title').notNull(),
  rewardKind: text('reward_kind').$type<GoodsKind>().notNull(),
  /** Diamonds in §5 tenths, gold in §5 cents, or VIP days. */
  amount: integer('amount').notNull(),
  /** The VIP tier; null for diamonds and gold. */
  tier: text('tier').$type<VipTier>(),
});

const REWARD_CK = (t: { rewardKind: unknown; tier: unknown }) =>
  sql`(${t.rewardKind} IN ('diamonds', 'gold') AND ${t.tier} IS NULL) OR (${t.rewardKind} = 'vip' AND ${t.tier} IN ('normal', 'supreme', 'dark'))`;

/** Operator data (seeded; an INSERT or UPDATE, no admin call). Ids are stable. */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: integer('id').primaryKey(),
    ...rewardColumns(),
    /** Points it costs. */
    price: integer('price').notNull(),
    /** Left in stock, taken under the good's row lock; null: no limit. */
    stock: integer('stock'),
    /** Exchanges one user may make, ever; null: no limit. */
    userLimit: integer('user_limit'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('points_goods_reward_ck', REWARD_CK(t)),
    check('points_goods_amount_pos', sql`${t.amount} > 0`),
    check('points_goods_price_pos', sql`${t.price} > 0`),
    // The last line of defence against giving more than the operator stocked.
    check('points_goods_stock_nonneg', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('points_goods_user_limit_pos', sql`${t.userLimit} IS NULL OR ${t.userLimit} > 0`),
    index('points_goods_sort_idx').on(t.sort, t.id),
  ],
);

/** One exchange: the points it took and a copy of what it gave. */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** No cascade: the history outlives a withdrawn good. */
    goodsId: integer('goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    ...rewardColumns(),
    points: integer('points').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('points_exchanges_reward_ck', REWARD_CK(t)),
    check('points_exchanges_points_pos', sql`${t.points} > 0`),
    index('points_exchanges_user_idx').on(t.userId, t.id.desc()),
    index('points_exchanges_user_goods_idx').on(t.userId, t.goodsId),
  ],
);
