import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildApiKeyHeader,
  importSignKey,
  MAX_SKEW_SECONDS,
  newNonce,
  normaliseApiPath,
  parseApiKeyHeader,
  playbackSigningText,
  signingText,
  signRequest,
  verifyRequest,
} from './sign';

const SECRET = 'test-sign-key';
const UA = 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=120';
const T = 1_700_000_000;
const N = '0b7c3c1e-6a3d-4f5e-9a2b-3c4d5e6f7a8b';
const TOKEN = 'tok-abc';
const PATH = 'ping/check';
const HEX40 = 'a'.repeat(40);

async function signedHeader(key: CryptoKey) {
  const input = { token: TOKEN, path: PATH, userAgent: UA, timestamp: T, nonce: N };
  return buildApiKeyHeader({ t: T, s: await signRequest(key, input), n: N });
}

describe('normaliseApiPath / signingText', () => {
  it('signs every spelling of a path as /api/app/<call>', () => {
    for (const p of [
      'ping/check',
      '/ping/check',
      '/api/app/ping/check',
      'api/app/ping/check',
      '//api/app/ping/check',
    ]) {
      expect(normaliseApiPath(p)).toBe('/api/app/ping/check');
    }
  });

  it('joins token, path, user agent, t and n with &', () => {
    expect(signingText({ token: TOKEN, path: PATH, userAgent: UA, timestamp: T, nonce: N })).toBe(
      `${TOKEN}&/api/app/ping/check&${UA}&${T}&${N}`,
    );
    expect(
      signingText({
        token: '',
        path: '/api/app/login/guest',
        userAgent: UA,
        timestamp: 0,
        nonce: N,
      }),
    ).toBe(`&/api/app/login/guest&${UA}&0&${N}`);
  });

  it('leaves the user agent out of the playback text', () => {
    expect(
      playbackSigningText({ token: TOKEN, path: 'media/h5/m3u8/42', timestamp: T, nonce: N }),
    ).toBe(`${TOKEN}&/api/app/media/h5/m3u8/42&${T}&${N}`);
  });

  it('refuses to sign what the parser would refuse', () => {
    const base = { token: TOKEN, path: PATH, userAgent: UA, timestamp: T, nonce: N };
    for (const timestamp of [-1, 1.5, NaN, Infinity, 1e10, 1e21]) {
      expect(() => signingText({ ...base, timestamp })).toThrow(RangeError);
    }
    for (const nonce of ['', 'not-a-uuid', N.toUpperCase(), N.replace('-4', '-1')]) {
      expect(() => signingText({ ...base, nonce })).toThrow(RangeError);
    }
  });
});

describe('keys and nonces', () => {
  it('refuses an empty secret', async () => {
    await expect(importSignKey('')).rejects.toThrow(/empty/);
  });

  it('newNonce gives distinct lowercase v4 uuids that sign', () => {
    const a = newNonce();
    const b = newNonce();
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(() => buildApiKeyHeader({ t: T, s: HEX40, n: a })).not.toThrow();
  });
});

describe('verifyRequest', () => {
  it('accepts what signRequest produced and returns nonce and t', async () => {
    const key = await importSignKey(SECRET);
    const header = await signedHeader(key);
    const s = header.split(',')[1]!.slice(2);
    expect(s).toMatch(/^[0-9a-f]{40}$/);
    await expect(
      verifyRequest(key, { token: TOKEN, path: PATH, userAgent: UA, header, now: T }),
    ).resolves.toEqual({
      ok: true,
      nonce: N,
      t: T,
    });
    // The full-path spelling verifies the same signature.
    const full = await verifyRequest(key, {
      token: TOKEN,
      path: '/api/app/ping/check',
      userAgent: UA,
      header,
      now: T,
    });
    expect(full.ok).toBe(true);
  });

  it('refuses tampering with every signed field', async () => {
    const key = await importSignKey(SECRET);
    const header = await signedHeader(key);
    const base = { token: TOKEN, path: PATH, userAgent: UA, header, now: T };
    const otherN = '1b7c3c1e-6a3d-4f5e-9a2b-3c4d5e6f7a8b';
    const parsed = parseApiKeyHeader(header)!;
    const flipped = (parsed.s[0] === '0' ? '1' : '0') + parsed.s.slice(1);
    const cases = [
      { ...base, token: 'tok-abd' },
      { ...base, token: '' },
      { ...base, path: 'ping/config' },
      { ...base, path: 'ping/check/' },
      { ...base, userAgent: UA.replace('bv=120', 'bv=121') },
      { ...base, header: buildApiKeyHeader({ ...parsed, t: T + 1 }) },
      { ...base, header: buildApiKeyHeader({ ...parsed, n: otherN }) },
      { ...base, header: buildApiKeyHeader({ ...parsed, s: flipped }) },
    ];
    for (const input of cases) {
      await expect(verifyRequest(key, input)).resolves.toEqual({ ok: false, reason: 'signature' });
    }
    // Another key, same text.
    const other = await importSignKey(`${SECRET}!`);
    await expect(verifyRequest(other, base)).resolves.toEqual({ ok: false, reason: 'signature' });
  });

  it('accepts exactly ±300 s of skew and refuses ±301 s', async () => {
    const key = await importSignKey(SECRET);
    const header = await signedHeader(key);
    const at = (now: number) =>
      verifyRequest(key, { token: TOKEN, path: PATH, userAgent: UA, header, now });
    expect(MAX_SKEW_SECONDS).toBe(300);
    expect((await at(T + 300)).ok).toBe(true);
    expect((await at(T - 300)).ok).toBe(true);
    await expect(at(T + 301)).resolves.toEqual({ ok: false, reason: 'skew' });
    await expect(at(T - 301)).resolves.toEqual({ ok: false, reason: 'skew' });
    // Milliseconds by mistake, or NaN, fail closed.
    await expect(at(T * 1000)).resolves.toEqual({ ok: false, reason: 'skew' });
    await expect(at(NaN)).resolves.toEqual({ ok: false, reason: 'skew' });
  });

  it('honours a custom maxSkewSeconds', async () => {
    const key = await importSignKey(SECRET);
    const header = await signedHeader(key);
    const input = { token: TOKEN, path: PATH, userAgent: UA, header, now: T + 10 };
    expect((await verifyRequest(key, { ...input, maxSkewSeconds: 10 })).ok).toBe(true);
    await expect(verifyRequest(key, { ...input, maxSkewSeconds: 9 })).resolves.toEqual({
      ok: false,
      reason: 'skew',
    });
  });

  it('reports a malformed header as malformed, before skew', async () => {
    const key = await importSignKey(SECRET);
    for (const header of [null, undefined, '', 'garbage', `t=1,s=${HEX40},n=${N},`]) {
      await expect(
        verifyRequest(key, { token: TOKEN, path: PATH, userAgent: UA, header, now: T }),
      ).resolves.toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('never throws on random input (fast-check)', async () => {
    const key = await importSignKey(SECRET);
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.oneof(fc.string(), fc.constantFrom(`t=${T},s=${HEX40},n=${N}`)),
        fc.oneof(fc.integer(), fc.constant(T)),
        async (token, path, userAgent, header, now) => {
          const result = await verifyRequest(key, { token, path, userAgent, header, now });
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
