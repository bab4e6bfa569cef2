// Signatures of the demo payment page's link and of the payment provider's notice (docs/money-api.md
// "Recharge"). Each has its own key derived from SIGN_KEY, so neither ever verifies an API call, a
// CDN link, a game ticket or the other.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAY_CASHIER_PATH = '/pay/cashier';
export const PAY_NOTIFY_PATH = '/pay/notify';

const CASHIER_SIG_HEX = 32;

/** What the provider tells us of a payment: our order, its trade, the amount paid in fen. */
export type PayNotice = { orderNo: string; tradeNo: string; amount: number };

export type PaySigner = {
  /** The payment page of a pending order, on ORIGIN_PUBLIC_URL. */
  cashierUrl(orderNo: string): string;
  /** Whether `sig` is the page link's signature of the order. */
  cashierOk(orderNo: string, sig: string): boolean;
  /** The provider's signature of a notice (the demo's provider is a test or an operator tool). */
  noticeSign(notice: PayNotice): string;
  noticeOk(notice: PayNotice, sign: string): boolean;
};

function derive(signKey: string, purpose: string): Buffer {
  if (signKey.length === 0) throw new Error('SIGN_KEY is empty');
  return createHmac('sha256', signKey).update(purpose).digest();
}

/** Constant time; a signature of another length is simply wrong. */
function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createPaySigner(signKey: string, publicUrl: string): PaySigner {
  const cashierKey = derive(signKey, 'pay-cashier');
  const notifyKey = derive(signKey, 'pay-notify');
  const base = publicUrl.replace(/\/+$/, '');
  const cashierSig = (orderNo: string) =>
    createHmac('sha256', cashierKey).update(orderNo).digest('hex').slice(0, CASHIER_SIG_HEX);
  const noticeSign = ({ orderNo, tradeNo, amount }: PayNotice) =>
    createHmac('sha256', notifyKey).update(`${orderNo}&${tradeNo}&${amount}`).digest('hex');
  return {
    cashierUrl: (orderNo) =>
      `${base}${PAY_CASHIER_PATH}?order=${orderNo}&sig=${cashierSig(orderNo)}`,
    cashierOk: (orderNo, sig) => sameText(cashierSig(orderNo), sig),
    noticeSign,
    noticeOk: (notice, sign) => sameText(noticeSign(notice), sign),
  };
}
