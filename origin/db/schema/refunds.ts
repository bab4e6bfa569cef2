// Orders and refunds in the console (issue 42 item 2, docs/money-api.md "Notices and refunds"):
// every provider notice as it arrived and what became of it, and each refund an operator made.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { NoticeOutcome, NoticeSource } from '@/lib/domain/money/refund';

import { operators } from './admin';
import { rechargeOrders } from './recharge';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per verified notice (and per 确认支付 of the demo 收银台, the demo provider's word): the
 * order's story and the reconciliation read them. A notice that fails its provider's check is
 * only logged: it is anyone's POST, and a table must not grow at a stranger's pace.
 */
export const payNotices = pgTable(
  'pay_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** demo, alipay, wechat. */
    provider: text('provider').notNull(),
    source: text('source').$type<NoticeSource>().notNull(),
    /** As the notice gave them; the order may not exist (a notice without an order). */
    orderNo: text('order_no'),
    tradeNo: text('trade_no'),
    /** fen; null for a notice that is no payment (a trade closed unpaid). */
    amount: integer('amount'),
    outcome: text('outcome').$type<NoticeOutcome>().notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    index('pay_notices_order_idx').on(t.orderNo, t.id),
    index('pay_notices_received_idx').on(t.receivedAt),
  ],
);

/** A refund of a paid order into the user's wallet (as gold, 1 金币 = ¥1), made once per key. */
export const rechargeRefunds = pgTable(
  'recharge_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => rechargeOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** fen, credited as gold cents. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The console's key for one click: a repeated request with it changes nothing. */
    idemKey: text('idem_key').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('recharge_refunds_idem_uq').on(t.idemKey),
    index('recharge_refunds_order_idx').on(t.orderId),
    check('recharge_refunds_amount_pos', sql`${t.amount} > 0`),
  ],
);
