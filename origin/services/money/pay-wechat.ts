// 微信支付 APIv3 (docs/money-api.md "Payment providers"): an H5 order (POST
// /v3/pay/transactions/h5) whose h5_url the payer is sent to, and the notice 微信支付 posts to
// /pay/notify/wechat: signed headers over the body, the transaction AES-GCM encrypted inside.
import { ORDER_NO_PATTERN } from '@/lib/domain/money/recharge';
import { formatDate } from '@/lib/domain/platform/format';

import type { WechatPaySettings } from '../../config-pay';
import type { NoticeCheck, PayProvider, ProviderAnswer, RawNotice } from './pay-providers';
import type { OrderRow } from './recharge-rows';
import {
  authorization,
  decryptResource,
  signatureProblem,
  signedAnswerOf,
  wechatNonce,
  type EncryptedResource,
} from './pay-wechat-sign';

export const WECHAT_NOTIFY_PATH = '/pay/notify/wechat';
export const WECHAT_H5_PATH = '/v3/pay/transactions/h5';
const TRADE_NO = /^[A-Za-z0-9_-]{1,64}$/;
const TIMEOUT_MS = 10_000;

/** RFC 3339 in Shanghai time, as time_expire takes it: 2025-06-01T12:15:00+08:00. */
function rfc3339(ms: number): string {
  return `${formatDate(ms, 'YYYY-MM-DD')}T${formatDate(ms, 'HH:mm:ss')}+08:00`;
}

export type OrderRequest = { url: string; headers: Record<string, string>; body: string };

/** The H5 order's request, signed; pure, so a test checks its signature without 微信支付. */
export function h5OrderRequest(
  settings: WechatPaySettings,
  order: Pick<OrderRow, 'orderNo' | 'title' | 'price' | 'expiresAt'>,
  input: { nowMs: number; clientIp: string; notifyUrl: string; nonce?: string },
): OrderRequest {
  const body = JSON.stringify({
    appid: settings.appId,
    mchid: settings.mchId,
    description: order.title,
    out_trade_no: order.orderNo,
    // The order closes at 微信支付 when it closes here.
    time_expire: rfc3339(order.expiresAt.getTime()),
    notify_url: input.notifyUrl,
    amount: { total: order.price, currency: 'CNY' },
    scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
  });
  const signed = {
    method: 'POST' as const,
    path: WECHAT_H5_PATH,
    body,
    timestamp: Math.floor(input.nowMs / 1000),
    nonce: input.nonce ?? wechatNonce(),
  };
  return {
    url: `${settings.gateway}${WECHAT_H5_PATH}`,
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      'user-agent': 'yingshi-origin',
      authorization: authorization(signed, settings),
    },
    body,
  };
}

type Transaction = {
  appid?: unknown;
  mchid?: unknown;
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  success_time?: unknown;
  amount?: { total?: unknown; currency?: unknown };
};

function parse<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

/** What the decrypted transaction says, checked against our merchant. */
function checkTransaction(settings: WechatPaySettings, tx: Transaction): NoticeCheck {
  const orderNo =
    typeof tx.out_trade_no === 'string' && ORDER_NO_PATTERN.test(tx.out_trade_no)
      ? tx.out_trade_no
      : undefined;
  const refuse = (reason: string): NoticeCheck => ({ kind: 'refused', reason, orderNo });
  if (tx.appid !== settings.appId) return refuse(`appid ${String(tx.appid)} is not ours`);
  if (tx.mchid !== settings.mchId) return refuse(`mchid ${String(tx.mchid)} is not ours`);
  if (!orderNo) return refuse('out_trade_no is not an order number');
  if (tx.trade_state !== 'SUCCESS') {
    return { kind: 'ignore', reason: `trade_state ${String(tx.trade_state)}`, orderNo };
  }
  const total = tx.amount?.total;
  const tradeNo = tx.transaction_id;
  if (typeof tradeNo !== 'string' || !TRADE_NO.test(tradeNo)) return refuse('transaction_id');
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0) {
    return refuse('amount.total malformed');
  }
  if (tx.amount?.currency !== 'CNY') return refuse(`currency ${String(tx.amount?.currency)}`);
  // RFC 3339 with its offset: 2025-06-01T12:00:06+08:00.
  const paidAtMs = typeof tx.success_time === 'string' ? Date.parse(tx.success_time) : NaN;
  const notice = { orderNo, tradeNo, amount: total };
  return { kind: 'ok', notice: Number.isFinite(paidAtMs) ? { ...notice, paidAtMs } : notice };
}

/** A notice's verdict: signed by the platform within 5 minutes, decrypted, for our merchant. */
export function checkWechatNotice(
  settings: WechatPaySettings,
  { text, headers }: RawNotice,
  nowMs: number,
): NoticeCheck {
  const signed = signedAnswerOf(headers, text);
  if (!signed) return { kind: 'refused', reason: 'Wechatpay-* headers missing' };
  const platform = { key: settings.platformKey, serial: settings.platformSerial };
  const problem = signatureProblem(signed, platform, nowMs);
  if (problem) return { kind: 'refused', reason: problem };
  const notice = parse<{ event_type?: unknown; resource?: EncryptedResource }>(text);
  const resource = notice?.resource;
  if (!resource || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
    return { kind: 'refused', reason: 'no encrypted resource' };
  }
  const plain = decryptResource(resource, settings.apiV3Key);
  const tx = plain === null ? null : parse<Transaction>(plain);
  if (!tx) return { kind: 'refused', reason: 'resource does not decrypt' };
  return checkTransaction(settings, tx);
}

/** 204 without a body takes it; anything else is a failure with the code FAIL, and is resent. */
function wechatAnswer(ok: boolean, status?: 400 | 413): ProviderAnswer {
  if (ok) return { status: 204, body: '', type: 'text/plain' };
  const body = JSON.stringify({ code: 'FAIL', message: '失败' });
  return { status: status ?? 400, body, type: 'application/json; charset=utf-8' };
}

export function createWechatProvider(settings: WechatPaySettings, publicUrl: string): PayProvider {
  const notifyUrl = `${publicUrl.replace(/\/+$/, '')}${WECHAT_NOTIFY_PATH}`;
  const platform = { key: settings.platformKey, serial: settings.platformSerial };
  return {
    name: 'wechat',
    payTypes: ['wechat'],
    notifyPath: WECHAT_NOTIFY_PATH,
    async startPayment(order, { nowMs, clientIp }) {
      const request = h5OrderRequest(settings, order, { nowMs, clientIp, notifyUrl });
      const res = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`wechat h5 order: HTTP ${res.status} ${text.slice(0, 200)}`);
      // The answer is signed too: an h5_url we did not get from 微信支付 is not followed.
      const signed = signedAnswerOf(res.headers, text);
      const problem = signed ? signatureProblem(signed, platform, nowMs) : 'unsigned';
      if (problem) throw new Error(`wechat h5 order: answer ${problem}`);
      const url = parse<{ h5_url?: unknown }>(text)?.h5_url;
      if (typeof url !== 'string' || !url.startsWith('https://')) {
        throw new Error('wechat h5 order: no h5_url');
      }
      return url;
    },
    checkNotice: (raw, nowMs) => checkWechatNotice(settings, raw, nowMs),
    answer: wechatAnswer,
  };
}
