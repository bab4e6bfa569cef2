import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';

import { nodeKey } from './node-key';

// AES-256-GCM bodies between BFF and origin: base64(iv 12 ‖ ciphertext ‖ tag 16). Keys are
// imported as CryptoKeys; the per-request work runs on node:crypto (see node-key.ts).

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
const KEY_BYTES = 32;
const encoder = new TextEncoder();
// fatal: an authenticated plaintext that is not UTF-8 means the peer is broken; say so rather than return U+FFFD soup.
const decoder = new TextDecoder('utf-8', { fatal: true });

export type CipherErrorReason = 'base64' | 'length' | 'auth' | 'utf8' | 'json';

/** Every way a received ciphertext can be unusable; the BFF maps it to 5020, the origin to 4001. */
export class CipherError extends Error {
  readonly reason: CipherErrorReason;
  constructor(reason: CipherErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CipherError';
    this.reason = reason;
  }
}

const HEX_KEY_RE = /^[0-9a-fA-F]{64}$/;
// Canonical standard base64 only (padding required): one spelling per byte string, no atob leniency.
const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64_RE.test(b64)) return null;
  // Buffer's decoder is lenient, hence the canonical-form check above.
  return new Uint8Array(Buffer.from(b64, 'base64'));
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * REQUEST_KEY / RESPONSE_KEY as 64 hex characters or base64 of 32 bytes (surrounding whitespace,
 * e.g. a trailing newline from a secrets file, is ignored). Anything else throws.
 */
export async function importAesKey(keyMaterial: string): Promise<CryptoKey> {
  const text = keyMaterial.trim();
  let raw: Uint8Array<ArrayBuffer> | null = null;
  if (HEX_KEY_RE.test(text)) raw = hexToBytes(text);
  else {
    const decoded = base64ToBytes(text);
    if (decoded && decoded.length === KEY_BYTES) raw = decoded;
  }
  if (!raw) {
    throw new Error(
      `AES key must be 64 hex characters or base64 of 32 bytes (got ${text.length} characters)`,
    );
  }
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** 'aes-256-gcm' for the 32-byte keys importAesKey makes (a CryptoKey made elsewhere may differ). */
const gcmName = (key: CryptoKey) =>
  `aes-${(key.algorithm as AesKeyAlgorithm).length}-gcm` as 'aes-256-gcm';

function encryptBytes(key: CryptoKey, plain: Uint8Array, iv?: Uint8Array): string {
  if (iv && iv.length !== IV_BYTES) throw new RangeError(`iv must be ${IV_BYTES} bytes`);
  const handle = nodeKey(key, 'AES-GCM', 'encrypt');
  // Copy so a caller reusing its buffer cannot change the iv between encrypt and output.
  const nonce = iv ? Buffer.from(iv) : randomFillSync(Buffer.alloc(IV_BYTES));
  const cipher = createCipheriv(gcmName(key), handle, nonce, { authTagLength: TAG_BYTES });
  const sealed = cipher.update(plain);
  const final = cipher.final();
  return Buffer.concat([nonce, sealed, final, cipher.getAuthTag()]).toString('base64');
}

function decryptBytes(key: CryptoKey, b64: string): Uint8Array {
  // Checked first: a wrong key type is a programming error and must not look like tampering.
  const handle = nodeKey(key, 'AES-GCM', 'decrypt');
  const bytes = typeof b64 === 'string' ? base64ToBytes(b64) : null;
  if (!bytes) throw new CipherError('base64', 'ciphertext is not canonical base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) {
    throw new CipherError('length', `ciphertext is ${bytes.length} bytes, shorter than iv + tag`);
  }
  const decipher = createDecipheriv(gcmName(key), handle, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  const plain = decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES));
  try {
    // final() is where GCM checks the tag: its only failure is a wrong key or tampered bytes.
    const last = decipher.final();
    return last.length === 0 ? plain : Buffer.concat([plain, last]);
  } catch (error) {
    throw new CipherError('auth', 'ciphertext failed authentication', { cause: error });
  }
}

// The work is synchronous (node:crypto on the calling thread). The *Sync forms are what the hot
// paths call (the BFF's, and the origin's seal): in Next every promise goes through the async-context hooks, so a request's
// promises are a cost of their own. The async forms keep the WebCrypto-shaped API (a failure is
// a rejected promise) for everything else.

/** The iv argument exists only for test vectors; production calls leave it out (random iv). */
export function encryptTextSync(key: CryptoKey, text: string, iv?: Uint8Array): string {
  return encryptBytes(key, encoder.encode(text), iv);
}

export async function encryptText(key: CryptoKey, text: string, iv?: Uint8Array): Promise<string> {
  return encryptTextSync(key, text, iv);
}

function decryptTextSync(key: CryptoKey, b64: string): string {
  const plain = decryptBytes(key, b64);
  try {
    return decoder.decode(plain);
  } catch (error) {
    throw new CipherError('utf8', 'decrypted bytes are not UTF-8', { cause: error });
  }
}

export async function decryptText(key: CryptoKey, b64: string): Promise<string> {
  return decryptTextSync(key, b64);
}

export function encryptJsonSync(key: CryptoKey, value: unknown, iv?: Uint8Array): string {
  const json = JSON.stringify(value);
  // JSON.stringify(undefined | function) is undefined: a caller bug, not something to send.
  if (json === undefined) throw new TypeError('value has no JSON form');
  return encryptTextSync(key, json, iv);
}

export async function encryptJson(
  key: CryptoKey,
  value: unknown,
  iv?: Uint8Array,
): Promise<string> {
  return encryptJsonSync(key, value, iv);
}

/** Returns unknown on purpose: the caller validates the shape it expects. */
export function decryptJsonSync(key: CryptoKey, b64: string): unknown {
  const text = decryptTextSync(key, b64);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CipherError('json', 'decrypted text is not JSON', { cause: error });
  }
}

export async function decryptJson(key: CryptoKey, b64: string): Promise<unknown> {
  return decryptJsonSync(key, b64);
}

export type CodecKeys = { requestKey: CryptoKey; responseKey: CryptoKey };
export type Codec = CodecKeys & { version: string };
export type CodecRegistry = {
  /** The codec for an `x-key-version` value; undefined for unknown (or absent) versions. */
  get(version: string | null | undefined): Codec | undefined;
  /** The codec new requests are sent with. */
  current: Codec;
};

// The version travels in the x-key-version header: keep it a plain token.
const VERSION_RE = /^[A-Za-z0-9._-]{1,32}$/;

/**
 * Keys by version so they can rotate: the origin accepts old and new while the BFF moves to
 * `current`. With one version it is current; with several, name it (object key order is not a
 * safe "latest": integer-like keys are reordered).
 */
export function createCodecRegistry(
  entries: Record<string, CodecKeys>,
  options: { current?: string } = {},
): CodecRegistry {
  // A Map, so get('__proto__') or get('constructor') can never reach Object.prototype.
  const codecs = new Map<string, Codec>();
  for (const [version, keys] of Object.entries(entries)) {
    if (!VERSION_RE.test(version))
      throw new Error(`invalid key version ${JSON.stringify(version)}`);
    codecs.set(version, { version, requestKey: keys.requestKey, responseKey: keys.responseKey });
  }
  if (codecs.size === 0) throw new Error('codec registry needs at least one key version');
  const currentVersion = options.current ?? (codecs.size === 1 ? [...codecs.keys()][0] : undefined);
  if (currentVersion === undefined) throw new Error('several key versions: pass options.current');
  const current = codecs.get(currentVersion);
  if (!current)
    throw new Error(`current key version ${JSON.stringify(currentVersion)} is not in the registry`);
  return {
    get: (version) => (typeof version === 'string' ? codecs.get(version) : undefined),
    current,
  };
}
