// Test support for the recharge screens: packages, the cashier's answer and orders as the origin
// sends them (docs/money-api.md), each with what a test does not care about filled in.
import type { PayTypeInfo, RechargeOrder, RechargeProduct } from '@/lib/api/money/recharge';
import { ORDER_TTL_SECONDS, PAY_TYPES, type ProductKind } from '@/lib/domain/money/recharge';

export const PAY_URL = 'http://localhost:4000/pay/R20261126120000123456';

export function product(over: Partial<RechargeProduct> = {}): RechargeProduct {
  return {
    id: 1,
    kind: 'diamond',
    title: '300钻石',
    subtitle: '',
    price: 3000,
    originalPrice: null,
    reward: { kind: 'diamonds', amount: 3000 },
    bonusDiamonds: 0,
    tag: '',
    ...over,
  };
}

export const DIAMOND_PRODUCTS = [
  product({ id: 1, title: '60钻石', price: 600, reward: { kind: 'diamonds', amount: 600 } }),
  product({ id: 2, title: '300钻石', bonusDiamonds: 300, originalPrice: 3600, tag: '热销' }),
  product({
    id: 3,
    title: '50000钻石',
    price: 400_000,
    reward: { kind: 'diamonds', amount: 500_000 },
  }),
];

export function payTypeInfo(
  over: Partial<PayTypeInfo> = {},
  kind: ProductKind = 'diamond',
): PayTypeInfo {
  return {
    kind,
    products: DIAMOND_PRODUCTS,
    payTypes: PAY_TYPES.map((rule) => ({ ...rule })),
    gold: 1000,
    ...over,
  };
}

let serial = 0;

/** A fresh order number each call: R + 14 digits of time + 6 digits. */
export function orderNo(): string {
  serial += 1;
  return `R20261126120000${String(serial).padStart(6, '0')}`;
}

export function order(over: Partial<RechargeOrder> = {}): RechargeOrder {
  const createdAt = Math.floor(Date.now() / 1000);
  return {
    orderNo: orderNo(),
    productId: 2,
    kind: 'diamond',
    title: '300钻石',
    price: 3000,
    payType: 'alipay',
    status: 'pending',
    reward: { kind: 'diamonds', amount: 3000 },
    bonusDiamonds: 300,
    createdAt,
    expiresAt: createdAt + ORDER_TTL_SECONDS,
    paidAt: null,
    payUrl: PAY_URL,
    ...over,
  };
}

export const page = (list: unknown[]) => ({ list, page: 1, pageSize: 10, total: list.length });
