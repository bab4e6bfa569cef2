import 'server-only';

// The first thing the BFF does with a request: reduce its raw URL to a call path that can only
// mean one thing. Every call path of §7 (and every playback id) is ASCII letters, digits, '_'
// and '-' between single slashes, so the rule is a whitelist, not a list of known attacks:
// any '%' (so every encoding and double encoding of '.', '/', '\\', NUL…), '.', '\\', ';', '@',
// ':', an empty segment or a control character fails it. Decoding first and then checking
// would be the classic bug (decode twice, check once); here nothing is ever decoded.
// The input is request.url as a string, never Next's decoded params.

export const API_PREFIX = '/api/app/';
export const MAX_URL_LENGTH = 4096;
export const MAX_PATH_LENGTH = 256;
export const MAX_QUERY_LENGTH = 2048;
const MAX_SEGMENTS = 8;

const SEGMENT_RE = /^[A-Za-z0-9_-]{1,64}$/;
// Printable ASCII without space: request.url is always serialised that way; anything else was hand-made.
const VISIBLE_ASCII_RE = /^[\x21-\x7e]*$/;
// scheme://authority, the authority ending at the first '/', so 'http://h//x' keeps '//x' as its path.
const ABSOLUTE_RE = /^https?:\/\/[^/?#\\]+(?=\/)/i;

export type PathRejection =
  | 'not-a-string'
  | 'too-long'
  | 'control-or-space'
  | 'fragment'
  | 'authority'
  | 'outside-prefix'
  | 'encoded'
  | 'backslash'
  | 'dot-segment'
  | 'empty-segment'
  | 'param'
  | 'character'
  | 'query';

export type CanonicalPath =
  | {
      ok: true;
      /** e.g. 'ping/check', no leading slash */ path: string;
      /** '' or '?…' */ search: string;
    }
  | { ok: false; reason: PathRejection };

const reject = (reason: PathRejection): CanonicalPath => ({ ok: false, reason });

/** Why a segment fails SEGMENT_RE, for logs and tests; every reason gives the same 400. */
function segmentRejection(segment: string): PathRejection {
  if (segment === '') return 'empty-segment';
  if (segment.includes('%')) return 'encoded';
  if (segment.includes('\\')) return 'backslash';
  if (/^\.+$/.test(segment)) return 'dot-segment';
  if (segment.includes(';')) return 'param';
  return 'character';
}

/** Splits 'http(s)://host/path?q' or '/path?q' into path and search; anything else is refused. */
function splitTarget(raw: string): { path: string; search: string } | PathRejection {
  let target = raw;
  const absolute = ABSOLUTE_RE.exec(target);
  if (absolute) target = target.slice(absolute[0].length);
  // '//host/…' is protocol-relative and '\\host' is one to some parsers: neither is a path.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return 'authority';
  if (target.includes('#')) return 'fragment';
  const q = target.indexOf('?');
  return q === -1
    ? { path: target, search: '' }
    : { path: target.slice(0, q), search: target.slice(q) };
}

/**
 * The call path under /api/app of a raw request URL, or why it is refused. The query string is
 * kept as sent (length-capped); it is forwarded opaquely and cannot change the host or path.
 */
export function canonicalCallPath(rawUrl: unknown): CanonicalPath {
  if (typeof rawUrl !== 'string') return reject('not-a-string');
  if (rawUrl.length > MAX_URL_LENGTH) return reject('too-long');
  if (!VISIBLE_ASCII_RE.test(rawUrl)) return reject('control-or-space');
  const split = splitTarget(rawUrl);
  if (typeof split === 'string') return reject(split);
  const { path, search } = split;
  if (path.length > MAX_PATH_LENGTH) return reject('too-long');
  if (search.length > MAX_QUERY_LENGTH) return reject('query');
  if (!path.startsWith(API_PREFIX)) {
    // Next only routes /api/app/* here, so another path means something rewrote it (e.g. the
    // URL parser resolving '%2e%2e'): treat it as the traversal it was.
    return reject('outside-prefix');
  }
  const segments = path.slice(API_PREFIX.length).split('/');
  if (segments.length > MAX_SEGMENTS) return reject('too-long');
  for (const segment of segments) {
    if (!SEGMENT_RE.test(segment)) return reject(segmentRejection(segment));
  }
  return { ok: true, path: segments.join('/'), search: search === '?' ? '' : search };
}
