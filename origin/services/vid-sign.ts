// The signed query of /cdn/vid URLs (docs/media-api.md "Playback"): `e` (expiry, unix seconds),
// `p` (preview seconds, 0 = whole video) and `s` = the first 32 hex of HMAC-SHA256(vid key,
// path + '\n' + e + '\n' + p). The path is the file's path under /cdn/vid (e.g.
// 'clip-1/240p/seg-000.m4s'), not the host, so one URL stays valid on every VID line.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signature grants: until when, and how many seconds of the video. */
export type VidGrant = { e: number; p: number };

export type VidVerifyResult =
  { ok: true; grant: VidGrant } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export type VidQuery = {
  e: string | null | undefined;
  p: string | null | undefined;
  s: string | null | undefined;
};

export type VidSigner = {
  /** `e=…&p=…&s=…` for the file at `path` (under /cdn/vid, no leading slash). */
  query(path: string, grant: VidGrant): string;
  /** Format, then the signature (constant time), then the expiry against the clock. */
  verify(path: string, query: VidQuery): VidVerifyResult;
};

const SIG_HEX = 32;
// No sign, no leading zeros: the signed text is the number as written, so one spelling each.
const E_RE = /^[1-9][0-9]{0,9}$/;
const P_RE = /^(0|[1-9][0-9]{0,5})$/;
const S_RE = new RegExp(`^[0-9a-f]{${SIG_HEX}}$`);

/** The vid key: its own key derived from SIGN_KEY, so a /cdn/vid signature never signs an API call. */
export function deriveVidKey(signKey: string): Buffer {
  if (signKey.length === 0) throw new Error('SIGN_KEY is empty');
  return createHmac('sha256', signKey).update('cdn-vid').digest();
}

/** @param now milliseconds since the epoch (the app clock, movable in tests) */
export function createVidSigner(signKey: string, now: () => number): VidSigner {
  const key = deriveVidKey(signKey);
  const mac = (path: string, e: number, p: number) =>
    createHmac('sha256', key).update(`${path}\n${e}\n${p}`).digest('hex').slice(0, SIG_HEX);

  return {
    query(path, { e, p }) {
      if (!E_RE.test(String(e)) || !P_RE.test(String(p)))
        throw new RangeError(`cannot sign e=${e} p=${p}`);
      return `e=${e}&p=${p}&s=${mac(path, e, p)}`;
    },
    verify(path, { e, p, s }) {
      if (typeof e !== 'string' || typeof p !== 'string' || typeof s !== 'string')
        return { ok: false, reason: 'malformed' };
      if (!E_RE.test(e) || !P_RE.test(p) || !S_RE.test(s))
        return { ok: false, reason: 'malformed' };
      const grant = { e: Number(e), p: Number(p) };
      const expected = Buffer.from(mac(path, grant.e, grant.p), 'latin1');
      if (!timingSafeEqual(expected, Buffer.from(s, 'latin1')))
        return { ok: false, reason: 'signature' };
      // Valid while now < e; written as !(<) so a NaN clock fails closed.
      if (!(now() / 1000 < grant.e)) return { ok: false, reason: 'expired' };
      return { ok: true, grant };
    },
  };
}
