// Money: each user's wallet, the ledger of every change, and what they bought with it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import type { Currency, LedgerReason } from '@/lib/domain/money/ledger';

import { collections, userVideoColumns } from './media';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * merge: a guest's balance moved into the account it logged into; invite: an invite reward;
 * ai: a face-swap order (refId the order), ai_refund: its diamonds given back when it failed;
 * ai_video, ai_video_refund: the same for a 图生视频 order (refId an ai_videos row: a reason of its
 * own, so a refId names one table); ai_image, ai_image_refund: the same for a 文生图 order (refId an
 * ai_images row); ai_novel, ai_novel_refund: the same for an AI小说 (refId an ai_novels row; the
 * refund is the chapters it did not write); ai_companion: an AI女友 积分 pack (refId the
 * ai_companion_orders row);
 * redeem: a 兑换码's diamonds (refId the redeem_uses row); task: a 福利 task's reward (refId the
 * task_claims row); recharge: a paid recharge order's gold or diamonds, or its bonus diamonds
 * (refId the recharge_orders row); recharge_gold: the gold 金币支付 took for an order (refId the
 * recharge_orders row); points: a good bought with 积分 in the points exchange (refId the
 * points_exchanges row); closure: a closed account's balance forfeited (refId null,
 * services/account/closure.ts); refund: an operator's refund of a recharge order, as gold (refId
 * the recharge_refunds row).
 * The union is LEDGER_REASONS in lib/domain/money/ledger.ts, which names each for the 明细 screen.
 */
export type { Currency, LedgerReason };

/** Amounts in §5 units: diamonds in tenths (shown /10), gold in cents (shown /100). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    diamonds: integer('diamonds').notNull().default(0),
    gold: integer('gold').notNull().default(0),
  },
  // The last line of defence: no code path may take a wallet below zero.
  (t) => [
    check('wallets_diamonds_nonneg', sql`${t.diamonds} >= 0`),
    check('wallets_gold_nonneg', sql`${t.gold} >= 0`),
  ],
);

/** One row per wallet change, written in the same transaction as the change. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<Currency>().notNull(),
    /** Signed: negative for spending. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<LedgerReason>().notNull(),
    /**
     * The video, collection, post or AI order paid for, the 兑换码 use, the task claim, the
     * recharge order, the points exchange; null for other grants.
     */
    refId: integer('ref_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.id)],
);

/** A video bought with diamonds. The primary key is what makes buying twice impossible. */
export const purchases = pgTable(
  'purchases',
  {
    ...userVideoColumns(),
    price: integer('price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] })],
);

/** A collection bought with diamonds: unlocks every video in it. */
export const collectionPurchases = pgTable(
  'collection_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] })],
);
