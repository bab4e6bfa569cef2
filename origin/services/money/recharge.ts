// Recharge calls (gold/paytypeinfo, recharge/submit, recharge/history; docs/money-api.md). A
// submit is one transaction under the caller's user row lock (SELECT … FOR UPDATE, as a 兑换码 or
// an AI order): the open-order count and the gold balance cannot be raced by the caller's own
// parallel calls. The wallet's CHECK (never below zero) and the conditional debit back it up.
import { randomInt } from 'node:crypto';

import { and, asc, count, desc, eq, gt, min } from 'drizzle-orm';

import { formatDate } from '@/lib/domain/platform/format';
import {
  ORDER_TTL_SECONDS,
  PAY_TYPES,
  TIP_PRODUCT_NOT_FOUND,
  TIP_PAY_CHANNEL_OFF,
  TIP_TOO_MANY_UNPAID,
  UNPAID_ORDERS_MAX,
  payTypeOffered,
  payTypeProblem,
  type PayTypeCode,
  type ProductKind,
} from '@/lib/domain/money/recharge';
import type {
  PayTypeInfo,
  RechargeOrder,
  RechargeSubmitted,
} from '@/lib/protocol/shapes/money/recharge';

import type { Db } from '../../db/client';
import { rechargeOrders, rechargeProducts } from '../../db/schema/recharge';
import { users } from '../../db/schema/users';
import { badInput, notFound, rateLimited, sessionInvalid } from '../../http/envelope';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { orderShape, productShape, type OrderRow, type ProductRow } from './recharge-rows';
import { grantOrder } from './recharge-settle';
import { debitGold, walletBalances } from './wallet';

/** The payment page of an order (services/money/pay-sign.ts cashierUrl); null when none is switched on. */
export type PayUrlOf = ((orderNo: string) => string) | null;

/**
 * One kind's packages on sale in the operator's order, the ways to pay, the caller's gold.
 * @param online the ways a payment provider takes (none: only the gold balance pays)
 */
export async function payTypeInfo(
  db: Db,
  userId: number,
  kind: ProductKind,
  online: readonly PayTypeCode[],
): Promise<PayTypeInfo> {
  const rows = await db
    .select()
    .from(rechargeProducts)
    .where(and(eq(rechargeProducts.kind, kind), eq(rechargeProducts.enabled, true)))
    .orderBy(asc(rechargeProducts.sort), asc(rechargeProducts.id));
  const { gold } = await walletBalances(db, userId);
  return {
    kind,
    products: rows.map(productShape),
    // Without a provider for it, only the gold balance can pay (and gold never buys gold).
    payTypes: PAY_TYPES.filter(
      (t) => (online.includes(t.code) || t.code === 'gold') && payTypeOffered(kind, t.code),
    ).map((t) => ({ ...t })),
    gold,
  };
}

/** R + 14 digits of Shanghai time + 6 random digits (ORDER_NO_PATTERN). */
export function newOrderNo(nowMs: number): string {
  return `R${formatDate(nowMs, 'YYYYMMDDHHmmss')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** Seconds until the first of the caller's open orders closes; 0 while they may open another. */
async function waitForOpenOrders(tx: Db, userId: number, nowMs: number): Promise<number> {
  const [open] = await tx
    .select({ n: count(), first: min(rechargeOrders.expiresAt) })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.userId, userId),
        eq(rechargeOrders.status, 'pending'),
        gt(rechargeOrders.expiresAt, new Date(nowMs)),
      ),
    );
  if (!open || open.n < UNPAID_ORDERS_MAX || !open.first) return 0;
  return (open.first.getTime() - nowMs) / 1000;
}

/** Tries for a free order number; a clash is one in a million within a second. */
const ORDER_NO_TRIES = 5;

/** The order row, under a fresh number when the first one is taken. */
async function insertOrder(tx: Db, product: ProductRow, input: SubmitInput): Promise<OrderRow> {
  const gold = input.payType === 'gold';
  const { id: productId, kind, title, price, rewardKind, amount, tier, bonusDiamonds } = product;
  for (let i = 0; i < ORDER_NO_TRIES; i += 1) {
    const [row] = await tx
      .insert(rechargeOrders)
      .values({
        orderNo: newOrderNo(input.nowMs),
        userId: input.userId,
        productId,
        ...{ kind, title, price, rewardKind, amount, tier, bonusDiamonds },
        payType: input.payType,
        status: gold ? 'paid' : 'pending',
        createdAt: new Date(input.nowMs),
        expiresAt: new Date(input.nowMs + ORDER_TTL_SECONDS * 1000),
        paidAt: gold ? new Date(input.nowMs) : null,
      })
      .onConflictDoNothing({ target: rechargeOrders.orderNo })
      .returning();
    if (row) return row;
  }
  throw new Error('recharge: no free order number');
}

export type SubmitInput = {
  userId: number;
  productId: number;
  payType: PayTypeCode;
  nowMs: number;
  payUrl: PayUrlOf;
  /** The ways a payment provider takes (PAY_PROVIDER); another is refused as switched off. */
  online: readonly PayTypeCode[];
};

/**
 * Places an order: 金币支付 pays at once (gold debited, reward granted); 支付宝 and 微信支付 leave
 * it pending with its payment page. 4040 unknown or withdrawn package, 4000 a way that cannot pay
 * it, 4290 with UNPAID_ORDERS_MAX open orders.
 */
export async function submitRecharge(db: Db, input: SubmitInput): Promise<RechargeSubmitted> {
  const { userId, nowMs } = input;
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // An order that waited for the account's closure (account-closure.ts) is not made.
    if (owner?.closedAt) throw sessionInvalid('account closed');
    const [product] = await tx
      .select()
      .from(rechargeProducts)
      .where(and(eq(rechargeProducts.id, input.productId), eq(rechargeProducts.enabled, true)));
    if (!product) throw notFound(TIP_PRODUCT_NOT_FOUND);
    const { gold } = await walletBalances(tx, userId);
    const tip = payTypeProblem(input.payType, { kind: product.kind, price: product.price, gold });
    if (tip) throw badInput(tip, `recharge: ${input.payType} refused for ${product.id}`);
    if (input.payType !== 'gold') {
      if (!input.payUrl || !input.online.includes(input.payType)) {
        throw badInput(TIP_PAY_CHANNEL_OFF, `recharge: no provider takes ${input.payType}`);
      }
      const wait = await waitForOpenOrders(tx, userId, nowMs);
      if (wait > 0) throw rateLimited(wait, TIP_TOO_MANY_UNPAID);
    }
    const order = await insertOrder(tx, product, input);
    let vip = null;
    if (order.status === 'paid') {
      const change = { userId, price: order.price, reason: 'recharge_gold' as const, nowMs };
      await debitGold(tx, { ...change, refId: order.id });
      vip = await grantOrder(tx, order, nowMs);
    }
    const wallet = await walletBalances(tx, userId);
    return { order: orderShape(order, nowMs, input.payUrl), wallet, vip };
  });
}

export type HistoryInput = {
  userId: number;
  /** Only this order (another user's reads as none). */
  orderNo?: string;
  nowMs: number;
  payUrl: PayUrlOf;
};

/** The caller's orders, newest first, each as of now. */
export async function rechargeHistory(
  db: Db,
  request: PageRequest,
  input: HistoryInput,
): Promise<PageOf<RechargeOrder>> {
  const mine = and(
    eq(rechargeOrders.userId, input.userId),
    input.orderNo === undefined ? undefined : eq(rechargeOrders.orderNo, input.orderNo),
  );
  const [total] = await db.select({ n: count() }).from(rechargeOrders).where(mine);
  const rows = await db
    .select()
    .from(rechargeOrders)
    .where(mine)
    .orderBy(desc(rechargeOrders.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const list = rows.map((row) => orderShape(row, input.nowMs, input.payUrl));
  return pageOf(list, request, total?.n ?? 0);
}
