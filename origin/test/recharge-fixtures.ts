// Recharge through the app as a user and as the payment provider would: the calls, the payment
// page a payUrl opens, its 确认支付 and 取消订单, and a signed notice.
import { and, eq } from 'drizzle-orm';

import type { PayTypeCode } from '@/lib/domain/money/recharge';

import type { Db } from '../db/client';
import { rechargeOrders } from '../db/schema/recharge';
import { walletLedger } from '../db/schema/wallet';
import { createPaySigner, PAY_CASHIER_PATH, PAY_NOTIFY_PATH } from '../services/money/pay-sign';
import type { Harness } from './harness';

/** Seeded packages (origin/seed/seed-recharge.ts) the tests buy. */
export const PRODUCT = {
  /** ¥30 → 30金币 */
  gold30: 1,
  /** ¥100 → 100金币 + 赠50钻石 */
  gold100: 3,
  /** ¥10 → 100钻石 */
  diamonds100: 11,
  /** ¥30 → 300钻石 + 赠30钻石 */
  diamonds300: 12,
  /** ¥50 → 500钻石 + 赠80钻石, 热销 */
  diamonds500: 13,
  /** VIP会员 月卡: ¥30, 30 days */
  vipMonth: 21,
  /** SVIP会员 年卡: ¥458, 365 days */
  svipYear: 25,
} as const;

export function rechargeCalls(h: Harness) {
  const signer = createPaySigner(h.config.signKey, h.config.publicUrl);
  const origin = h.config.publicUrl.replace(/\/+$/, '');
  const cashier = `${origin}${PAY_CASHIER_PATH}`;
  return {
    signer,
    info: (token: string, kind: string) => h.call('gold/paytypeinfo', { token, body: { kind } }),
    submit: (token: string, productId: number, payType: PayTypeCode | string) =>
      h.call('recharge/submit', { token, body: { productId, payType } }),
    history: (token: string, body: Record<string, unknown> = {}) =>
      h.call('recharge/history', { token, body }),
    /** GET of a payUrl, as the browser window opens it. */
    openPage: async (url: string) => h.app.request(url),
    /** The page's form, posted back. */
    choose: async (fields: Record<string, string>) =>
      h.app.request(cashier, { method: 'POST', body: new URLSearchParams(fields) }),
    /** 确认支付 or 取消订单 on the page of a payUrl. */
    choosePage: async (url: string, action: 'pay' | 'cancel') => {
      const q = new URL(url).searchParams;
      return h.app.request(cashier, {
        method: 'POST',
        body: new URLSearchParams({ order: q.get('order')!, sig: q.get('sig')!, action }),
      });
    },
    /** The provider's notice, signed unless a sign is given; as JSON or a form. */
    notify: async (
      notice: { orderNo: string; tradeNo: string; amount: number },
      options: { sign?: string; json?: boolean } = {},
    ) => {
      const sign = options.sign ?? signer.noticeSign(notice);
      const fields = { ...notice, amount: String(notice.amount), sign };
      const init = options.json
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...notice, sign }),
          }
        : { method: 'POST', body: new URLSearchParams(fields) };
      return h.app.request(`${origin}${PAY_NOTIFY_PATH}`, init);
    },
  };
}

/** The user's ledger rows of a reason, oldest first. */
export function ledgerOf(db: Db, userId: number, reason: 'recharge' | 'recharge_gold') {
  return db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, reason)))
    .orderBy(walletLedger.id);
}

export async function storedOrder(db: Db, orderNo: string) {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
  return row!;
}
