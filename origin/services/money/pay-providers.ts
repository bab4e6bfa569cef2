// The one interface every way of taking money sits behind (docs/money-api.md "Payment providers"):
// the demo 收银台, 支付宝 and 微信支付 v3. A provider starts the payment of a pending order and
// reads its own asynchronous notice; paying the order (once, for its price, into the ledger) is
// settleOrder's alone, whoever the notice came from.
import type { PayTypeCode } from '@/lib/domain/money/recharge';

import type { OrderRow } from './recharge-rows';

export type PayProviderName = 'demo' | 'alipay' | 'wechat';

/**
 * What a verified notice says was paid: our order, the provider's trade, the amount in fen, and
 * when the payer paid (unix ms), when the provider says so: a payment made before the order
 * closed is taken even if its notice comes after.
 */
export type ProviderNotice = {
  orderNo: string;
  tradeNo: string;
  amount: number;
  paidAtMs?: number;
};

/**
 * A notice's verdict. ok: a payment to settle; ignore: genuine, but not a payment (a closed trade,
 * say), acknowledged so the provider stops resending it; refused: not to be trusted, with why.
 */
export type NoticeCheck =
  | { kind: 'ok'; notice: ProviderNotice }
  | { kind: 'ignore'; reason: string; orderNo?: string }
  | { kind: 'refused'; reason: string; orderNo?: string };

/** A notice as it arrived: its text (signed byte for byte by some), fields, headers. */
export type RawNotice = { text: string; fields: Record<string, string>; headers: Headers };

/** The answer the provider expects: it resends a notice until it reads success. */
export type ProviderAnswer = { status: 200 | 204 | 400 | 413 | 500; body: string; type: string };

export type PaymentContext = { nowMs: number; clientIp: string };

export type PayProvider = {
  readonly name: PayProviderName;
  /** The ways to pay it takes (the demo stands in for both). */
  readonly payTypes: readonly PayTypeCode[];
  /** Where its notices are posted, on ORIGIN_PUBLIC_URL. */
  readonly notifyPath: string;
  /**
   * Where the payer goes to pay a pending order: the provider's page (a redirect). May call the
   * provider's API (微信支付 does), so never inside a transaction.
   */
  startPayment(order: OrderRow, context: PaymentContext): Promise<string>;
  checkNotice(raw: RawNotice, nowMs: number): NoticeCheck;
  answer(ok: boolean, status?: 400 | 413): ProviderAnswer;
};

/** The provider that takes a way to pay, if any does. */
export function providerFor(
  providers: readonly PayProvider[],
  payType: string,
): PayProvider | undefined {
  return providers.find((p) => (p.payTypes as readonly string[]).includes(payType));
}
