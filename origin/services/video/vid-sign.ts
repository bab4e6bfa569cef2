// The signed query of /cdn/vid URLs (docs/media-api.md "Playback"): `e` (expiry, unix seconds),
// `p` (preview seconds, 0 = whole video), `v` (the playback id the link was issued for: a video's
// id, or `live-<channel>` for a live channel, docs/live-api.md) and `s` = the
// first 32 hex of HMAC-SHA256(vid key, path + '\n' + e + '\n' + p + '\n' + v). The path is the
// file's path under /cdn/vid (e.g. 'clip-1/240p/seg-000.m4s'), not the host, so one URL stays
// valid on every VID line. The video is signed in because files may be shared between videos:
// what a link grants is the entitlement of its own video, checked against that video's file.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a signature grants: until when, how many seconds, of which video (its id), live channel
 * (`live-<id>`) or 图生视频 order (`aiv-<id>`): strings signed as written, so no kind can pass
 * for another.
 */
export type VidGrant = { e: number; p: number; v: number | `live-${number}` | `aiv-${number}` };

export type VidVerifyResult =
  { ok: true; grant: VidGrant } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export type VidQuery = {
  e: string | null | undefined;
  p: string | null | undefined;
  v: string | null | undefined;
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
const V_RE = /^(live-|aiv-)?[1-9][0-9]{0,9}$/;
const S_RE = new RegExp(`^[0-9a-f]{${SIG_HEX}}$`);

/** The vid key: its own key derived from SIGN_KEY, so a /cdn/vid signature never signs an API call. */
export function deriveVidKey(signKey: string): Buffer {
  if (signKey.length === 0) throw new Error('SIGN_KEY is empty');
  return createHmac('sha256', signKey).update('cdn-vid').digest();
}

/** @param now milliseconds since the epoch (the app clock, movable in tests) */
export function createVidSigner(signKey: string, now: () => number): VidSigner {
  const key = deriveVidKey(signKey);
  const mac = (path: string, { e, p, v }: VidGrant) =>
    createHmac('sha256', key).update(`${path}\n${e}\n${p}\n${v}`).digest('hex').slice(0, SIG_HEX);

  return {
    query(path, grant) {
      const { e, p, v } = grant;
      if (!E_RE.test(String(e)) || !P_RE.test(String(p)) || !V_RE.test(String(v)))
        throw new RangeError(`cannot sign e=${e} p=${p} v=${v}`);
      return `e=${e}&p=${p}&v=${v}&s=${mac(path, grant)}`;
    },
    verify(path, { e, p, v, s }) {
      if (typeof e !== 'string' || typeof p !== 'string' || typeof v !== 'string')
        return { ok: false, reason: 'malformed' };
      if (typeof s !== 'string' || !E_RE.test(e) || !P_RE.test(p) || !V_RE.test(v) || !S_RE.test(s))
        return { ok: false, reason: 'malformed' };
      const subject = /^[a-z]/.test(v) ? (v as `live-${number}` | `aiv-${number}`) : Number(v);
      const grant = { e: Number(e), p: Number(p), v: subject };
      const expected = Buffer.from(mac(path, grant), 'latin1');
      if (!timingSafeEqual(expected, Buffer.from(s, 'latin1')))
        return { ok: false, reason: 'signature' };
      // Valid while now < e; written as !(<) so a NaN clock fails closed.
      if (!(now() / 1000 < grant.e)) return { ok: false, reason: 'expired' };
      return { ok: true, grant };
    },
  };
}
