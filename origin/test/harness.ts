// Builds the origin app on a test database with a movable clock, and makes signed calls the way
// the BFF does: sealed (x-encrypted: 1, AES-GCM bodies) whenever the config's START_ENCRYPT_HTTP
// is on, as the origin then requires, unless a test asks for a plain one to see it refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Hono } from 'hono';

import { decryptJson, encryptJson, encryptText } from '@/lib/protocol/cipher';
import { buildApiKeyHeader, newNonce, signRequest } from '@/lib/protocol/sign';

import { createApp } from '../app';
import type { OriginConfig } from '../config';
import type { Db } from '../db/client';
import type { AppDeps, OriginEnv } from '../http/context';
import { importOriginKeys, type OriginKeys } from '../keys';
import type { SmsMessage, SmsProvider } from '../services/account/sms';

export const TEST_SIGN_KEY = 'origin-test-sign-key-0123456789';
export const TEST_REQUEST_KEY = 'a1'.repeat(32);
export const TEST_RESPONSE_KEY = 'b2'.repeat(32);
export const TEST_UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';
/** 2025-06-01 12:00:00 in Asia/Shanghai. */
export const TEST_START_MS = Date.UTC(2025, 5, 1, 4, 0, 0);

let dataDir: string | undefined;

/** One scratch data folder per test process (uploads land there), removed at exit. */
function testDataDir(): string {
  if (!dataDir) {
    const dir = mkdtempSync(path.join(tmpdir(), 'origin-test-data-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    dataDir = dir;
  }
  return dataDir;
}

export function testConfig(overrides: Partial<OriginConfig> = {}): OriginConfig {
  return {
    role: 'all',
    port: 4000,
    host: undefined,
    publicUrl: 'http://localhost:4000',
    cdnMirrors: [],
    databaseUrl: undefined,
    databasePoolMax: 5,
    pgliteDir: '',
    dataDir: testDataDir(),
    mediaStore: { kind: 'disk' },
    signKey: TEST_SIGN_KEY,
    keyVersions: [{ version: '1', requestKey: TEST_REQUEST_KEY, responseKey: TEST_RESPONSE_KEY }],
    startEncryptHttp: true,
    startEncryptM3u8: true,
    theme: 1,
    guestPerIpPerMinute: 20,
    // High enough that only the rate-limit tests meet them.
    rateLimitIpPerMinute: 100_000,
    rateLimitDevicePerMinute: 100_000,
    rateLimitServicePerMinute: 100_000,
    tokenTtlDays: 30,
    previewSeconds: 15,
    serviceToken: undefined,
    smsPerIpPerHour: 20,
    smsPerPhonePerDay: 10,
    // Tests register many accounts from one address; the limit has a test of its own.
    registerPerIpPerHour: 1000,
    smsResendSeconds: 60,
    smsOutboxFile: undefined,
    payDemoCashier: true,
    pay: {},
    qrLoginTtlSeconds: 120,
    adminTotpRequired: false,
    logLevel: 'silent',
    // The demo provider, streaming without pauses (a test that needs them passes deps.ai).
    ai: { provider: 'local', delayMs: 0 },
    ...overrides,
  };
}

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Raw body text, sent on the wire as is, never sealed (takes precedence over body). */
  rawBody?: string;
  /** The payload's text, sealed as the BFF seals it when encrypted (malformed JSON, say). */
  bodyText?: string;
  /** A multipart body (uploads), sent plain as the BFF sends it; takes precedence over the rest. */
  form?: FormData;
  token?: string;
  /** x-encrypted: 1 and a sealed body; defaults to the config's startEncryptHttp. */
  encrypted?: boolean;
  keyVersion?: string | null;
  /** Replaces the computed x-api-key (null: leave it out). */
  apiKey?: string | null;
  /** Signing time in unix seconds (default: the clock). */
  signedAt?: number;
  nonce?: string;
  ip?: string;
  headers?: Record<string, string>;
  userAgent?: string;
  /** Aborts the request (a client going away mid-stream). */
  signal?: AbortSignal;
};

export type CallResult = {
  status: number;
  headers: Headers;
  /** The envelope as sent (data still sealed when hash is true). */
  raw: Record<string, unknown>;
  code: number;
  /** data, decrypted when the answer was sealed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test asserts the shape it reads
  data: any;
  tip: string;
  msg: string;
  /** The envelope as the BFF hands it on: `data` opened, no `hash`. */
  envelope: { code: number; data: unknown; tip: string; msg: string };
};

export type Harness = {
  app: Hono<OriginEnv>;
  keys: OriginKeys;
  config: OriginConfig;
  clock: { ms: number; advance(seconds: number): void };
  sms: SmsMessage[];
  /** Clock back to TEST_START_MS, captured SMS cleared (between tests). */
  reset(): void;
  call(path: string, options?: CallOptions): Promise<CallResult>;
  /** The same request as `call`, answered as the raw Response (a stream call's event stream). */
  send(path: string, options?: CallOptions): Promise<Response>;
  /** x-api-key for a request as the BFF would sign it. */
  apiKeyFor(
    path: string,
    options?: { token?: string; userAgent?: string; t?: number; nonce?: string },
  ): Promise<string>;
  /** A fresh guest: its token and id. */
  guest(devID?: string): Promise<{ token: string; id: number }>;
  login(account: string, password?: string): Promise<{ token: string; id: number }>;
};

let deviceCounter = 0;

type SendOptions = NonNullable<Parameters<Harness['send']>[1]>;

/** The request's body as the client would send it: a form, raw text, or JSON (encrypted or not). */
async function requestBody(
  o: SendOptions,
  method: string,
  encrypted: boolean,
  requestKey: Parameters<typeof encryptJson>[0],
): Promise<string | FormData | undefined> {
  if (o.form) return o.form;
  if (method === 'GET') return undefined;
  if (o.rawBody !== undefined) return o.rawBody;
  if (!encrypted) return o.bodyText ?? JSON.stringify(o.body ?? {});
  return JSON.stringify({
    data:
      o.bodyText === undefined
        ? await encryptJson(requestKey, o.body ?? {})
        : await encryptText(requestKey, o.bodyText),
  });
}

/** An answer's envelope, its data decrypted when the origin sealed it. */
async function readAnswer(
  res: Response,
  responseKey: Parameters<typeof decryptJson>[0],
): Promise<CallResult> {
  const text = await res.text();
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
  }
  const data = raw.hash === true ? await decryptJson(responseKey, raw.data as string) : raw.data;
  return {
    status: res.status,
    headers: res.headers,
    raw,
    code: raw.code as number,
    data,
    tip: raw.tip as string,
    msg: raw.msg as string,
    envelope: { code: raw.code as number, data, tip: raw.tip as string, msg: raw.msg as string },
  };
}

export async function createHarness(
  db: Db,
  options: { config?: Partial<OriginConfig>; sms?: SmsProvider; deps?: Partial<AppDeps> } = {},
): Promise<Harness> {
  const config = testConfig(options.config);
  const keys = await importOriginKeys(config);
  const clock = {
    ms: TEST_START_MS,
    advance(seconds: number) {
      this.ms += seconds * 1000;
    },
  };
  const sms: SmsMessage[] = [];
  const capture: SmsProvider = { send: async (m) => void sms.push(m) };
  const app = createApp({
    db,
    config,
    keys,
    now: () => clock.ms,
    sms: options.sms ?? capture,
    ...options.deps,
  });

  const apiKeyFor: Harness['apiKeyFor'] = async (path, o = {}) => {
    const t = o.t ?? Math.floor(clock.ms / 1000);
    const n = o.nonce ?? newNonce();
    const s = await signRequest(keys.signKey, {
      token: o.token ?? '',
      path,
      userAgent: o.userAgent ?? TEST_UA,
      timestamp: t,
      nonce: n,
    });
    return buildApiKeyHeader({ t, s, n });
  };

  const send: Harness['send'] = async (path, o = {}) => {
    const url = path.startsWith('/') ? path : `/api/app/${path}`;
    const method = o.method ?? 'POST';
    const headers: Record<string, string> = { 'x-user-agent': o.userAgent ?? TEST_UA };
    if (o.token !== undefined) headers.authorization = o.token;
    const apiKey =
      o.apiKey !== undefined
        ? o.apiKey
        : await apiKeyFor(url.split('?')[0]!, {
            token: o.token,
            userAgent: o.userAgent,
            t: o.signedAt,
            nonce: o.nonce,
          });
    if (apiKey !== null) headers['x-api-key'] = apiKey;
    if (o.ip) headers['x-real-ip'] = o.ip;
    const codec = keys.codecs.current;
    const encrypted = o.encrypted ?? config.startEncryptHttp;
    if (encrypted) {
      headers['x-encrypted'] = '1';
      if (o.keyVersion !== null) headers['x-key-version'] = o.keyVersion ?? codec.version;
    }
    if (!o.form && method !== 'GET') headers['content-type'] = 'application/json';
    const body = await requestBody(o, method, encrypted, codec.requestKey);
    return app.request(url, {
      method,
      headers: { ...headers, ...o.headers },
      body,
      ...(o.signal ? { signal: o.signal } : {}),
    });
  };

  const call: Harness['call'] = async (path, o = {}) => {
    const res = await send(path, o);
    return readAnswer(res, keys.codecs.current.responseKey);
  };

  const expectOk = (r: CallResult, what: string) => {
    if (r.code !== 200) throw new Error(`${what} failed: ${r.code} ${r.tip}`);
    return { token: r.data.token as string, id: r.data.id as number };
  };

  return {
    app,
    keys,
    config,
    clock,
    sms,
    reset() {
      clock.ms = TEST_START_MS;
      sms.length = 0;
    },
    call,
    send,
    apiKeyFor,
    guest: async (devID = `test-device-${process.pid}-${++deviceCounter}`) =>
      expectOk(
        await call('login/guest', { body: { devID, affCode: '', token: '' } }),
        'guest login',
      ),
    login: async (account, password = 'demo123456') =>
      expectOk(await call('login/account/login', { body: { account, password } }), 'login'),
  };
}
