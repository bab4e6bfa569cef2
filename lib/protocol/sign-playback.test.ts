import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importSignKey, signPlayback, signRequest, verifyPlayback } from './sign';

const SECRET = 'test-sign-key';
const T = 1_700_000_000;
const N = '0b7c3c1e-6a3d-4f5e-9a2b-3c4d5e6f7a8b';
const TOKEN = 'tok-abc';

describe('playback', () => {
  it('round-trips and refuses tampering', async () => {
    const key = await importSignKey(SECRET);
    const path = 'media/h5/m3u8/42';
    const sign = await signPlayback(key, { token: TOKEN, path, timestamp: T, nonce: N });
    const base = { token: TOKEN, path, timestamp: String(T), sign, nonce: N, now: T };
    await expect(verifyPlayback(key, base)).resolves.toEqual({ ok: true, nonce: N, t: T });
    expect((await verifyPlayback(key, { ...base, path: '/api/app/media/h5/m3u8/42' })).ok).toBe(
      true,
    );
    for (const input of [
      { ...base, token: 'x' },
      { ...base, path: 'media/h5/m3u8/43' },
      { ...base, timestamp: String(T + 1) },
      { ...base, nonce: '1b7c3c1e-6a3d-4f5e-9a2b-3c4d5e6f7a8b' },
      { ...base, sign: (sign[0] === 'f' ? 'e' : 'f') + sign.slice(1) },
    ]) {
      await expect(verifyPlayback(key, input)).resolves.toEqual({ ok: false, reason: 'signature' });
    }
    // A request signature over the same fields is not a playback signature (the user agent is part of it).
    const requestSig = await signRequest(key, {
      token: TOKEN,
      path,
      userAgent: '',
      timestamp: T,
      nonce: N,
    });
    expect(requestSig).not.toBe(sign);
  });

  it('checks skew both ways and format of each query value', async () => {
    const key = await importSignKey(SECRET);
    const path = 'media/h5/m3u8/42';
    const sign = await signPlayback(key, { token: TOKEN, path, timestamp: T, nonce: N });
    const base = { token: TOKEN, path, timestamp: String(T), sign, nonce: N, now: T };
    expect((await verifyPlayback(key, { ...base, now: T + 300 })).ok).toBe(true);
    expect((await verifyPlayback(key, { ...base, now: T - 300 })).ok).toBe(true);
    await expect(verifyPlayback(key, { ...base, now: T + 301 })).resolves.toEqual({
      ok: false,
      reason: 'skew',
    });
    await expect(verifyPlayback(key, { ...base, now: T - 301 })).resolves.toEqual({
      ok: false,
      reason: 'skew',
    });
    for (const bad of [
      { timestamp: null },
      { timestamp: undefined },
      { timestamp: '1.5' },
      { timestamp: `-${T}` },
      { timestamp: `0${T}` },
      { sign: null },
      { sign: sign.toUpperCase() },
      { sign: sign.slice(1) },
      { nonce: null },
      { nonce: N.toUpperCase() },
      { nonce: 'x'.repeat(10_000) },
    ]) {
      await expect(verifyPlayback(key, { ...base, ...bad })).resolves.toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('never throws on random query values (fast-check)', async () => {
    const key = await importSignKey(SECRET);
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        async (token, timestamp, sign, nonce) => {
          const result = await verifyPlayback(key, {
            token,
            path: 'media/h5/m3u8/1',
            timestamp,
            sign,
            nonce,
            now: T,
          });
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
