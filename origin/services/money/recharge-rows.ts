// Recharge rows as the calls answer them (lib/protocol/shapes/money/recharge.ts): a package, an order as
// of now, what either gives.
import { orderStatusAt, type ProductReward } from '@/lib/domain/money/recharge';
import type { RechargeOrder, RechargeProduct } from '@/lib/protocol/shapes/money/recharge';

import type { rechargeOrders, rechargeProducts } from '../../db/schema/recharge';

export type ProductRow = typeof rechargeProducts.$inferSelect;
export type OrderRow = typeof rechargeOrders.$inferSelect;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function rewardOf(row: Pick<ProductRow, 'rewardKind' | 'amount' | 'tier'>): ProductReward {
  if (row.rewardKind === 'vip') return { kind: 'vip', tier: row.tier!, days: row.amount };
  return { kind: row.rewardKind, amount: row.amount };
}

export function productShape(row: ProductRow): RechargeProduct {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    subtitle: row.subtitle,
    price: row.price,
    originalPrice: row.originalPrice,
    reward: rewardOf(row),
    bonusDiamonds: row.bonusDiamonds,
    tag: row.tag,
  };
}

/** A pending order's status as of now (orderStatusAt). */
export function statusAt(row: OrderRow, nowMs: number) {
  return orderStatusAt({ status: row.status, expiresAt: seconds(row.expiresAt) }, nowMs);
}

/** @param payUrl the payment page of an order, offered only while it can still be paid there (null: no page is switched on) */
export function orderShape(
  row: OrderRow,
  nowMs: number,
  payUrl: ((orderNo: string) => string) | null,
): RechargeOrder {
  const status = statusAt(row, nowMs);
  const payable = status === 'pending' && row.payType !== 'gold';
  return {
    orderNo: row.orderNo,
    productId: row.productId,
    kind: row.kind,
    title: row.title,
    price: row.price,
    payType: row.payType,
    status,
    reward: rewardOf(row),
    bonusDiamonds: row.bonusDiamonds,
    createdAt: seconds(row.createdAt),
    expiresAt: seconds(row.expiresAt),
    paidAt: row.paidAt ? seconds(row.paidAt) : null,
    payUrl: payable && payUrl ? payUrl(row.orderNo) : null,
  };
}
