// Env parsing: defaults, validation errors that name the variable, CDN lines.
import { describe, expect, it } from 'vitest';

import { ConfigError } from './config-env';
import { loadOriginConfig } from './config';
import { cdnServers, domainEntries } from './services/platform/config';

const KEYS = { SIGN_KEY: 'k', REQUEST_KEY: 'a1'.repeat(32), RESPONSE_KEY: 'b2'.repeat(32) };
const S3 = {
  MEDIA_STORE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_BUCKET: 'yingshi-media',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadOriginConfig', () => {
  it('fills the documented defaults', () => {
    const c = loadOriginConfig({ ...KEYS });
    expect(c).toMatchObject({
      port: 4000,
      host: undefined,
      publicUrl: 'http://localhost:4000',
      cdnMirrors: [],
      databaseUrl: undefined,
      databasePoolMax: 10,
      keyVersions: [{ version: '1', requestKey: KEYS.REQUEST_KEY, responseKey: KEYS.RESPONSE_KEY }],
      startEncryptHttp: true,
      startEncryptM3u8: true,
      theme: 1,
      guestPerIpPerMinute: 20,
      rateLimitIpPerMinute: 600,
      rateLimitDevicePerMinute: 300,
      tokenTtlDays: 30,
      previewSeconds: 15,
      smsPerIpPerHour: 20,
      smsPerPhonePerDay: 10,
      registerPerIpPerHour: 10,
      smsResendSeconds: 60,
      smsOutboxFile: undefined,
      payDemoCashier: true,
      pay: {},
      qrLoginTtlSeconds: 120,
      adminTotpRequired: false,
      logLevel: 'info',
      mediaStore: { kind: 'disk' },
      ai: { provider: 'local', delayMs: 30 },
    });
    expect(c.pgliteDir).toMatch(/data[/\\]pglite$/);
  });

  it('reads the role: all by default, api or worker on PostgreSQL, anything else refused', () => {
    expect(loadOriginConfig({ ...KEYS }).role).toBe('all');
    const pg = { ...KEYS, DATABASE_URL: 'postgres://u@h/db' };
    for (const role of ['api', 'worker', 'all'] as const) {
      expect(loadOriginConfig({ ...pg, ORIGIN_ROLE: role }).role).toBe(role);
    }
    for (const bad of ['API', 'web', 'both', 'api,worker']) {
      expect(() => loadOriginConfig({ ...pg, ORIGIN_ROLE: bad })).toThrow(
        new ConfigError(`ORIGIN_ROLE must be one of api, worker, all, got "${bad}"`),
      );
    }
    // PGlite's queue is one process's: the roles apart need PostgreSQL.
    expect(() => loadOriginConfig({ ...KEYS, ORIGIN_ROLE: 'worker' })).toThrow(
      /ORIGIN_ROLE=worker needs DATABASE_URL/,
    );
  });

  it('reads every variable', () => {
    const c = loadOriginConfig({
      ...KEYS,
      ORIGIN_PORT: '4100',
      ORIGIN_HOST: '127.0.0.1',
      ORIGIN_PUBLIC_URL: 'https://origin.example.com/',
      ORIGIN_CDN_MIRRORS: 'https://a.example.com, https://b.example.com/',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/x',
      KEY_VERSION: '2',
      PREVIOUS_KEY_VERSION: '1',
      PREVIOUS_REQUEST_KEY: 'c3'.repeat(32),
      PREVIOUS_RESPONSE_KEY: 'd4'.repeat(32),
      START_ENCRYPT_HTTP: '0',
      START_ENCRYPT_M3U8: 'off',
      THEME: '8',
      GUEST_PER_IP_PER_MINUTE: '5',
      TOKEN_TTL_DAYS: '7',
      ORIGIN_PREVIEW_SECONDS: '30',
      SMS_PER_IP_PER_HOUR: '500',
      SMS_PER_PHONE_PER_DAY: '3',
      SMS_RESEND_SECONDS: '2',
      SMS_OUTBOX_FILE: '/tmp/sms.jsonl',
      QR_LOGIN_TTL_SECONDS: '30',
    });
    expect(c).toMatchObject({
      port: 4100,
      host: '127.0.0.1',
      publicUrl: 'https://origin.example.com',
      cdnMirrors: ['https://a.example.com', 'https://b.example.com'],
      databaseUrl: 'postgres://u@h/db',
      pgliteDir: '/tmp/x/pglite',
      dataDir: '/tmp/x',
      startEncryptHttp: false,
      startEncryptM3u8: false,
      theme: 8,
      guestPerIpPerMinute: 5,
      tokenTtlDays: 7,
      previewSeconds: 30,
      smsPerIpPerHour: 500,
      smsPerPhonePerDay: 3,
      smsResendSeconds: 2,
      smsOutboxFile: '/tmp/sms.jsonl',
      qrLoginTtlSeconds: 30,
    });
    expect(c.keyVersions.map((k) => k.version)).toEqual(['2', '1']);
  });

  it('requires the console TOTP in production, optional elsewhere', () => {
    const totp = (env: Record<string, string>) =>
      loadOriginConfig({ ...KEYS, ...env }).adminTotpRequired;
    expect(totp({})).toBe(false);
    expect(totp({ ADMIN_TOTP_REQUIRED: '1' })).toBe(true);
    expect(totp({ NODE_ENV: 'production' })).toBe(true);
    expect(() => totp({ NODE_ENV: 'production', ADMIN_TOTP_REQUIRED: '0' })).toThrow(
      /ADMIN_TOTP_REQUIRED/,
    );
  });

  it('switches the demo 收银台 off in production unless asked for', () => {
    const cashier = (env: Record<string, string>) =>
      loadOriginConfig({ ...KEYS, ...env }).payDemoCashier;
    expect(cashier({})).toBe(true);
    expect(cashier({ NODE_ENV: 'production' })).toBe(false);
    expect(cashier({ NODE_ENV: 'production', PAY_DEMO_CASHIER: '1' })).toBe(true);
    expect(cashier({ PAY_DEMO_CASHIER: '0' })).toBe(false);
    expect(() => cashier({ PAY_DEMO_CASHIER: 'maybe' })).toThrow(/PAY_DEMO_CASHIER must be 1 or 0/);
  });

  it('reads an S3-compatible media store', () => {
    expect(loadOriginConfig({ ...KEYS, ...S3, S3_PREFIX: 'yingshi/' }).mediaStore).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'yingshi-media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'yingshi/',
    });
  });

  it('reads an OpenAI-compatible AI provider', () => {
    const env = {
      ...KEYS,
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_API_KEY: 'sk-x',
      AI_TEXT_MODEL: 'qwen2.5:7b',
      AI_IMAGE_MODEL: 'flux',
      AI_TIMEOUT_MS: '5000',
      AI_IMAGE_TIMEOUT_MS: '60000',
      AI_RETRIES: '0',
    };
    expect(loadOriginConfig(env).ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-x',
      textModel: 'qwen2.5:7b',
      imageModel: 'flux',
      timeoutMs: 5000,
      imageTimeoutMs: 60000,
      retries: 0,
    });
    const minimal = { ...env, AI_API_KEY: '', AI_IMAGE_MODEL: '', AI_TIMEOUT_MS: '' };
    expect(loadOriginConfig({ ...minimal, AI_IMAGE_TIMEOUT_MS: '', AI_RETRIES: '' }).ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      textModel: 'qwen2.5:7b',
      imageModel: undefined,
      timeoutMs: 30000,
      imageTimeoutMs: 120000,
      retries: 2,
    });
    expect(loadOriginConfig({ ...KEYS, AI_LOCAL_DELAY_MS: '0' }).ai).toEqual({
      provider: 'local',
      delayMs: 0,
    });
  });

  const OPENAI = { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://h/v1', AI_TEXT_MODEL: 'm' };

  it.each([
    [{ AI_PROVIDER: 'claude' }, /AI_PROVIDER must be local or openai/],
    [{ ...OPENAI, AI_BASE_URL: undefined }, /AI_PROVIDER=openai needs AI_BASE_URL/],
    [{ ...OPENAI, AI_TEXT_MODEL: ' ' }, /AI_PROVIDER=openai needs AI_TEXT_MODEL/],
    [{ ...OPENAI, AI_BASE_URL: 'localhost:11434' }, /AI_BASE_URL must be an http\(s\) URL/],
    [{ ...OPENAI, AI_TIMEOUT_MS: '10' }, /AI_TIMEOUT_MS must be an integer from 1000/],
    [{ ...OPENAI, AI_RETRIES: '9' }, /AI_RETRIES must be an integer from 0 to 5/],
    [{ AI_BASE_URL: 'http://h/v1' }, /AI_BASE_URL is set but AI_PROVIDER is local/],
    [{ AI_LOCAL_DELAY_MS: '-1' }, /AI_LOCAL_DELAY_MS/],
  ])('refuses the AI settings %j', (env, message) => {
    expect(() => loadOriginConfig({ ...KEYS, ...env })).toThrow(ConfigError);
    expect(() => loadOriginConfig({ ...KEYS, ...env })).toThrow(message);
  });

  it.each([
    [{ SIGN_KEY: undefined }, /SIGN_KEY is not set/],
    [{ REQUEST_KEY: '' }, /REQUEST_KEY is not set/],
    [{ THEME: '9' }, /THEME must be an integer from 1 to 8/],
    [{ THEME: 'x' }, /THEME/],
    [{ ORIGIN_PORT: '70000' }, /ORIGIN_PORT/],
    [{ ORIGIN_PREVIEW_SECONDS: '0' }, /ORIGIN_PREVIEW_SECONDS must be an integer from 1 to 3600/],
    [{ START_ENCRYPT_HTTP: 'maybe' }, /START_ENCRYPT_HTTP must be 1 or 0/],
    [{ ORIGIN_PUBLIC_URL: 'ftp://x' }, /ORIGIN_PUBLIC_URL must be an http\(s\) URL/],
    [{ ORIGIN_PUBLIC_URL: 'not a url' }, /ORIGIN_PUBLIC_URL/],
    [{ PREVIOUS_KEY_VERSION: '0' }, /PREVIOUS_REQUEST_KEY is not set/],
    [{ QR_LOGIN_TTL_SECONDS: '1' }, /QR_LOGIN_TTL_SECONDS must be an integer from 5 to 3600/],
    [
      { SMS_OUTBOX_FILE: '/tmp/sms.jsonl', NODE_ENV: 'production' },
      /SMS_OUTBOX_FILE is for development and tests/,
    ],
    [{ MEDIA_STORE: 'ftp' }, /MEDIA_STORE must be disk or s3/],
    [{ ...S3, S3_BUCKET: undefined }, /MEDIA_STORE=s3 needs S3_BUCKET/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /MEDIA_STORE=s3 needs S3_SECRET_ACCESS_KEY/],
    [{ ...S3, S3_BUCKET: 'My_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ ...S3, S3_PREFIX: '../x' }, /S3_PREFIX must be folders ending in \//],
  ])('refuses %j', (env, message) => {
    expect(() => loadOriginConfig({ ...KEYS, ...env })).toThrow(ConfigError);
    expect(() => loadOriginConfig({ ...KEYS, ...env })).toThrow(message);
  });
});

describe('CDN lines', () => {
  it('adds the other loopback name as a second line for a local origin', () => {
    expect(cdnServers({ publicUrl: 'http://127.0.0.1:4000', cdnMirrors: [] })).toEqual([
      'http://127.0.0.1:4000',
      'http://localhost:4000',
    ]);
  });

  it('uses only the mirrors for a public origin', () => {
    expect(cdnServers({ publicUrl: 'https://o.example.com', cdnMirrors: [] })).toEqual([
      'https://o.example.com',
    ]);
    const entries = domainEntries({
      publicUrl: 'https://o.example.com',
      cdnMirrors: ['https://m.example.com'],
    });
    expect(entries.find((e) => e.type === 'LAND')?.urls).toEqual([
      'https://o.example.com/cdn/land',
    ]);
    expect(entries.find((e) => e.type === 'MP4')?.urls).toEqual([
      'https://o.example.com/cdn/mp4',
      'https://m.example.com/cdn/mp4',
    ]);
  });
});
