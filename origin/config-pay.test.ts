// PAY_PROVIDER at start-up: the demo by default; a real provider with every key (as PEM text, a
// one-line PEM with \n, bare base64 or a file) starts, one missing or unreadable key stops the
// start with a message naming the variable.
import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError } from './config-env';
import { loadOriginConfig } from './config';

const BASE = { SIGN_KEY: 'k', REQUEST_KEY: 'a1'.repeat(32), RESPONSE_KEY: 'b2'.repeat(32) };
const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const [app, alipay, merchant, platform] = [pair(), pair(), pair(), pair()];
const pem = (key: ReturnType<typeof pair>['privateKey']) =>
  key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();

const ALIPAY = {
  PAY_PROVIDER: 'alipay',
  ALIPAY_APP_ID: '2021000123456789',
  ALIPAY_PRIVATE_KEY: pem(app.privateKey),
  ALIPAY_PUBLIC_KEY: pem(alipay.publicKey),
};
const WECHAT = {
  PAY_PROVIDER: 'wechat',
  WECHAT_PAY_APP_ID: 'wxd678efh567hg6787',
  WECHAT_PAY_MCH_ID: '1230000109',
  WECHAT_PAY_MCH_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_PAY_PRIVATE_KEY: pem(merchant.privateKey),
  WECHAT_PAY_PLATFORM_KEY: pem(platform.publicKey),
  WECHAT_PAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0112345678202501010000000000000000',
  WECHAT_PAY_API_V3_KEY: 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6',
};

const load = (env: Record<string, string>) => loadOriginConfig({ ...BASE, ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('started');
};

describe('PAY_PROVIDER', () => {
  it('is the demo by default', () => {
    expect(load({})).toMatchObject({ pay: {}, payDemoCashier: true });
  });

  it('alipay with its keys starts, the demo page off', () => {
    const c = load(ALIPAY);
    expect(c.payDemoCashier).toBe(false);
    expect(c.pay.alipay).toMatchObject({
      appId: '2021000123456789',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
    expect(c.pay.alipay!.alipayPublicKey.equals(alipay.publicKey)).toBe(true);
    expect(c.pay.wechat).toBeUndefined();
  });

  it('takes a key as one-line PEM, bare base64 or a file', () => {
    const oneLine = pem(app.privateKey).replace(/\n/g, '\\n');
    expect(load({ ...ALIPAY, ALIPAY_PRIVATE_KEY: oneLine }).pay.alipay).toBeDefined();
    const bare = alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const fromBare = load({ ...ALIPAY, ALIPAY_PUBLIC_KEY: bare }).pay.alipay!.alipayPublicKey;
    expect(fromBare.equals(createPublicKey(pem(alipay.publicKey)))).toBe(true);
    // 支付宝's key tool writes bare PKCS#1 for non-Java servers, PKCS#8 for Java.
    for (const type of ['pkcs1', 'pkcs8'] as const) {
      const der = app.privateKey.export({ type, format: 'der' }).toString('base64');
      const parsed = load({ ...ALIPAY, ALIPAY_PRIVATE_KEY: der }).pay.alipay!.privateKey;
      expect(parsed.equals(app.privateKey), type).toBe(true);
    }
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-keys-'));
    const file = path.join(dir, 'app.pem');
    writeFileSync(file, pem(app.privateKey));
    expect(load({ ...ALIPAY, ALIPAY_PRIVATE_KEY: file }).pay.alipay).toBeDefined();
  });

  it('wechat and both at once start', () => {
    expect(load(WECHAT).pay.wechat).toMatchObject({ mchId: '1230000109' });
    const both = load({ ...ALIPAY, ...WECHAT, PAY_PROVIDER: 'alipay,wechat' });
    expect(Object.keys(both.pay).sort()).toEqual(['alipay', 'wechat']);
  });

  it('refuses to start without a key, naming it', () => {
    const { ALIPAY_PUBLIC_KEY: _a, ...noAlipayKey } = ALIPAY;
    expect(refusal(noAlipayKey)).toBe('PAY_PROVIDER=alipay needs ALIPAY_PUBLIC_KEY');
    const { WECHAT_PAY_API_V3_KEY: _w, ...noV3 } = WECHAT;
    expect(refusal(noV3)).toBe('PAY_PROVIDER=wechat needs WECHAT_PAY_API_V3_KEY');
    expect(refusal({ PAY_PROVIDER: 'wechat' })).toMatch(/needs WECHAT_PAY_/);
  });

  it('refuses a key that is not one, or the wrong kind', () => {
    expect(refusal({ ...ALIPAY, ALIPAY_PRIVATE_KEY: '/no/such/key.pem' })).toMatch(
      /^ALIPAY_PRIVATE_KEY must be a PEM key/,
    );
    expect(refusal({ ...ALIPAY, ALIPAY_PRIVATE_KEY: pem(app.publicKey) })).toMatch(
      /^ALIPAY_PRIVATE_KEY is not an RSA private key/,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(refusal({ ...WECHAT, WECHAT_PAY_PLATFORM_KEY: pem(ec.publicKey) })).toMatch(
      /^WECHAT_PAY_PLATFORM_KEY is not an RSA public key/,
    );
    expect(refusal({ ...WECHAT, WECHAT_PAY_API_V3_KEY: 'short' })).toMatch(/32-character/);
    expect(refusal({ ...ALIPAY, ALIPAY_APP_ID: '2021' })).toMatch(/16 digits/);
  });

  it('refuses an unknown provider, the demo beside a real one, or the demo page with one', () => {
    expect(refusal({ PAY_PROVIDER: 'paypal' })).toMatch(/PAY_PROVIDER must be/);
    expect(refusal({ ...ALIPAY, PAY_PROVIDER: 'demo,alipay' })).toMatch(/demo takes no real/);
    expect(refusal({ ...ALIPAY, PAY_DEMO_CASHIER: '1' })).toMatch(/PAY_DEMO_CASHIER is for/);
  });
});
