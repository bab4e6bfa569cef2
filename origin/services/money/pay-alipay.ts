// 支付宝 through the kept SDK (alipay-sdk; docs/money-api.md "Payment providers"): the payer is
// sent to alipay.trade.wap.pay by a URL signed RSA2 with the app's key (built here, no call to
// 支付宝), and 支付宝 posts the result to /pay/notify/alipay as a form signed with its key.
import { AlipaySdk } from 'alipay-sdk';

import { fenToYuanText, yuanTextToFen } from '@/lib/domain/money/pay-amount';
import { ORDER_NO_PATTERN } from '@/lib/domain/money/recharge';
import { formatDate } from '@/lib/domain/platform/format';

import type { AlipaySettings } from '../../config-pay';
import { plainAnswer } from './pay-demo';
import type { NoticeCheck, PayProvider, RawNotice } from './pay-providers';

export const ALIPAY_NOTIFY_PATH = '/pay/notify/alipay';

/** 支付宝's trade numbers are 28 digits today; the column takes up to 64. */
const TRADE_NO = /^[A-Za-z0-9_-]{1,64}$/;
/** Paid; TRADE_FINISHED is the same payment past its refund window (a second notice). */
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const SHANGHAI_TIME = 'YYYY-MM-DD HH:mm:ss';

function sdkOf(settings: AlipaySettings): AlipaySdk {
  return new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey.export({ type: 'spki', format: 'pem' }).toString(),
    gateway: settings.gateway,
    signType: 'RSA2',
  });
}

/** "2025-06-01 12:00:06" in Shanghai time → unix ms; null when it is not such a time. */
function shanghaiMs(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isFinite(ms) ? ms : null;
}

/** The notice's verdict: signed by 支付宝, for our app (and seller), a payment of an order. */
export function checkAlipayNotice(
  sdk: AlipaySdk,
  settings: AlipaySettings,
  { fields }: RawNotice,
): NoticeCheck {
  const orderNo = ORDER_NO_PATTERN.test(fields.out_trade_no ?? '')
    ? fields.out_trade_no
    : undefined;
  const refuse = (reason: string): NoticeCheck => ({ kind: 'refused', reason, orderNo });
  // RSA (SHA-1) is retired; a notice may not pick a weaker check than ours.
  if (!fields.sign || fields.sign_type !== 'RSA2') return refuse('no RSA2 sign');
  let signed = false;
  try {
    // V2: the form is decoded already; V1 would decode its values a second time.
    signed = sdk.checkNotifySignV2(fields);
  } catch {
    signed = false;
  }
  if (!signed) return refuse('bad sign');
  if (fields.app_id !== settings.appId) return refuse(`app_id ${fields.app_id} is not ours`);
  if (settings.sellerId !== undefined && fields.seller_id !== settings.sellerId) {
    return refuse(`seller_id ${fields.seller_id} is not ours`);
  }
  if (!orderNo) return refuse('out_trade_no is not an order number');
  if (!PAID.has(fields.trade_status ?? '')) {
    return { kind: 'ignore', reason: `trade_status ${fields.trade_status}`, orderNo };
  }
  const tradeNo = fields.trade_no ?? '';
  const amount = yuanTextToFen(fields.total_amount ?? '');
  if (!TRADE_NO.test(tradeNo) || amount === null || amount === 0) {
    return refuse('trade_no or total_amount malformed');
  }
  const paidAtMs = shanghaiMs(fields.gmt_payment ?? '');
  return { kind: 'ok', notice: { orderNo, tradeNo, amount, ...(paidAtMs ? { paidAtMs } : {}) } };
}

export function createAlipayProvider(settings: AlipaySettings, publicUrl: string): PayProvider {
  const sdk = sdkOf(settings);
  const notifyUrl = `${publicUrl.replace(/\/+$/, '')}${ALIPAY_NOTIFY_PATH}`;
  return {
    name: 'alipay',
    payTypes: ['alipay'],
    notifyPath: ALIPAY_NOTIFY_PATH,
    async startPayment(order, { nowMs }) {
      return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        // Our clock, in Shanghai time as the gateway reads it, not the host's zone.
        timestamp: formatDate(nowMs, SHANGHAI_TIME),
        notifyUrl,
        ...(settings.returnUrl ? { returnUrl: settings.returnUrl } : {}),
        bizContent: {
          outTradeNo: order.orderNo,
          totalAmount: fenToYuanText(order.price),
          subject: order.title,
          productCode: 'QUICK_WAP_WAY',
          // The order closes at 支付宝 when it closes here: no payment after we stop taking it.
          timeExpire: formatDate(order.expiresAt.getTime(), SHANGHAI_TIME),
        },
      });
    },
    checkNotice: (raw) => checkAlipayNotice(sdk, settings, raw),
    answer: plainAnswer,
  };
}
