// Paying a recharge order (docs/money-api.md "Recharge"): the reward granted, and the payment
// page's and the provider's settle and cancel. Each is one transaction holding the order's row
// (SELECT … FOR UPDATE), so parallel notices, taps and cancels of one order run one after
// another: the first pays, the rest find it paid. Lock order everywhere: the user row (submit,
// settle, a guest merge), then order rows, then wallet and VIP rows. Cancel writes no row that
// points at the user, so it takes the order's lock alone.
import { and, eq, ne } from 'drizzle-orm';

import type { NoticeSource } from '@/lib/domain/money/refund';
import type { VipInfo } from '@/lib/domain/money/vip';

import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema/recharge';
import { users } from '../../db/schema/users';
import { recordNotice } from './pay-notices';
import { statusAt, type OrderRow } from './recharge-rows';
import { extendVip } from './vip-time';
import { creditDiamonds, creditGold } from './wallet';

/** Gives a paid order's reward and its bonus diamonds (ledger reason recharge, refId the order). */
export async function grantOrder(tx: Db, order: OrderRow, nowMs: number): Promise<VipInfo | null> {
  const change = { userId: order.userId, reason: 'recharge' as const, refId: order.id, nowMs };
  let vip: VipInfo | null = null;
  if (order.rewardKind === 'gold') await creditGold(tx, { ...change, price: order.amount });
  else if (order.rewardKind === 'diamonds') {
    await creditDiamonds(tx, { ...change, price: order.amount });
  } else vip = await extendVip(tx, order.userId, { tier: order.tier!, days: order.amount }, nowMs);
  if (order.bonusDiamonds > 0) {
    await creditDiamonds(tx, { ...change, price: order.bonusDiamonds });
  }
  return vip;
}

/**
 * paid: this call paid it; already: paid before by the same trade (a repeated notice);
 * paid_other: paid by another trade or the payment page before; closed: cancelled or expired
 * (stored closed now); amount: not the order's price; trade_used: the trade paid another order.
 */
export type SettleOutcome =
  'paid' | 'already' | 'paid_other' | 'closed' | 'amount' | 'trade_used' | 'unknown';

export type SettleResult = { outcome: SettleOutcome; order: OrderRow | null };

export type Settlement = {
  orderNo: string;
  tradeNo: string;
  amount: number;
  nowMs: number;
  /** Who vouched for the payment: recorded in pay_notices with the outcome, in the same transaction. */
  notice?: { provider: string; source: NoticeSource; receivedMs: number };
};

async function lockOrder(tx: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNo, orderNo))
    .for('update');
  return row;
}

/** A guest merge moves an order at most once a login; a third owner is a bug. */
const OWNER_TRIES = 3;

/**
 * The order's owner row, then the order's, both FOR UPDATE: the lock order of submit and a guest
 * merge. The user row must come first: a ledger row's foreign key takes a share lock on it, which
 * a merge holding it would make a payment wait for while the merge waits for the order (a
 * deadlock). A merge moving the order meanwhile is seen under the order lock: then its new owner.
 */
export async function lockOwnerAndOrder(tx: Db, orderNo: string): Promise<OrderRow | undefined> {
  for (let i = 0; i < OWNER_TRIES; i += 1) {
    const [peek] = await tx
      .select({ userId: rechargeOrders.userId })
      .from(rechargeOrders)
      .where(eq(rechargeOrders.orderNo, orderNo));
    if (!peek) return undefined;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, peek.userId)).for('update');
    const order = await lockOrder(tx, orderNo);
    if (!order || order.userId === peek.userId) return order;
  }
  throw new Error(`recharge: the owner of ${orderNo} keeps changing`);
}

/** A pending order past its expiry is stored closed, so it reads closed everywhere after. */
async function closeOrder(tx: Db, order: OrderRow): Promise<OrderRow> {
  const [row] = await tx
    .update(rechargeOrders)
    .set({ status: 'closed' })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
    .returning();
  return row ?? order;
}

/** Whether the trade paid an order other than this one (the unique index's kinder answer). */
async function tradeUsedElsewhere(tx: Db, order: OrderRow, tradeNo: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.tradeNo, tradeNo), ne(rechargeOrders.id, order.id)));
  return other !== undefined;
}

/** Marks a pending order paid by a trade and grants it, once, whoever asks how often. */
export async function settleOrder(db: Db, input: Settlement): Promise<SettleResult> {
  return db.transaction(async (tx): Promise<SettleResult> => {
    const result = await settleLocked(tx, input);
    if (input.notice) {
      const { provider, source, receivedMs } = input.notice;
      await recordNotice(tx, {
        provider,
        source,
        orderNo: input.orderNo,
        tradeNo: input.tradeNo,
        amount: input.amount,
        outcome: result.outcome,
        receivedMs,
      });
    }
    return result;
  });
}

/** The settle itself, under the owner's and the order's row locks. */
async function settleLocked(tx: Db, input: Settlement): Promise<SettleResult> {
  const order = await lockOwnerAndOrder(tx, input.orderNo);
  if (!order) return { outcome: 'unknown', order: null };
  if (order.status === 'paid') {
    return { outcome: order.tradeNo === input.tradeNo ? 'already' : 'paid_other', order };
  }
  if (statusAt(order, input.nowMs) === 'closed') {
    return { outcome: 'closed', order: await closeOrder(tx, order) };
  }
  if (input.amount !== order.price) return { outcome: 'amount', order };
  if (await tradeUsedElsewhere(tx, order, input.tradeNo)) return { outcome: 'trade_used', order };
  const [paid] = await tx
    .update(rechargeOrders)
    .set({ status: 'paid', paidAt: new Date(input.nowMs), tradeNo: input.tradeNo })
    .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.status, 'pending')))
    .returning();
  await grantOrder(tx, paid!, input.nowMs);
  return { outcome: 'paid', order: paid! };
}

export type CancelOutcome = 'cancelled' | 'paid' | 'closed' | 'unknown';

/** The payment page's 取消订单: a pending order closes; a paid one stays paid. */
export async function cancelOrder(
  db: Db,
  orderNo: string,
  nowMs: number,
): Promise<{ outcome: CancelOutcome; order: OrderRow | null }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (!order) return { outcome: 'unknown' as const, order: null };
    if (order.status === 'paid') return { outcome: 'paid' as const, order };
    const wasOpen = statusAt(order, nowMs) === 'pending';
    const closed = await closeOrder(tx, order);
    return { outcome: wasOpen ? ('cancelled' as const) : ('closed' as const), order: closed };
  });
}

/** The order as the payment page shows it (no lock: the page only reads). */
export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row;
}
