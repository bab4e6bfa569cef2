// Origin settings from the environment, checked once at start-up so a typo fails loudly, not per request.
import { resolve } from 'node:path';

import { paySettings, type PaySettings } from './config-pay';
import { ConfigError, flag, int, oneOf, read, required, url, type Env } from './config-env';

/** What a process of the origin does (docs/origin.md "Roles"): ORIGIN_ROLE. */
export const ORIGIN_ROLES = ['api', 'worker', 'all'] as const;
export type OriginRole = (typeof ORIGIN_ROLES)[number];

export type OriginConfig = {
  /**
   * api: serves HTTP and queues jobs, runs none. worker: runs jobs, serves only /api/health.
   * all (the default, npm start): both in one process.
   */
  role: OriginRole;
  port: number;
  /** Unset → every interface (node's default, dual-stack when IPv6 exists). */
  host: string | undefined;
  /** How browsers reach this origin; the config's CDN lines are built on it. */
  publicUrl: string;
  /** Extra CDN lines (other hosts serving the same /cdn paths). */
  cdnMirrors: string[];
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** PGlite's directory when databaseUrl is unset. */
  pgliteDir: string;
  /** DATA_DIR: uploads (chunks, pictures, transcoded videos) live under it. */
  dataDir: string;
  /**
   * Where published media (uploaded pictures, transcoded clips) is kept: DATA_DIR/media, or an
   * S3-compatible bucket (MEDIA_STORE=s3 and the S3_* settings).
   */
  mediaStore: MediaStoreSettings;
  signKey: string;
  /** Key versions for x-key-version; the first is current, an optional second is the previous pair during rotation. */
  keyVersions: { version: string; requestKey: string; responseKey: string }[];
  startEncryptHttp: boolean;
  startEncryptM3u8: boolean;
  theme: number;
  guestPerIpPerMinute: number;
  rateLimitIpPerMinute: number;
  rateLimitDevicePerMinute: number;
  /**
   * Calls per minute of the web server's own identity (SERVICE_TOKEN), which reads the public
   * catalogue for every visitor's pages: one device's limit would let anyone switch those reads
   * off for everybody (300 player links a minute did).
   */
  rateLimitServicePerMinute: number;
  tokenTtlDays: number;
  /** Seconds of a video a viewer who may not watch it in full gets to preview. */
  previewSeconds: number;
  /**
   * The web server's own session token (SERVICE_TOKEN): read-only, public catalogue calls only
   * (services/platform/service-identity.ts). Unset: no such identity exists.
   */
  serviceToken: string | undefined;
  /** SMS codes one address may ask for in an hour (services/account/sms-codes.ts). */
  smsPerIpPerHour: number;
  /** Accounts one address may register in an hour (a guest upgraded counts). */
  registerPerIpPerHour: number;
  /** SMS codes one number may be sent in 24 hours, whatever asks for them. */
  smsPerPhonePerDay: number;
  /** Seconds before a phone may be sent another code. */
  smsResendSeconds: number;
  /**
   * SMS_OUTBOX_FILE: the built-in SMS provider also appends each message to this file as a JSON
   * line (development and the e2e stack read codes there). Refused in production.
   */
  smsOutboxFile: string | undefined;
  /**
   * PAY_DEMO_CASHIER: the demo 收银台 (/pay/cashier) that stands in for a payment provider and
   * takes no money. On by default, off by default under NODE_ENV=production: selling for real
   * needs a provider, and until then 支付宝/微信 are not offered.
   */
  payDemoCashier: boolean;
  /** PAY_PROVIDER's real providers (config-pay.ts); none: the demo 收银台, if switched on. */
  pay: PaySettings;
  /** Seconds a login QR (user/qrcode/info) stays valid. */
  qrLoginTtlSeconds: number;
  /** ADMIN_TOTP_REQUIRED: operators must enrol TOTP (always under NODE_ENV=production). */
  adminTotpRequired: boolean;
  logLevel: string;
  /** Who answers the AI studio's text, chat and image tools (services/ai/provider.ts). */
  ai: AiSettings;
};

export type AiSettings =
  /** The built-in demo (the default): `delayMs` between the pieces of a stream. */
  | { provider: 'local'; delayMs: number }
  | {
      provider: 'openai';
      /** Up to the API version, e.g. http://127.0.0.1:11434/v1. */
      baseUrl: string;
      apiKey: string | undefined;
      textModel: string;
      /** Unset: a text-only server; pictures fail as misconfigured. */
      imageModel: string | undefined;
      timeoutMs: number;
      imageTimeoutMs: number;
      retries: number;
    };

export type MediaStoreSettings =
  | { kind: 'disk' }
  | {
      kind: 's3';
      /** The service's base URL, e.g. https://s3.ap-east-1.amazonaws.com or http://127.0.0.1:9000. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Prepended to every key ('yingshi/' keeps the media in one folder of a shared bucket). */
      prefix: string;
    };

// Apart, the roles share their jobs through the database's queue: PGlite's is one process's.
function originRole(env: Env): OriginRole {
  const role = oneOf(env, 'ORIGIN_ROLE', ORIGIN_ROLES, 'all');
  if (role !== 'all' && read(env, 'DATABASE_URL') === undefined) {
    throw new ConfigError(
      `ORIGIN_ROLE=${role} needs DATABASE_URL (PostgreSQL): on the embedded PGlite, only ORIGIN_ROLE=all`,
    );
  }
  return role;
}

/** Where the database lives; the seed script needs only this part, not the keys. */
export function databaseSettings(env: Env = process.env) {
  return {
    databaseUrl: read(env, 'DATABASE_URL'),
    databasePoolMax: int(env, 'DATABASE_POOL_MAX', 10, 1, 1000),
    pgliteDir: resolve(read(env, 'DATA_DIR') ?? './data', 'pglite'),
    dataDir: resolve(read(env, 'DATA_DIR') ?? './data'),
  };
}

function outboxFile(env: Env): string | undefined {
  const file = read(env, 'SMS_OUTBOX_FILE');
  // A file of every code sent is a login for whoever reads it: development and tests only.
  if (file !== undefined && read(env, 'NODE_ENV') === 'production') {
    throw new ConfigError('SMS_OUTBOX_FILE is for development and tests, not NODE_ENV=production');
  }
  return file === undefined ? undefined : resolve(file);
}

// The console's second factor may be optional in the demo only (docs/admin-api.md).
function adminTotpRequired(env: Env): boolean {
  const production = read(env, 'NODE_ENV') === 'production';
  const required = flag(env, 'ADMIN_TOTP_REQUIRED', production);
  if (production && !required)
    throw new ConfigError('ADMIN_TOTP_REQUIRED cannot be off with NODE_ENV=production');
  return required;
}

function mediaStore(env: Env): MediaStoreSettings {
  const kind = read(env, 'MEDIA_STORE') ?? 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORE must be disk or s3, got "${kind}"`);
  const need = (name: string) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(`MEDIA_STORE=s3 needs ${name}`);
    return value;
  };
  const bucket = need('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`S3_BUCKET must be a bucket name (3–63 of a-z 0-9 . -), got "${bucket}"`);
  const prefix = read(env, 'S3_PREFIX') ?? '';
  if (prefix && !/^([A-Za-z0-9._-]+\/)+$/.test(prefix))
    throw new ConfigError(
      `S3_PREFIX must be folders ending in /, e.g. "yingshi/", got "${prefix}"`,
    );
  return {
    kind,
    endpoint: url('S3_ENDPOINT', need('S3_ENDPOINT')),
    bucket,
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: need('S3_ACCESS_KEY_ID'),
    secretAccessKey: need('S3_SECRET_ACCESS_KEY'),
    prefix,
  };
}

function aiSettings(env: Env): AiSettings {
  const provider = read(env, 'AI_PROVIDER') ?? 'local';
  if (provider === 'local') {
    // A model's address without AI_PROVIDER=openai is a half-done setup, not a wish for the demo.
    for (const name of ['AI_BASE_URL', 'AI_TEXT_MODEL', 'AI_IMAGE_MODEL'])
      if (read(env, name) !== undefined)
        throw new ConfigError(`${name} is set but AI_PROVIDER is local: set AI_PROVIDER=openai`);
    return { provider, delayMs: int(env, 'AI_LOCAL_DELAY_MS', 30, 0, 1000) };
  }
  if (provider !== 'openai') {
    throw new ConfigError(`AI_PROVIDER must be local or openai, got "${provider}"`);
  }
  const need = (name: string, example: string) => {
    const value = read(env, name);
    if (value === undefined) throw new ConfigError(`AI_PROVIDER=openai needs ${name} (${example})`);
    return value;
  };
  return {
    provider,
    baseUrl: url('AI_BASE_URL', need('AI_BASE_URL', 'e.g. http://127.0.0.1:11434/v1')),
    apiKey: read(env, 'AI_API_KEY'),
    textModel: need('AI_TEXT_MODEL', 'the chat model’s name, e.g. qwen2.5:7b'),
    imageModel: read(env, 'AI_IMAGE_MODEL'),
    timeoutMs: int(env, 'AI_TIMEOUT_MS', 30_000, 1000, 600_000),
    imageTimeoutMs: int(env, 'AI_IMAGE_TIMEOUT_MS', 120_000, 1000, 900_000),
    retries: int(env, 'AI_RETRIES', 2, 0, 5),
  };
}

function serviceToken(value: string | undefined): string | undefined {
  if (value !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    throw new ConfigError('SERVICE_TOKEN must be base64url of 32 bytes (43 characters)');
  }
  return value;
}

/** A real provider replaces the demo page: asking for both is a half-done setup. */
function payConfig(env: Env): Pick<OriginConfig, 'pay' | 'payDemoCashier'> {
  const pay: PaySettings = paySettings(env);
  const real = pay.alipay !== undefined || pay.wechat !== undefined;
  const demo = flag(env, 'PAY_DEMO_CASHIER', !real && read(env, 'NODE_ENV') !== 'production');
  if (real && demo) throw new ConfigError('PAY_DEMO_CASHIER is for PAY_PROVIDER=demo only');
  return { pay, payDemoCashier: demo };
}

export function loadOriginConfig(env: Env = process.env): OriginConfig {
  const port = int(env, 'ORIGIN_PORT', 4000, 1, 65535);
  const keyVersions = [
    {
      version: read(env, 'KEY_VERSION') ?? '1',
      requestKey: required(env, 'REQUEST_KEY'),
      responseKey: required(env, 'RESPONSE_KEY'),
    },
  ];
  const previous = read(env, 'PREVIOUS_KEY_VERSION');
  if (previous !== undefined) {
    keyVersions.push({
      version: previous,
      requestKey: required(env, 'PREVIOUS_REQUEST_KEY'),
      responseKey: required(env, 'PREVIOUS_RESPONSE_KEY'),
    });
  }
  return {
    role: originRole(env),
    port,
    host: read(env, 'ORIGIN_HOST'),
    publicUrl: url(
      'ORIGIN_PUBLIC_URL',
      read(env, 'ORIGIN_PUBLIC_URL') ?? `http://localhost:${port}`,
    ),
    cdnMirrors: (read(env, 'ORIGIN_CDN_MIRRORS') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => url('ORIGIN_CDN_MIRRORS', s)),
    ...databaseSettings(env),
    mediaStore: mediaStore(env),
    signKey: required(env, 'SIGN_KEY'),
    keyVersions,
    startEncryptHttp: flag(env, 'START_ENCRYPT_HTTP', true),
    startEncryptM3u8: flag(env, 'START_ENCRYPT_M3U8', true),
    theme: int(env, 'THEME', 1, 1, 8),
    guestPerIpPerMinute: int(env, 'GUEST_PER_IP_PER_MINUTE', 20, 1, 1_000_000),
    rateLimitIpPerMinute: int(env, 'RATE_LIMIT_IP_PER_MINUTE', 600, 1, 10_000_000),
    rateLimitDevicePerMinute: int(env, 'RATE_LIMIT_DEVICE_PER_MINUTE', 300, 1, 10_000_000),
    rateLimitServicePerMinute: int(env, 'RATE_LIMIT_SERVICE_PER_MINUTE', 6000, 1, 10_000_000),
    tokenTtlDays: int(env, 'TOKEN_TTL_DAYS', 30, 1, 3650),
    previewSeconds: int(env, 'ORIGIN_PREVIEW_SECONDS', 15, 1, 3600),
    serviceToken: serviceToken(read(env, 'SERVICE_TOKEN')),
    smsPerIpPerHour: int(env, 'SMS_PER_IP_PER_HOUR', 20, 1, 1_000_000),
    registerPerIpPerHour: int(env, 'REGISTER_PER_IP_PER_HOUR', 10, 1, 1_000_000),
    smsPerPhonePerDay: int(env, 'SMS_PER_PHONE_PER_DAY', 10, 1, 1_000_000),
    smsResendSeconds: int(env, 'SMS_RESEND_SECONDS', 60, 1, 3600),
    smsOutboxFile: outboxFile(env),
    ...payConfig(env),
    qrLoginTtlSeconds: int(env, 'QR_LOGIN_TTL_SECONDS', 120, 5, 3600),
    adminTotpRequired: adminTotpRequired(env),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    ai: aiSettings(env),
  };
}
