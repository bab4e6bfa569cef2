import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CipherError,
  createCodecRegistry,
  decryptJson,
  decryptText,
  encryptJson,
  encryptText,
  importAesKey,
} from './cipher';

const KEY_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const KEY_B64 = btoa(String.fromCharCode(...Array.from({ length: 32 }, (_, i) => i)));
const OTHER_HEX = 'ff'.repeat(32);

function toBytes(b64: string): Uint8Array {
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}
function toB64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}
async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CipherError);
    expect((error as CipherError).name).toBe('CipherError');
    return (error as CipherError).reason;
  }
  throw new Error('expected a CipherError');
}

describe('importAesKey', () => {
  it('accepts 64 hex (either case, trimmed) and base64 of 32 bytes, as the same key', async () => {
    const iv = new Uint8Array(12);
    const fromHex = await encryptText(await importAesKey(KEY_HEX), 'x', iv);
    expect(await encryptText(await importAesKey(KEY_HEX.toUpperCase()), 'x', iv)).toBe(fromHex);
    expect(await encryptText(await importAesKey(`${KEY_HEX}\n`), 'x', iv)).toBe(fromHex);
    expect(await encryptText(await importAesKey(KEY_B64), 'x', iv)).toBe(fromHex);
  });

  it.each([
    ['empty', ''],
    ['63 hex', KEY_HEX.slice(1)],
    ['65 hex', `${KEY_HEX}0`],
    ['non-hex 64 chars that decode to 48 bytes', 'g'.repeat(64)],
    ['base64 of 16 bytes', btoa('0123456789abcdef')],
    ['base64 of 31 bytes', btoa('x'.repeat(31))],
    ['base64 of 33 bytes', btoa('x'.repeat(33))],
    ['base64 without padding', KEY_B64.replace(/=+$/, '')],
    ['base64url alphabet', KEY_B64.replace(/\//g, '_').replace(/\+/g, '-') + '_'],
    ['passphrase', 'correct horse battery staple'],
  ])('refuses %s with a clear error', async (_name, material) => {
    await expect(importAesKey(material)).rejects.toThrow(/64 hex characters or base64 of 32 bytes/);
  });
});

describe('encrypt / decrypt', () => {
  it('round-trips JSON values and text, with the iv‖ciphertext‖tag layout', async () => {
    const key = await importAesKey(KEY_HEX);
    for (const value of [{ a: 1, b: ['中文', null] }, [], 0, 'str', null, true]) {
      expect(await decryptJson(key, await encryptJson(key, value))).toEqual(value);
    }
    const playlist =
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXTINF:4.0,\nhttps://vid.example/s000.ts?e=1&s=ab\n';
    const b64 = await encryptText(key, playlist);
    expect(toBytes(b64).length).toBe(12 + new TextEncoder().encode(playlist).length + 16);
    expect(await decryptText(key, b64)).toBe(playlist);
    expect(await decryptText(key, await encryptText(key, ''))).toBe('');
  });

  it('uses a fresh random iv each time unless one is given', async () => {
    const key = await importAesKey(KEY_HEX);
    const a = await encryptJson(key, { x: 1 });
    const b = await encryptJson(key, { x: 1 });
    expect(a).not.toBe(b);
    expect(toBytes(a).subarray(0, 12)).not.toEqual(toBytes(b).subarray(0, 12));
    const iv = new Uint8Array(12).fill(7);
    const c = await encryptJson(key, { x: 1 }, iv);
    expect(toBytes(c).subarray(0, 12)).toEqual(iv);
    expect(await encryptJson(key, { x: 1 }, iv)).toBe(c);
  });

  it('handles a body larger than one base64 chunk', async () => {
    const key = await importAesKey(KEY_HEX);
    const big = 'x'.repeat(200_000);
    expect(await decryptText(key, await encryptText(key, big))).toBe(big);
  });

  it('refuses a bad iv length and values without a JSON form', async () => {
    const key = await importAesKey(KEY_HEX);
    await expect(encryptText(key, 'x', new Uint8Array(16))).rejects.toThrow(RangeError);
    await expect(encryptJson(key, undefined)).rejects.toThrow(TypeError);
    await expect(encryptJson(key, () => 1)).rejects.toThrow(TypeError);
  });

  it('refuses bad base64 and too-short input', async () => {
    const key = await importAesKey(KEY_HEX);
    for (const bad of ['not base64!', 'abc', 'ab=c', ' AAAA', 'AAAA\n', 'AA==AA==', '-_-_']) {
      expect(await reason(decryptJson(key, bad))).toBe('base64');
    }
    expect(await reason(decryptJson(key, 123 as unknown as string))).toBe('base64');
    expect(await reason(decryptJson(key, ''))).toBe('length');
    expect(await reason(decryptJson(key, toB64(new Uint8Array(27))))).toBe('length');
    // 28 bytes is iv + tag of an empty plaintext: long enough to try, and fails authentication.
    expect(await reason(decryptJson(key, toB64(new Uint8Array(28))))).toBe('auth');
  });

  it('refuses a flipped bit anywhere: iv, ciphertext or tag', async () => {
    const key = await importAesKey(KEY_HEX);
    const bytes = toBytes(await encryptJson(key, { id: 42, name: '测试' }));
    for (let i = 0; i < bytes.length; i++) {
      for (const bit of [0, 7]) {
        const copy = bytes.slice();
        copy[i]! ^= 1 << bit;
        expect(await reason(decryptJson(key, toB64(copy)))).toBe('auth');
      }
    }
    // Truncating or extending also breaks the tag.
    expect(await reason(decryptJson(key, toB64(bytes.subarray(0, bytes.length - 1))))).toBe('auth');
    expect(await reason(decryptJson(key, toB64(Uint8Array.of(...bytes, 0))))).toBe('auth');
  });

  it('flipping any bit fails authentication (fast-check)', async () => {
    const key = await importAesKey(KEY_HEX);
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.nat(),
        fc.integer({ min: 0, max: 7 }),
        async (text, at, bit) => {
          const bytes = toBytes(await encryptText(key, text));
          bytes[at % bytes.length]! ^= 1 << bit;
          expect(await reason(decryptText(key, toB64(bytes)))).toBe('auth');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses the wrong key', async () => {
    const key = await importAesKey(KEY_HEX);
    const other = await importAesKey(OTHER_HEX);
    expect(await reason(decryptJson(other, await encryptJson(key, { a: 1 })))).toBe('auth');
  });

  it('never throws anything but CipherError on random strings (fast-check)', async () => {
    const key = await importAesKey(KEY_HEX);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.base64String()), async (text) => {
        expect(['base64', 'length', 'auth']).toContain(await reason(decryptJson(key, text)));
      }),
      { numRuns: 300 },
    );
  });

  it('reports authenticated non-UTF-8 and non-JSON plaintexts', async () => {
    const raw = Uint8Array.from({ length: 32 }, (_, i) => i);
    const webKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
    const key = await importAesKey(KEY_HEX);
    const iv = new Uint8Array(12);
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, webKey, Uint8Array.of(0xff, 0xfe)),
    );
    expect(await reason(decryptText(key, toB64(Uint8Array.of(...iv, ...sealed))))).toBe('utf8');
    expect(await reason(decryptJson(key, await encryptText(key, '{not json')))).toBe('json');
  });

  it('does not disguise a programming error (wrong key type) as tampering', async () => {
    const hmac = await crypto.subtle.importKey(
      'raw',
      new Uint8Array(32),
      { name: 'HMAC', hash: 'SHA-1' },
      false,
      ['sign'],
    );
    const error = await decryptText(hmac, toB64(new Uint8Array(40))).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(CipherError);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('createCodecRegistry', () => {
  it('picks the only version as current and looks versions up', async () => {
    const requestKey = await importAesKey(KEY_HEX);
    const responseKey = await importAesKey(OTHER_HEX);
    const registry = createCodecRegistry({ '1.0.0': { requestKey, responseKey } });
    expect(registry.current).toEqual({ version: '1.0.0', requestKey, responseKey });
    expect(registry.get('1.0.0')).toBe(registry.current);
    for (const unknown of ['2', '', null, undefined, '__proto__', 'constructor', 'toString']) {
      expect(registry.get(unknown)).toBeUndefined();
    }
  });

  it('rotates: old and new both readable, current named explicitly', async () => {
    const a = await importAesKey(KEY_HEX);
    const b = await importAesKey(OTHER_HEX);
    const entries = {
      '1': { requestKey: a, responseKey: a },
      '2': { requestKey: b, responseKey: b },
    };
    expect(() => createCodecRegistry(entries)).toThrow(/options.current/);
    const registry = createCodecRegistry(entries, { current: '2' });
    expect(registry.current.version).toBe('2');
    const sealedOld = await encryptJson(registry.get('1')!.requestKey, { v: 1 });
    expect(await decryptJson(registry.get('1')!.requestKey, sealedOld)).toEqual({ v: 1 });
    expect(await reason(decryptJson(registry.current.requestKey, sealedOld))).toBe('auth');
  });

  it('refuses empty registries, bad version names and an unknown current', async () => {
    const k = await importAesKey(KEY_HEX);
    expect(() => createCodecRegistry({})).toThrow(/at least one/);
    expect(() => createCodecRegistry({ 'v 1': { requestKey: k, responseKey: k } })).toThrow(
      /invalid key version/,
    );
    expect(() =>
      createCodecRegistry({ '1': { requestKey: k, responseKey: k } }, { current: '9' }),
    ).toThrow(/not in the registry/);
  });
});
