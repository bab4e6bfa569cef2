// Payment provider settings from the environment (docs/money-api.md "Payment providers"):
// PAY_PROVIDER picks demo (the default), alipay, wechat or both; a real provider missing a key,
// or holding one that does not parse, stops the start with a message naming the variable.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

import { ConfigError, read, type Env } from './config-env';

export type AlipaySettings = {
  appId: string;
  /** The app's private key (RSA2 signs the order). */
  privateKey: KeyObject;
  /** 支付宝公钥: verifies the notices. */
  alipayPublicKey: KeyObject;
  /** The openapi gateway (ALIPAY_GATEWAY; the sandbox's for testing). */
  gateway: string;
  /** ALIPAY_SELLER_ID: the merchant's PID; when set, a notice for another seller is refused. */
  sellerId: string | undefined;
  /** ALIPAY_RETURN_URL: where 支付宝 sends the payer back after paying. */
  returnUrl: string | undefined;
};

export type WechatPaySettings = {
  appId: string;
  mchId: string;
  /** The serial number of the merchant's API certificate (the Authorization header names it). */
  mchSerial: string;
  /** The merchant's API private key (signs the order request). */
  privateKey: KeyObject;
  /** 微信支付公钥 or the platform certificate's key: verifies Wechatpay-Signature. */
  platformKey: KeyObject;
  /** Its id (PUB_KEY_ID_… or the certificate's serial): a notice naming another is refused. */
  platformSerial: string;
  /** APIv3 key, 32 bytes: decrypts a notice's resource (AES-256-GCM). */
  apiV3Key: Buffer;
  /** The API's base URL (WECHAT_PAY_GATEWAY). */
  gateway: string;
};

export type PaySettings = { alipay?: AlipaySettings; wechat?: WechatPaySettings };

const PROVIDERS = ['demo', 'alipay', 'wechat'] as const;

/** PEM text (literal \n allowed, as one-line env files hold it), bare base64 DER, or a file path. */
function keyText(name: string, raw: string): string | Buffer {
  const text = raw.replace(/\\n/g, '\n');
  if (text.includes('-----BEGIN ')) return text;
  if (/^[A-Za-z0-9+/=\s]{200,}$/.test(text)) return Buffer.from(text.replace(/\s/g, ''), 'base64');
  try {
    return readFileSync(text);
  } catch {
    throw new ConfigError(
      `${name} must be a PEM key, its base64, or a readable file: "${raw.slice(0, 40)}"`,
    );
  }
}

const isDer = (text: string | Buffer): text is Buffer =>
  Buffer.isBuffer(text) && !text.includes('-----BEGIN ');

/** DER in the first encoding that parses: 支付宝's key tool writes PKCS#8 or PKCS#1. */
function derKey<T extends string>(parse: (type: T) => KeyObject, types: readonly T[]): KeyObject {
  for (const type of types) {
    try {
      return parse(type);
    } catch {
      // the next encoding
    }
  }
  throw new Error('no DER encoding parses');
}

function privateKey(name: string, raw: string): KeyObject {
  const text = keyText(name, raw);
  try {
    const key = isDer(text)
      ? derKey(
          (type: 'pkcs8' | 'pkcs1') => createPrivateKey({ key: text, format: 'der', type }),
          ['pkcs8', 'pkcs1'],
        )
      : createPrivateKey(text);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new ConfigError(`${name} is not an RSA private key (PEM, PKCS#1 or PKCS#8)`);
  }
}

function publicKey(name: string, raw: string): KeyObject {
  const text = keyText(name, raw);
  try {
    const key = isDer(text)
      ? derKey(
          (type: 'spki' | 'pkcs1') => createPublicKey({ key: text, format: 'der', type }),
          ['spki', 'pkcs1'],
        )
      : createPublicKey(text);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new ConfigError(`${name} is not an RSA public key or certificate (PEM)`);
  }
}

function gateway(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an https URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an https URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function needer(env: Env, provider: string) {
  return (name: string) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(`PAY_PROVIDER=${provider} needs ${name}`);
    return value;
  };
}

function alipaySettings(env: Env): AlipaySettings {
  const need = needer(env, 'alipay');
  const optional = (name: string) => read(env, name);
  const appId = need('ALIPAY_APP_ID');
  if (!/^[0-9]{16}$/.test(appId)) throw new ConfigError('ALIPAY_APP_ID must be 16 digits');
  const returnUrl = optional('ALIPAY_RETURN_URL');
  return {
    appId,
    privateKey: privateKey('ALIPAY_PRIVATE_KEY', need('ALIPAY_PRIVATE_KEY')),
    alipayPublicKey: publicKey('ALIPAY_PUBLIC_KEY', need('ALIPAY_PUBLIC_KEY')),
    gateway: gateway(
      'ALIPAY_GATEWAY',
      optional('ALIPAY_GATEWAY') ?? 'https://openapi.alipay.com/gateway.do',
    ),
    sellerId: optional('ALIPAY_SELLER_ID'),
    returnUrl: returnUrl === undefined ? undefined : gateway('ALIPAY_RETURN_URL', returnUrl),
  };
}

function wechatSettings(env: Env): WechatPaySettings {
  const need = needer(env, 'wechat');
  const apiV3Key = Buffer.from(need('WECHAT_PAY_API_V3_KEY'), 'utf8');
  if (apiV3Key.length !== 32) {
    throw new ConfigError('WECHAT_PAY_API_V3_KEY must be the 32-character APIv3 key');
  }
  return {
    appId: need('WECHAT_PAY_APP_ID'),
    mchId: need('WECHAT_PAY_MCH_ID'),
    mchSerial: need('WECHAT_PAY_MCH_SERIAL'),
    privateKey: privateKey('WECHAT_PAY_PRIVATE_KEY', need('WECHAT_PAY_PRIVATE_KEY')),
    platformKey: publicKey('WECHAT_PAY_PLATFORM_KEY', need('WECHAT_PAY_PLATFORM_KEY')),
    platformSerial: need('WECHAT_PAY_PLATFORM_SERIAL'),
    apiV3Key,
    gateway: gateway(
      'WECHAT_PAY_GATEWAY',
      env.WECHAT_PAY_GATEWAY?.trim() || 'https://api.mch.weixin.qq.com',
    ),
  };
}

/** PAY_PROVIDER: demo, alipay, wechat, or alipay,wechat; the demo mixes with no real one. */
export function paySettings(env: Env): PaySettings {
  const names = (env.PAY_PROVIDER?.trim() || 'demo').split(',').map((s) => s.trim());
  for (const name of names) {
    if (!(PROVIDERS as readonly string[]).includes(name)) {
      throw new ConfigError(
        `PAY_PROVIDER must be demo, alipay, wechat or alipay,wechat, got "${name}"`,
      );
    }
  }
  if (names.includes('demo') && names.length > 1) {
    throw new ConfigError('PAY_PROVIDER=demo takes no real provider beside it');
  }
  return {
    ...(names.includes('alipay') ? { alipay: alipaySettings(env) } : {}),
    ...(names.includes('wechat') ? { wechat: wechatSettings(env) } : {}),
  };
}
