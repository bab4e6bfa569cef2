import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decryptJson, decryptText, encryptJson, encryptText, importAesKey } from './cipher';
import {
  buildApiKeyHeader,
  importSignKey,
  normaliseApiPath,
  parseApiKeyHeader,
  playbackSigningText,
  signingText,
  signPlayback,
  signRequest,
  verifyPlayback,
  verifyRequest,
} from './sign';

// docs/protocol.md is what operators implement against; running the code on its vectors keeps the two in step.
const docPath = fileURLToPath(new URL('../../docs/protocol.md', import.meta.url));
const doc = readFileSync(docPath, 'utf8');

type Vector = { kind: string; index: number; body: Record<string, unknown> };
const vectors: Vector[] = [...doc.matchAll(/^```json vector:([a-z]+)\n([\s\S]*?)^```$/gm)].map(
  (m, index) => ({
    kind: m[1]!,
    index,
    body: JSON.parse(m[2]!) as Record<string, unknown>,
  }),
);

function str(v: Vector, field: string): string {
  const value = v.body[field];
  if (typeof value !== 'string')
    throw new Error(`vector ${v.index} (${v.kind}): ${field} must be a string`);
  return value;
}
function int(v: Vector, field: string): number {
  const value = v.body[field];
  if (!Number.isSafeInteger(value))
    throw new Error(`vector ${v.index} (${v.kind}): ${field} must be an integer`);
  return value as number;
}
function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

async function checkSign(v: Vector) {
  const key = await importSignKey(str(v, 'signKey'));
  const input = {
    token: str(v, 'token'),
    path: str(v, 'path'),
    userAgent: str(v, 'userAgent'),
    timestamp: int(v, 't'),
    nonce: str(v, 'n'),
  };
  expect(signingText(input)).toBe(str(v, 'signingText'));
  const s = await signRequest(key, input);
  expect(s).toBe(str(v, 's'));
  const header = buildApiKeyHeader({ t: input.timestamp, s, n: input.nonce });
  expect(header).toBe(str(v, 'header'));
  expect(parseApiKeyHeader(header)).toEqual({ t: input.timestamp, s, n: input.nonce });
  const verified = await verifyRequest(key, { ...input, header, now: input.timestamp });
  expect(verified).toEqual({ ok: true, nonce: input.nonce, t: input.timestamp });
}

async function checkAes(v: Vector) {
  const iv = hexBytes(str(v, 'iv'));
  const keys = [await importAesKey(str(v, 'keyHex'))];
  if ('keyBase64' in v.body) keys.push(await importAesKey(str(v, 'keyBase64')));
  const expected = str(v, 'b64');
  for (const key of keys) {
    if ('json' in v.body) {
      expect(await encryptJson(key, v.body.json, iv)).toBe(expected);
      expect(await decryptJson(key, expected)).toEqual(v.body.json);
    } else {
      const text = str(v, 'text');
      expect(await encryptText(key, text, iv)).toBe(expected);
      expect(await decryptText(key, expected)).toBe(text);
    }
  }
}

async function checkPlayback(v: Vector) {
  const key = await importSignKey(str(v, 'signKey'));
  const input = {
    token: str(v, 'token'),
    path: str(v, 'path'),
    timestamp: int(v, 't'),
    nonce: str(v, 'n'),
  };
  expect(playbackSigningText(input)).toBe(str(v, 'signingText'));
  const sign = await signPlayback(key, input);
  expect(sign).toBe(str(v, 'sign'));
  const query = new URLSearchParams({
    token: input.token,
    timestamp: String(input.timestamp),
    sign,
    nonce: input.nonce,
  });
  expect(`${normaliseApiPath(input.path)}?${query}`).toBe(str(v, 'url'));
  const verified = await verifyPlayback(key, {
    ...input,
    timestamp: query.get('timestamp'),
    sign: query.get('sign'),
    nonce: query.get('nonce'),
    now: input.timestamp,
  });
  expect(verified).toEqual({ ok: true, nonce: input.nonce, t: input.timestamp });
}

const checks: Record<string, (v: Vector) => Promise<void>> = {
  sign: checkSign,
  aes: checkAes,
  playback: checkPlayback,
};

describe('docs/protocol.md test vectors', () => {
  it('contains vectors of every kind, and no unknown kind', () => {
    const kinds = new Set(vectors.map((v) => v.kind));
    expect([...kinds].sort()).toEqual(Object.keys(checks).sort());
  });

  for (const v of vectors) {
    it(`vector ${v.index}: ${v.kind}`, async () => {
      await checks[v.kind]!(v);
    });
  }
});
