// Body encryption (x-encrypted: 1): requests decrypted, 200 answers sealed under the same key
// version, failures plain; key rotation; never a 500 on a bad ciphertext. With START_ENCRYPT_HTTP
// on, every request must be sealed (a plain body is 4001: the AES-GCM tag authenticates every
// body), and a plain multipart body is taken on the upload calls only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { encryptJson, importAesKey } from '@/lib/protocol/cipher';

import { createHarness, TEST_REQUEST_KEY, TEST_RESPONSE_KEY, type Harness } from './test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from './test/test-db';

let tdb: TestDb;
let h: Harness;
/** The same origin with START_ENCRYPT_HTTP off. */
let plainH: Harness;
const OLD_REQUEST_KEY = 'c3'.repeat(32);
const OLD_RESPONSE_KEY = 'd4'.repeat(32);

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, {
    config: {
      keyVersions: [
        { version: '2', requestKey: TEST_REQUEST_KEY, responseKey: TEST_RESPONSE_KEY },
        { version: '1', requestKey: OLD_REQUEST_KEY, responseKey: OLD_RESPONSE_KEY },
      ],
    },
  });
  plainH = await createHarness(tdb.db, { config: { startEncryptHttp: false } });
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

describe('encryption off', () => {
  it('takes a plain JSON body and answers plain', async () => {
    const r = await plainH.call('login/guest', { body: { devID: 'plain-device-0001' } });
    expect(r.code).toBe(200);
    expect(r.raw.hash).toBeUndefined();
    expect(typeof r.raw.data).toBe('object');
  });

  it('still opens a sealed request and seals its answer', async () => {
    const r = await plainH.call('login/guest', {
      body: { devID: 'plain-device-0002' },
      encrypted: true,
    });
    expect(r.raw).toMatchObject({ code: 200, hash: true });
  });
});

describe('encryption on: no body goes unauthenticated', () => {
  it('refuses a plain JSON body (no x-encrypted) with 401 / 4001, and runs nothing', async () => {
    const devID = 'plain-on-device-0001';
    const r = await h.call('login/guest', { body: { devID }, encrypted: false });
    expect(r.status).toBe(401);
    expect(r.raw).toEqual({
      code: 4001,
      data: null,
      tip: '请求校验失败，请检查手机时间后重试',
      msg: 'bad_signature',
    });
    // The device has no guest yet: the sealed call creates it now.
    const sealed = await h.call('login/guest', { body: { devID } });
    expect(sealed.raw).toMatchObject({ code: 200, hash: true });
  });

  it('refuses a body swapped for plain JSON on a signed request (a tampering hop)', async () => {
    const guest = await h.guest();
    const r = await h.call('user/info/modify', {
      token: guest.token,
      body: { intro: '被篡改的简介' },
      encrypted: false,
    });
    expect(r.code).toBe(4001);
    const info = await h.call('user/info', { token: guest.token });
    expect(info.data.intro).not.toBe('被篡改的简介');
  });

  it('refuses a GET without x-encrypted: its answer would leave unsealed', async () => {
    const r = await h.call('ping/check', { method: 'GET', encrypted: false });
    expect(r.status).toBe(401);
    expect(r.raw).toMatchObject({ code: 4001, data: null });
  });

  it('refuses a multipart body on a call that is not an upload', async () => {
    const form = new FormData();
    form.append('devID', 'form-device-00001');
    const r = await h.call('login/guest', { form });
    expect(r.status).toBe(401);
    expect(r.raw).toMatchObject({ code: 4001, data: null });
  });

  it('takes a plain multipart body on an upload call (the signature binds the path)', async () => {
    const guest = await h.guest();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(64)]), 'a.jpg');
    // Zeros named a.jpg: read whole, then refused by the upload's own content check.
    const r = await h.call('upload/img', { token: guest.token, form });
    expect(r.raw).toMatchObject({ code: 4000 });
    expect(r.status).toBe(415);
  });
});

describe('encryption on', () => {
  it('decrypts the body and seals the answer: {code, hash: true, data: b64, tip, msg}', async () => {
    const r = await h.call('login/guest', {
      body: { devID: 'sealed-device-0001' },
      encrypted: true,
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.raw).sort()).toEqual(['code', 'data', 'hash', 'msg', 'tip']);
    expect(r.raw).toMatchObject({ code: 200, hash: true, tip: '', msg: 'ok' });
    expect(typeof r.raw.data).toBe('string');
    expect(r.raw.data).toMatch(/^[A-Za-z0-9+/]+=*$/);
    // The harness decrypted it with RESPONSE_KEY.
    expect(r.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('seals GET answers too (GET has no body; the query stays plain)', async () => {
    const r = await h.call('ping/check', { method: 'GET', encrypted: true });
    expect(r.raw.hash).toBe(true);
    expect(r.data.ok).toBe(true);
  });

  it('never seals a failure: no hash, data null, tip readable', async () => {
    const r = await h.call('user/info', { body: {}, encrypted: true });
    expect(r.status).toBe(401);
    expect(r.raw).toEqual({
      code: 1000,
      data: null,
      tip: '登录已失效，请重新登录',
      msg: 'session_invalid',
    });
    const bad = await h.call('login/guest', { body: { devID: 'short' }, encrypted: true });
    expect(bad.raw).toMatchObject({ code: 6004, data: null });
    expect(bad.raw.hash).toBeUndefined();
  });

  it('answers under the version the request used (rotation: old keys still accepted)', async () => {
    const oldCodec = h.keys.codecs.get('1')!;
    const body = JSON.stringify({
      data: await encryptJson(oldCodec.requestKey, { devID: 'old-version-device' }),
    });
    const res = await h.app.request('/api/app/login/guest', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-encrypted': '1',
        'x-key-version': '1',
        'x-user-agent': '',
        'x-api-key': await h.apiKeyFor('/api/app/login/guest', { userAgent: '' }),
      },
    });
    const json = (await res.json()) as { code: number; hash: boolean; data: string };
    expect(json.code).toBe(200);
    const { decryptJson } = await import('@/lib/protocol/cipher');
    const data = (await decryptJson(await importAesKey(OLD_RESPONSE_KEY), json.data)) as {
      id: number;
    };
    expect(data.id).toBeGreaterThan(0);
    await expect(decryptJson(await importAesKey(TEST_RESPONSE_KEY), json.data)).rejects.toThrow();
  });

  it.each([
    ['an unknown key version', { keyVersion: '9' }],
    ['a missing key version', { keyVersion: null }],
  ])('refuses %s with 401 / 4001', async (_, o) => {
    const r = await h.call('login/before', { body: {}, encrypted: true, ...o });
    expect(r.status).toBe(401);
    expect(r.code).toBe(4001);
  });

  it.each([
    ['a plain JSON body', '{"devID":"x"}'],
    ['a non-string data', '{"data":42}'],
    ['bad base64', '{"data":"%%%"}'],
    ['a too-short ciphertext', '{"data":"AAAA"}'],
    ['a ciphertext under another key', null],
    ['not JSON at all', 'garbage'],
  ])('refuses %s with 401 / 4001, never 500', async (_, rawBody) => {
    const body =
      rawBody ??
      JSON.stringify({
        data: await encryptJson(await importAesKey('ee'.repeat(32)), { devID: 'x' }),
      });
    const r = await h.call('login/before', { rawBody: body, encrypted: true });
    expect(r.status).toBe(401);
    expect(r.raw).toMatchObject({ code: 4001, data: null });
  });

  it('refuses a sealed payload that is not an object with 4000', async () => {
    const codec = h.keys.codecs.current;
    const r = await h.call('login/before', {
      rawBody: JSON.stringify({ data: await encryptJson(codec.requestKey, [1, 2, 3]) }),
      encrypted: true,
    });
    expect(r.code).toBe(4000);
  });
});
