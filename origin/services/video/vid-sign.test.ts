import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createVidSigner, deriveVidKey } from './vid-sign';

const KEY = 'vid-sign-test-key';
const PATH = 'clip-1/240p/seg-000.m4s';
const T0 = 1_750_000_000_000;

function setup() {
  const clock = { ms: T0 };
  const signer = createVidSigner(KEY, () => clock.ms);
  const e = T0 / 1000 + 7200;
  const parse = (query: string) => {
    const q = new URLSearchParams(query);
    return { e: q.get('e'), p: q.get('p'), v: q.get('v'), s: q.get('s') };
  };
  return { clock, signer, e, parse };
}

describe('vid signer', () => {
  it('signs as documented: first 32 hex of HMAC-SHA256(vid key, path\\ne\\np\\nv)', () => {
    const { signer, e } = setup();
    const vidKey = createHmac('sha256', KEY).update('cdn-vid').digest();
    const s = createHmac('sha256', vidKey)
      .update(`${PATH}\n${e}\n15\n10144`)
      .digest('hex')
      .slice(0, 32);
    expect(signer.query(PATH, { e, p: 15, v: 10144 })).toBe(`e=${e}&p=15&v=10144&s=${s}`);
    expect(deriveVidKey(KEY)).toEqual(vidKey);
  });

  it('accepts its own query until the expiry, then refuses it as expired', () => {
    const { clock, signer, e, parse } = setup();
    const query = parse(signer.query(PATH, { e, p: 0, v: 7 }));
    expect(signer.verify(PATH, query)).toEqual({ ok: true, grant: { e, p: 0, v: 7 } });
    clock.ms = e * 1000 - 1;
    expect(signer.verify(PATH, query).ok).toBe(true);
    clock.ms = e * 1000;
    expect(signer.verify(PATH, query)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another path, another p, another e, or another key', () => {
    const { clock, signer, e, parse } = setup();
    const query = parse(signer.query(PATH, { e, p: 15, v: 7 }));
    expect(signer.verify('clip-1/240p/seg-001.m4s', query).ok).toBe(false);
    expect(signer.verify(PATH, { ...query, p: '0' })).toEqual({ ok: false, reason: 'signature' });
    expect(signer.verify(PATH, { ...query, e: String(e + 3600) }).ok).toBe(false);
    expect(signer.verify(PATH, { ...query, v: '8' })).toEqual({ ok: false, reason: 'signature' });
    const other = createVidSigner('another-key', () => clock.ms);
    expect(other.verify(PATH, query)).toEqual({ ok: false, reason: 'signature' });
  });

  it("signs a live channel as `live-<id>`: its own grant, never a video's of the same number", () => {
    const { signer, e, parse } = setup();
    const query = parse(signer.query(PATH, { e, p: 0, v: 'live-7' }));
    expect(query.v).toBe('live-7');
    expect(signer.verify(PATH, query)).toEqual({ ok: true, grant: { e, p: 0, v: 'live-7' } });
    expect(signer.verify(PATH, { ...query, v: '7' })).toEqual({ ok: false, reason: 'signature' });
    const video = parse(signer.query(PATH, { e, p: 0, v: 7 }));
    expect(signer.verify(PATH, { ...video, v: 'live-7' })).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('signs a 图生视频 order as `aiv-<id>`: neither a video’s nor a channel’s grant', () => {
    const { signer, e, parse } = setup();
    const query = parse(signer.query(PATH, { e, p: 0, v: 'aiv-7' }));
    expect(signer.verify(PATH, query)).toEqual({ ok: true, grant: { e, p: 0, v: 'aiv-7' } });
    for (const v of ['7', 'live-7'])
      expect(signer.verify(PATH, { ...query, v })).toEqual({ ok: false, reason: 'signature' });
  });

  it.each([
    ['missing s', { s: null }],
    ['uppercase hex', { s: 'A'.repeat(32) }],
    ['a 40-hex s', { s: 'a'.repeat(40) }],
    ['a leading zero in e', { e: '01750007200' }],
    ['a negative p', { p: '-1' }],
    ['a fractional p', { p: '1.5' }],
    ['an e of 11 digits', { e: '17500072000' }],
    ['a missing v', { v: null }],
    ['a v of 0', { v: '0' }],
    ['a live v without a channel', { v: 'live-' }],
    ['a live v of 0', { v: 'live-0' }],
    ['an aiv v of 0', { v: 'aiv-0' }],
    ['another prefix', { v: 'up-7' }],
  ])('calls %s malformed', (_name, change) => {
    const { signer, e, parse } = setup();
    const query = { ...parse(signer.query(PATH, { e, p: 0, v: 7 })), ...change };
    expect(signer.verify(PATH, query)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses to sign values it would not accept', () => {
    const { signer } = setup();
    expect(() => signer.query(PATH, { e: 1.5, p: 0, v: 1 })).toThrow(RangeError);
    expect(() => signer.query(PATH, { e: 1, p: -3, v: 1 })).toThrow(RangeError);
    expect(() => signer.query(PATH, { e: 1, p: 0, v: 0 })).toThrow(RangeError);
  });
});
