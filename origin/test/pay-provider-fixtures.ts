// Keys and notices for the 支付宝 and 微信支付 providers' tests: RSA keys generated per run (never
// a real key), and notices shaped as the providers' documentation shows them, signed (and for
// 微信支付 encrypted) as the providers would.
import {
  createCipheriv,
  createSign,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

import type { AlipaySettings, WechatPaySettings } from '../config-pay';
import { ALIPAY_NOTIFY_PATH } from '../services/money/pay-alipay';
import { WECHAT_NOTIFY_PATH } from '../services/money/pay-wechat';
import type { Harness } from './harness';

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

/** Generated once per test file: the merchant's (our) keys and the providers' own. */
export const KEYS = {
  alipayApp: rsa(),
  alipay: rsa(),
  wechatMerchant: rsa(),
  wechatPlatform: rsa(),
  /** Someone else's: a notice signed with it is forged. */
  stranger: rsa(),
};

export const ALIPAY_APP_ID = '2021000123456789';
export const WECHAT_APP_ID = 'wxd678efh567hg6787';
export const WECHAT_MCH_ID = '1230000109';
export const WECHAT_PLATFORM_SERIAL = 'PUB_KEY_ID_0112345678202501010000000000000000';
export const WECHAT_API_V3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

export function alipaySettings(overrides: Partial<AlipaySettings> = {}): AlipaySettings {
  return {
    appId: ALIPAY_APP_ID,
    privateKey: KEYS.alipayApp.privateKey,
    alipayPublicKey: KEYS.alipay.publicKey,
    gateway: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
    sellerId: undefined,
    returnUrl: undefined,
    ...overrides,
  };
}

export function wechatSettings(overrides: Partial<WechatPaySettings> = {}): WechatPaySettings {
  return {
    appId: WECHAT_APP_ID,
    mchId: WECHAT_MCH_ID,
    mchSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: KEYS.wechatMerchant.privateKey,
    platformKey: KEYS.wechatPlatform.publicKey,
    platformSerial: WECHAT_PLATFORM_SERIAL,
    apiV3Key: Buffer.from(WECHAT_API_V3_KEY),
    // Never reached: the tests build the order request, they do not send it.
    gateway: 'http://127.0.0.1:9',
    ...overrides,
  };
}

/** The string 支付宝 signs a notice over: sorted fields but sign and sign_type, k=v joined by &. */
export function alipaySignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

const rsaSign = (key: KeyObject, text: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

/** 支付宝's trade_status_sync notice of a paid order (the fields its docs list), signed. */
export function alipayNotice(
  paid: { orderNo: string; tradeNo: string; totalAmount: string },
  options: { fields?: Record<string, string>; key?: KeyObject } = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    gmt_create: '2025-06-01 12:00:05',
    charset: 'utf-8',
    seller_email: 'zhu***@alitest.com',
    subject: '500钻石',
    buyer_id: '2088102122485786',
    invoice_amount: paid.totalAmount,
    notify_id: '2025060100222120006085786512345678',
    fund_bill_list: `[{"amount":"${paid.totalAmount}","fundChannel":"ALIPAYACCOUNT"}]`,
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: paid.totalAmount,
    app_id: ALIPAY_APP_ID,
    buyer_pay_amount: paid.totalAmount,
    sign_type: 'RSA2',
    seller_id: '2088102119685838',
    gmt_payment: '2025-06-01 12:00:06',
    notify_time: '2025-06-01 12:00:07',
    version: '1.0',
    out_trade_no: paid.orderNo,
    total_amount: paid.totalAmount,
    trade_no: paid.tradeNo,
    auth_app_id: ALIPAY_APP_ID,
    buyer_logon_id: 'hgw***@163.com',
    point_amount: '0.00',
    ...options.fields,
  };
  return {
    ...fields,
    sign: rsaSign(options.key ?? KEYS.alipay.privateKey, alipaySignContent(fields)),
  };
}

export type WechatTransaction = Record<string, unknown>;

/** The decrypted resource of 微信支付's TRANSACTION.SUCCESS notice, as its docs show it. */
export function wechatTransaction(
  paid: { orderNo: string; transactionId: string; total: number },
  overrides: WechatTransaction = {},
): WechatTransaction {
  return {
    mchid: WECHAT_MCH_ID,
    appid: WECHAT_APP_ID,
    out_trade_no: paid.orderNo,
    transaction_id: paid.transactionId,
    trade_type: 'MWEB',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'CMC',
    attach: '',
    success_time: '2025-06-01T12:00:06+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: paid.total, payer_total: paid.total, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

export type WechatNoticeOptions = {
  /** Unix seconds of Wechatpay-Timestamp (default: the harness clock). */
  timestamp?: number;
  signKey?: KeyObject;
  serial?: string;
  apiV3Key?: string;
};

/** The notice's body (resource AES-256-GCM under the APIv3 key) and its signed headers. */
export function wechatNotice(
  tx: WechatTransaction,
  nowMs: number,
  options: WechatNoticeOptions = {},
): { body: string; headers: Record<string, string> } {
  const nonce = randomBytes(6).toString('hex');
  const aad = 'transaction';
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(options.apiV3Key ?? WECHAT_API_V3_KEY),
    Buffer.from(nonce),
  );
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([
    cipher.update(JSON.stringify(tx), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2025-06-01T12:00:07+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: aad,
      nonce,
    },
  });
  const timestamp = String(options.timestamp ?? Math.floor(nowMs / 1000));
  const headerNonce = randomBytes(16).toString('hex');
  const signature = rsaSign(
    options.signKey ?? KEYS.wechatPlatform.privateKey,
    `${timestamp}\n${headerNonce}\n${body}\n`,
  );
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': options.serial ?? WECHAT_PLATFORM_SERIAL,
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    },
  };
}

export function providerNotices(h: Harness) {
  const origin = h.config.publicUrl.replace(/\/+$/, '');
  return {
    postAlipay: (fields: Record<string, string>) =>
      h.app.request(`${origin}${ALIPAY_NOTIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(fields).toString(),
      }),
    postWechat: (notice: { body: string; headers: Record<string, string> }) =>
      h.app.request(`${origin}${WECHAT_NOTIFY_PATH}`, {
        method: 'POST',
        headers: notice.headers,
        body: notice.body,
      }),
  };
}
