import { KeyObject } from 'node:crypto';

// The BFF and the origin hold their keys as non-extractable CryptoKeys (imported once at start),
// but do the per-request HMAC and AES-GCM with node:crypto: the same bytes, computed on the
// calling thread instead of a thread-pool job per call, at a fraction of the CPU
// (docs/decisions/0013-bff-performance.md). KeyObject.from gives node's handle to the same secret
// without exporting it.

const handles = new WeakMap<CryptoKey, KeyObject>();

/**
 * node:crypto's handle for `key`, after the checks WebCrypto would make: the algorithm and the
 * usage. A key of the wrong kind is a programming error and throws a TypeError, never a result.
 */
export function nodeKey(key: CryptoKey, algorithm: 'HMAC' | 'AES-GCM', usage: KeyUsage): KeyObject {
  if (key.algorithm.name !== algorithm || !key.usages.includes(usage)) {
    throw new TypeError(`key is not an ${algorithm} key for ${usage}`);
  }
  let handle = handles.get(key);
  if (!handle) {
    handle = KeyObject.from(key);
    handles.set(key, handle);
  }
  return handle;
}
