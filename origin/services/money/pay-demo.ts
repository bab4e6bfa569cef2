// The demo provider (docs/money-api.md "The payment page and the provider's notice"): its payment
// page is our own 演示收银台, its notice a form or JSON of orderNo, tradeNo, amount (fen) and an
// HMAC sign under a key derived from SIGN_KEY (pay-sign.ts). Answers `success` / `fail`.
import { ORDER_NO_PATTERN } from '@/lib/domain/money/recharge';

import type { PayNotice, PaySigner } from './pay-sign';
import { PAY_NOTIFY_PATH } from './pay-sign';
import type { PayProvider, ProviderAnswer } from './pay-providers';

const TRADE_NO = /^[A-Za-z0-9_-]{1,64}$/;
const AMOUNT = /^[1-9][0-9]{0,8}$/;
const SIGN = /^[0-9a-f]{64}$/;

/** The notice and its sign when every field is well formed; null otherwise. */
export function readNotice(
  fields: Record<string, unknown>,
): { notice: PayNotice; sign: string } | null {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const [orderNo, tradeNo, amount, sign] = ['orderNo', 'tradeNo', 'amount', 'sign'].map((k) =>
    text(fields[k]),
  ) as [string, string, string, string];
  const ok =
    ORDER_NO_PATTERN.test(orderNo) &&
    TRADE_NO.test(tradeNo) &&
    AMOUNT.test(amount) &&
    SIGN.test(sign);
  return ok ? { notice: { orderNo, tradeNo, amount: Number(amount) }, sign } : null;
}

/** Plain text, as 支付宝 and most providers expect: they resend until they read success. */
export function plainAnswer(ok: boolean, status?: 400 | 413): ProviderAnswer {
  const type = 'text/plain; charset=utf-8';
  return ok
    ? { status: 200, body: 'success', type }
    : { status: status ?? 200, body: 'fail', type };
}

export function createDemoProvider(signer: PaySigner): PayProvider {
  return {
    name: 'demo',
    payTypes: ['alipay', 'wechat'],
    notifyPath: PAY_NOTIFY_PATH,
    startPayment: async (order) => signer.cashierUrl(order.orderNo),
    checkNotice({ fields }) {
      const read = readNotice(fields);
      if (!read || !signer.noticeOk(read.notice, read.sign)) {
        return { kind: 'refused', reason: 'malformed or bad sign', orderNo: read?.notice.orderNo };
      }
      return { kind: 'ok', notice: read.notice };
    },
    answer: plainAnswer,
  };
}
