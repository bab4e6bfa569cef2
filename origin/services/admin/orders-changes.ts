// A refund of a paid recharge order into the user's wallet (docs/admin-api.md "Orders and
// refunds"): exactly once per console key, never past what the order took. One transaction:
// the owner's row and the order's (FOR UPDATE, settleOrder's lock order), the key looked up, the
// refunded total summed under the lock, the refund row, the gold credit with its ledger row, the
// user's 系统通知 and the audit row. Parallel clicks queue on the order's lock: the first refunds,
// the rest find its key (the same click) or the smaller amount left (another click).
import { eq, sql } from 'drizzle-orm';

import {
  refundMessage,
  refundProblem,
  TIP_REFUND_NOT_PAID,
  TIP_REFUND_ORDER_NOT_FOUND,
} from '@/lib/domain/money/refund';
import type { RefundResult } from '@/lib/protocol/shapes/admin/orders';

import type { Db } from '../../db/client';
import { messages } from '../../db/schema/account';
import { rechargeRefunds } from '../../db/schema/refunds';
import { users } from '../../db/schema/users';
import { badInput, notFound } from '../../http/envelope';
import { lockOwnerAndOrder } from '../money/recharge-settle';
import { creditGold } from '../money/wallet';
import { writeAudit } from './audit';
import { consoleOrderByNo, refundsOf } from './orders-view';

export const TIP_REFUND_KEY_OTHER = '请求编号已用于其他订单，请刷新后重试';
export const TIP_REFUND_CLOSED_ACCOUNT = '该用户已注销，无法退款到钱包';

export type RefundRequest = {
  orderNo: string;
  /** fen */
  amount: number;
  reason: string;
  key: string;
};

export type RefundActor = { operatorId: number; address: string };

async function refundedTotal(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${rechargeRefunds.amount}), 0)::int` })
    .from(rechargeRefunds)
    .where(eq(rechargeRefunds.orderId, orderId));
  return row?.n ?? 0;
}

/** Refunds once per key; a repeated key answers the refund it made (`created` false). */
export async function refundOrder(
  deps: { db: Db; now: () => number },
  actor: RefundActor,
  input: RefundRequest,
): Promise<RefundResult> {
  const nowMs = deps.now();
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await lockOwnerAndOrder(tx, input.orderNo);
    if (!order) throw notFound(TIP_REFUND_ORDER_NOT_FOUND);
    const [seen] = await tx
      .select()
      .from(rechargeRefunds)
      .where(eq(rechargeRefunds.idemKey, input.key));
    if (seen) {
      if (seen.orderId !== order.id) throw badInput(TIP_REFUND_KEY_OTHER);
      return { id: seen.id, created: false };
    }
    if (order.status !== 'paid') throw badInput(TIP_REFUND_NOT_PAID);
    // A closed account's balances were forfeited: money back goes outside the app, not here.
    const [owner] = await tx
      .select({ closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, order.userId));
    if (owner?.closedAt) throw badInput(TIP_REFUND_CLOSED_ACCOUNT);
    const before = await refundedTotal(tx, order.id);
    const problem = refundProblem(order.price, before, input.amount);
    if (problem) throw badInput(problem);
    // The unique key is the backstop for a key raced across two orders (each under its own lock).
    const [made] = await tx
      .insert(rechargeRefunds)
      .values({
        orderId: order.id,
        userId: order.userId,
        amount: input.amount,
        reason: input.reason,
        idemKey: input.key,
        operatorId: actor.operatorId,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning();
    if (!made) throw badInput(TIP_REFUND_KEY_OTHER);
    const balance = await creditGold(tx, {
      userId: order.userId,
      price: input.amount,
      reason: 'refund',
      refId: made.id,
      nowMs,
    });
    const note = refundMessage({
      orderNo: order.orderNo,
      title: order.title,
      amount: input.amount,
    });
    await tx.insert(messages).values({
      userId: order.userId,
      kind: 'system',
      title: note.title,
      body: note.body,
      link: '/mine/ledger',
      createdAt: new Date(nowMs),
    });
    await writeAudit(
      tx,
      {
        ...actor,
        action: 'order.refund',
        target: `order:${order.orderNo}`,
        before: { refunded: before },
        after: {
          refunded: before + input.amount,
          refund: { id: made.id, amount: input.amount, reason: input.reason },
          userId: order.userId,
          goldAfter: balance,
        },
      },
      nowMs,
    );
    return { id: made.id, created: true };
  });
  const { row, order } = await consoleOrderByNo(deps.db, input.orderNo, nowMs);
  const refunds = await refundsOf(deps.db, row.id);
  const refund = refunds.find((r) => r.id === refundId.id)!;
  const refundable = Math.max(0, (row.status === 'paid' ? row.price : 0) - order.refunded);
  return { refund, created: refundId.created, order, refundable };
}
