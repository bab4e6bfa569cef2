import 'server-only';

import { JSON_PLAIN_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '@/lib/protocol/body-limits';
import { createCodecRegistry, importAesKey, type CodecRegistry } from '@/lib/protocol/cipher';
import { importSignKey } from '@/lib/protocol/sign';

// BFF settings from the environment. Keys are imported once per process (a memoised promise):
// re-importing a CryptoKey per request roughly doubles the HMAC cost (NOTES.md).
// A broken configuration is logged once and every request answers 502/5020 instead of the
// server crashing: a crash would only restart into the same broken configuration.

export type BffConfig = {
  /** Scheme, host and port of the origin; its path is always '/'. */
  originUrl: URL;
  signKey: CryptoKey;
  codecs: CodecRegistry;
  encryptHttp: boolean;
  encryptM3u8: boolean;
  timeoutMs: number;
  /** How long a JSON body may take to arrive from the browser (uploads: the whole exchange's timeoutMs). */
  bodyTimeoutMs: number;
  jsonLimitBytes: number;
  multipartLimitBytes: number;
  /** Reverse proxies in front of Next that append to X-Forwarded-For (see client-headers.ts). */
  trustedProxyHops: number;
  /** Page loads a minute per visitor's address that get a served poster (served-read-budget.ts). */
  servedReadsPerMinute: number;
  /**
   * The web server's own session at the origin (SERVICE_TOKEN), for the public catalogue it
   * renders on the server; never sent to a browser. Unset: the first screen is not pre-rendered.
   */
  serviceToken: string | null;
};

export type BffEnv = Record<string, string | undefined>;

export const DEFAULT_ORIGIN_URL = 'http://127.0.0.1:4000';
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export class BffConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`BFF configuration invalid: ${problems.join('; ')}`);
    this.name = 'BffConfigError';
    this.problems = problems;
  }
}

const ON = new Set(['1', 'true', 'on', 'yes']);
const OFF = new Set(['0', 'false', 'off', 'no']);

function flag(env: BffEnv, name: string, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return true;
  if (ON.has(raw)) return true;
  if (OFF.has(raw)) return false;
  // A typo must not silently switch encryption off (or on): refuse to guess.
  problems.push(`${name} must be one of 1/0, true/false, on/off, yes/no`);
  return true;
}

function integer(
  env: BffEnv,
  name: string,
  fallback: number,
  min: number,
  problems: string[],
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < min) {
    problems.push(`${name} must be an integer ≥ ${min}`);
    return fallback;
  }
  return Number(raw);
}

function originUrl(env: BffEnv, problems: string[]): URL {
  const raw = env.ORIGIN_URL?.trim() || DEFAULT_ORIGIN_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('ORIGIN_URL is not a URL');
    return new URL(DEFAULT_ORIGIN_URL);
  }
  // The BFF sets the pathname itself; a path, query or credentials here would be silently lost or leaked.
  if (!/^https?:$/.test(url.protocol)) problems.push('ORIGIN_URL must be http: or https:');
  if (url.username || url.password) problems.push('ORIGIN_URL must not carry credentials');
  if (url.pathname !== '/' || url.search || url.hash)
    problems.push('ORIGIN_URL must be an origin only (no path, query or hash)');
  return new URL(url.origin);
}

function serviceToken(raw: string | undefined, problems: string[]): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^[A-Za-z0-9_-]{43}$/.test(value)) {
    problems.push('SERVICE_TOKEN must be base64url of 32 bytes (43 characters)');
    return null;
  }
  return value;
}

type Loaded<T> = { value?: T; problem?: string };

async function key<T>(
  name: string,
  value: string | undefined,
  load: (v: string) => Promise<T>,
): Promise<Loaded<T>> {
  if (!value) return { problem: `${name} is missing` };
  try {
    return { value: await load(value) };
  } catch (error) {
    // The message of cipher/sign says what shape was expected; it never echoes the key.
    return { problem: `${name}: ${(error as Error).message}` };
  }
}

/** Reads and validates every setting; throws BffConfigError listing all problems at once. */
export async function loadBffConfig(env: BffEnv): Promise<BffConfig> {
  const problems: string[] = [];
  const url = originUrl(env, problems);
  const loaded = await Promise.all([
    key('SIGN_KEY', env.SIGN_KEY, importSignKey),
    key('REQUEST_KEY', env.REQUEST_KEY, importAesKey),
    key('RESPONSE_KEY', env.RESPONSE_KEY, importAesKey),
  ]);
  // Pushed after the imports settle, in a fixed order, so the log line reads the same every time.
  for (const { problem } of loaded) if (problem) problems.push(problem);
  const [signKey, requestKey, responseKey] = [loaded[0].value, loaded[1].value, loaded[2].value];
  const version = env.KEY_VERSION?.trim() || '1';
  let codecs: CodecRegistry | undefined;
  if (requestKey && responseKey) {
    try {
      codecs = createCodecRegistry({ [version]: { requestKey, responseKey } });
    } catch (error) {
      problems.push(`KEY_VERSION: ${(error as Error).message}`);
    }
  }
  const config = {
    originUrl: url,
    encryptHttp: flag(env, 'START_ENCRYPT_HTTP', problems),
    encryptM3u8: flag(env, 'START_ENCRYPT_M3U8', problems),
    timeoutMs: integer(env, 'BFF_TIMEOUT_MS', DEFAULT_TIMEOUT_MS, 1, problems),
    bodyTimeoutMs: integer(env, 'BFF_BODY_TIMEOUT_MS', DEFAULT_BODY_TIMEOUT_MS, 1, problems),
    jsonLimitBytes: integer(env, 'BFF_JSON_LIMIT_BYTES', JSON_PLAIN_LIMIT_BYTES, 2, problems),
    multipartLimitBytes: integer(
      env,
      'BFF_MULTIPART_LIMIT_BYTES',
      MULTIPART_LIMIT_BYTES,
      1,
      problems,
    ),
    trustedProxyHops: integer(env, 'BFF_TRUSTED_PROXY_HOPS', 0, 0, problems),
    servedReadsPerMinute: integer(env, 'BFF_SERVED_READS_PER_MINUTE', 60, 0, problems),
    serviceToken: serviceToken(env.SERVICE_TOKEN, problems),
  };
  if (problems.length > 0 || !signKey || !codecs) throw new BffConfigError(problems);
  return { ...config, signKey, codecs };
}

let memo: Promise<BffConfig> | undefined;

/** The process-wide configuration from process.env, loaded once; a failure is logged once and kept. */
export function getBffConfig(): Promise<BffConfig> {
  memo ??= loadBffConfig(process.env).catch((error: unknown) => {
    console.error(
      `[bff] ${(error as Error).message}. Every /api/app call answers 502 until this is fixed and the server restarted.`,
    );
    throw error;
  });
  return memo;
}
