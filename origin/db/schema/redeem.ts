// 兑换码: operator-issued codes for diamonds or VIP days, who used which, and the misses that
// slow down guessing (services/money/redeem.ts, docs/money-api.md).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { VipTier } from '@/lib/domain/money/vip';

import { operators } from './admin';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type RedeemRewardKind = 'diamonds' | 'vip';

/** What a code gives; the same columns are copied onto each use, so history survives an edit. */
const rewardColumns = () => ({
  rewardKind: text('reward_kind').$type<RedeemRewardKind>().notNull(),
  /** Diamonds in §5 tenths, or VIP days. */
  amount: integer('amount').notNull(),
  /** The VIP tier; null for diamonds. */
  tier: text('tier').$type<VipTier>(),
});

/**
 * A batch of codes an operator made in the console (issue 42 item 4): each of its codes carries
 * the batch's reward, expiry and use limit; disabling the batch refuses its codes from then on.
 */
export const redeemBatches = pgTable(
  'redeem_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The operator's note (活动名), shown in the list and the CSV's name. */
    name: text('name').notNull(),
    ...rewardColumns(),
    codeCount: integer('code_count').notNull(),
    maxUses: integer('max_uses').notNull(),
    expiresAt: at('expires_at'),
    /** Null: in force. */
    disabledAt: at('disabled_at'),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'redeem_batches_reward_ck',
      sql`(${t.rewardKind} = 'diamonds' AND ${t.tier} IS NULL) OR (${t.rewardKind} = 'vip' AND ${t.tier} IN ('normal', 'supreme', 'dark'))`,
    ),
    check('redeem_batches_amount_pos', sql`${t.amount} > 0`),
    check('redeem_batches_count_ck', sql`${t.codeCount} BETWEEN 1 AND 10000`),
    check('redeem_batches_max_uses_pos', sql`${t.maxUses} > 0`),
  ],
);

export const redeemCodes = pgTable(
  'redeem_codes',
  {
    /** Normalised (lib/domain/money/redeem normaliseRedeemCode): a lower-case row could never match. */
    code: text('code').primaryKey(),
    ...rewardColumns(),
    maxUses: integer('max_uses').notNull(),
    /** Counted in the use's transaction, under the code's row lock. */
    usedCount: integer('used_count').notNull().default(0),
    /** Null: never expires. */
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    /** Null: a code of the seed or the command line, outside any batch. */
    batchId: integer('batch_id').references(() => redeemBatches.id),
  },
  (t) => [
    index('redeem_codes_batch_idx').on(t.batchId),
    check('redeem_codes_code_ck', sql`${t.code} ~ '^[A-Z0-9]+$'`),
    check(
      'redeem_codes_reward_ck',
      sql`(${t.rewardKind} = 'diamonds' AND ${t.tier} IS NULL) OR (${t.rewardKind} = 'vip' AND ${t.tier} IN ('normal', 'supreme', 'dark'))`,
    ),
    check('redeem_codes_amount_pos', sql`${t.amount} > 0`),
    check('redeem_codes_max_uses_pos', sql`${t.maxUses} > 0`),
    // The last line of defence against handing out more than the operator issued.
    check('redeem_codes_used_ck', sql`${t.usedCount} >= 0 AND ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const redeemUses = pgTable(
  'redeem_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** No cascade: a used code's history outlives an operator's change of mind. */
    code: text('code')
      .notNull()
      .references(() => redeemCodes.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...rewardColumns(),
    usedAt: at('used_at').notNull(),
  },
  (t) => [
    // Once per user, even if two of their requests race past the service's check.
    uniqueIndex('redeem_uses_code_user_uq').on(t.code, t.userId),
    index('redeem_uses_user_idx').on(t.userId, t.id.desc()),
  ],
);

/** A code that does not exist, typed by a user: counted to refuse guessing (4290). */
export const redeemMisses = pgTable(
  'redeem_misses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** For the operator looking into guessing; the limit itself is per user. */
    ip: text('ip').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('redeem_misses_user_idx').on(t.userId, t.at)],
);
