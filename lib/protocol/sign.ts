import { createHmac, timingSafeEqual } from 'node:crypto';

import { nodeKey } from './node-key';

// x-api-key signing for BFF → origin, and the signed query of the playback route. Keys are
// imported as CryptoKeys; the per-request HMAC runs on node:crypto (see node-key.ts).
// Replay (nonce seen in the last 600 s) is tracked by the origin's database, not here:
// verify* only checks format, clock skew and the HMAC.

const encoder = new TextEncoder();

const API_PREFIX = '/api/app/';
export const MAX_SKEW_SECONDS = 300;
/** How long the origin must remember a nonce: twice the skew, so a replay is refused in either clock direction. */
export const NONCE_TTL_SECONDS = 600;

// The longest well-formed header is 94 characters (t with 10 digits); anything far longer is
// refused before a regex sees it, so a hostile 10 kB header costs nothing.
const MAX_HEADER_LENGTH = 128;
// t: integer seconds, no sign, no leading zeros (the signed text is `${t}`, so "017" could never
// verify anyway), at most 10 digits (year 2286). Lowercase only so every value has one spelling.
const T_PATTERN = '(0|[1-9][0-9]{0,9})';
const S_PATTERN = '([0-9a-f]{40})';
const N_PATTERN = '([0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})';
const HEADER_RE = new RegExp(`^t=${T_PATTERN},s=${S_PATTERN},n=${N_PATTERN}$`);
const T_RE = new RegExp(`^${T_PATTERN}$`);
const S_RE = new RegExp(`^${S_PATTERN}$`);
const N_RE = new RegExp(`^${N_PATTERN}$`);

export type ApiKeyHeader = { t: number; s: string; n: string };

export type SignInput = {
  /** The Authorization token; '' when the caller has none (public calls before guest login). */
  token: string;
  /** 'ping/check', '/ping/check' or '/api/app/ping/check': all sign as '/api/app/ping/check'. No query string. */
  path: string;
  /** The X-User-Agent header exactly as sent. */
  userAgent: string;
  /** Unix time in whole seconds. */
  timestamp: number;
  /** A lowercase uuid v4 (see newNonce). */
  nonce: string;
};

export type PlaybackSignInput = Omit<SignInput, 'userAgent'>;

export type VerifyFailure = { ok: false; reason: 'malformed' | 'skew' | 'signature' };
export type VerifyResult = { ok: true; nonce: string; t: number } | VerifyFailure;

export type VerifyRequestInput = {
  token: string;
  path: string;
  userAgent: string;
  /** The raw x-api-key header; null/undefined when absent. */
  header: string | null | undefined;
  /** Unix time in whole seconds (not milliseconds). */
  now: number;
  maxSkewSeconds?: number;
};

export type VerifyPlaybackInput = {
  token: string;
  path: string;
  /** The raw `timestamp`, `sign` and `nonce` query values (URLSearchParams.get gives null when absent). */
  timestamp: string | null | undefined;
  sign: string | null | undefined;
  nonce: string | null | undefined;
  now: number;
  maxSkewSeconds?: number;
};

/** HMAC-SHA1 key for SIGN_KEY. Import once at start-up and reuse: importing per request doubles the cost. */
export async function importSignKey(secret: string): Promise<CryptoKey> {
  // An empty key would still "work" and sign with a key anyone can guess.
  if (secret.length === 0) throw new Error('SIGN_KEY is empty');
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign', 'verify'],
  );
}

/** A fresh lowercase uuid v4 for the `n` part. */
export function newNonce(): string {
  return crypto.randomUUID();
}

/**
 * Path as signed: always '/api/app/<call>'. Callers hold the path in either form (the route's
 * catch-all segments, or the full URL path), and both must sign identically.
 */
export function normaliseApiPath(path: string): string {
  const bare = path.replace(/^\/+/, '');
  const call = bare.startsWith('api/app/') ? bare.slice('api/app/'.length) : bare;
  return API_PREFIX + call;
}

function assertSignable(timestamp: number, nonce: string): void {
  // Refuse here what parseApiKeyHeader would refuse, so the BFF can never emit a header the origin rejects as malformed.
  if (!T_RE.test(String(timestamp)))
    throw new RangeError(`timestamp must be whole unix seconds, got ${timestamp}`);
  if (!N_RE.test(nonce)) throw new RangeError('nonce must be a lowercase uuid v4');
}

/** `${token}&/api/app/<path>&${userAgent}&${t}&${n}` */
export function signingText({ token, path, userAgent, timestamp, nonce }: SignInput): string {
  assertSignable(timestamp, nonce);
  return `${token}&${normaliseApiPath(path)}&${userAgent}&${timestamp}&${nonce}`;
}

/** `${token}&/api/app/media/h5/m3u8/{id}&${t}&${n}`: the player cannot send X-User-Agent, so it is not signed. */
export function playbackSigningText({ token, path, timestamp, nonce }: PlaybackSignInput): string {
  assertSignable(timestamp, nonce);
  return `${token}&${normaliseApiPath(path)}&${timestamp}&${nonce}`;
}

function hmac(key: CryptoKey, usage: 'sign' | 'verify', text: string) {
  const handle = nodeKey(key, 'HMAC', usage);
  // The hash is fixed by the protocol; a key imported for another hash would sign differently.
  const hash = (key.algorithm as HmacKeyAlgorithm).hash.name;
  if (hash !== 'SHA-1') throw new TypeError(`HMAC key is for ${hash}, not SHA-1`);
  return createHmac('sha1', handle).update(text, 'utf8');
}

async function hmacHex(key: CryptoKey, text: string): Promise<string> {
  return hmac(key, 'sign', text).digest('hex');
}

/** 40 lowercase hex characters, computed on the calling thread (the BFF's hot path, cipher.ts). */
export function signRequestSync(key: CryptoKey, input: SignInput): string {
  return hmac(key, 'sign', signingText(input)).digest('hex');
}

/** 40 lowercase hex characters. */
export function signRequest(key: CryptoKey, input: SignInput): Promise<string> {
  return hmacHex(key, signingText(input));
}

/** The `sign` query value of the playback URL: 40 lowercase hex characters. */
export function signPlayback(key: CryptoKey, input: PlaybackSignInput): Promise<string> {
  return hmacHex(key, playbackSigningText(input));
}

/** `t=<unix s>,s=<40 hex>,n=<uuid v4>`; throws on parts parseApiKeyHeader would refuse. */
export function buildApiKeyHeader({ t, s, n }: ApiKeyHeader): string {
  assertSignable(t, n);
  if (!S_RE.test(s)) throw new RangeError('s must be 40 lowercase hex characters');
  return `t=${t},s=${s},n=${n}`;
}

/** Strict parse of x-api-key (fixed order t,s,n, no spaces); anything else gives null, never an exception. */
export function parseApiKeyHeader(header: string | null | undefined): ApiKeyHeader | null {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return null;
  const m = HEADER_RE.exec(header);
  if (!m) return null;
  return { t: Number(m[1]), s: m[2]!, n: m[3]! };
}

function parseParts(t: unknown, s: unknown, n: unknown): ApiKeyHeader | null {
  if (typeof t !== 'string' || typeof s !== 'string' || typeof n !== 'string') return null;
  if (!T_RE.test(t) || !S_RE.test(s) || !N_RE.test(n)) return null;
  return { t: Number(t), s, n };
}

async function check(
  key: CryptoKey,
  parts: ApiKeyHeader | null,
  text: (p: ApiKeyHeader) => string,
  now: number,
  maxSkewSeconds: number,
): Promise<VerifyResult> {
  if (!parts) return { ok: false, reason: 'malformed' };
  // Written as !(<=) so a NaN `now` or skew fails closed instead of passing every comparison.
  if (!(Math.abs(now - parts.t) <= maxSkewSeconds)) return { ok: false, reason: 'skew' };
  // Compared in constant time; a hand-written === on hex would leak the match length. Both
  // sides are 20 bytes (S_PATTERN is exactly 40 hex characters).
  const valid = timingSafeEqual(
    hmac(key, 'verify', text(parts)).digest(),
    Buffer.from(parts.s, 'hex'),
  );
  return valid ? { ok: true, nonce: parts.n, t: parts.t } : { ok: false, reason: 'signature' };
}

/** Format, then skew (|now − t| ≤ maxSkewSeconds, both directions), then HMAC. Never throws on input. */
export function verifyRequest(
  key: CryptoKey,
  { token, path, userAgent, header, now, maxSkewSeconds = MAX_SKEW_SECONDS }: VerifyRequestInput,
): Promise<VerifyResult> {
  return check(
    key,
    parseApiKeyHeader(header),
    ({ t, n }) => signingText({ token, path, userAgent, timestamp: t, nonce: n }),
    now,
    maxSkewSeconds,
  );
}

/** The same checks for the playback route's `timestamp`, `sign`, `nonce` query values. */
export function verifyPlayback(
  key: CryptoKey,
  {
    token,
    path,
    timestamp,
    sign,
    nonce,
    now,
    maxSkewSeconds = MAX_SKEW_SECONDS,
  }: VerifyPlaybackInput,
): Promise<VerifyResult> {
  return check(
    key,
    parseParts(timestamp, sign, nonce),
    ({ t, n }) => playbackSigningText({ token, path, timestamp: t, nonce: n }),
    now,
    maxSkewSeconds,
  );
}
