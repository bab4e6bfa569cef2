// Which link strings may leave the app, and the single decision useOpenLink() acts on.
// Links come from server config and ads, so every one is treated as hostile input.

/**
 * Characters no honest external link carries raw: C0 controls, space, DEL, C1 controls,
 * Unicode spaces, zero-width and bidi marks, BOM, and the backslash. Browsers strip or
 * reinterpret several of these ('java\tscript:' runs as 'javascript:', '\' acts as '/'),
 * and the iOS wrapper parses URLs with a different parser, so refusing them outright
 * leaves no room for the two parsers to disagree.
 */
const UNSAFE_EXTERNAL_CHAR =
  /[\u0000-\u0020\u007F-\u00A0\u00AD\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF\\]/;

// The WHATWG parser repairs 'http:///x' and 'https:evil.com' into hosts of its own
// guessing, so the raw text itself must spell out '//' and a non-empty authority.
const RAW_AUTHORITY = /^https?:\/\/([^/?#]*)/i;

// A browser drops tab, LF and CR anywhere in a URL, so '/\t/evil.com' would become '//evil.com'.
const UNSAFE_INTERNAL_CHAR = /[\u0000-\u001F\u007F\\]/;

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

// A path segment a URL parser reads as '.' or '..': '%2e' is a dot too (WHATWG URL, path state).
const DOT_SEGMENT = /^(?:\.|%2e)$/i;
const DOT_DOT_SEGMENT = /^(?:\.|%2e){2}$/i;

function parseSafeExternal(url: unknown): URL | null {
  if (typeof url !== 'string' || UNSAFE_EXTERNAL_CHAR.test(url)) return null;
  const authority = RAW_AUTHORITY.exec(url)?.[1];
  // '@' is refused even when empty ('http://@evil.com') so no userinfo can hide a host.
  if (authority === undefined || authority === '' || authority.includes('@')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const webProtocol = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  const noCredentials = parsed.username === '' && parsed.password === '';
  return webProtocol && parsed.hostname !== '' && noCredentials ? parsed : null;
}

/** Only absolute http(s) URLs with a host and no credentials may leave the app. */
export function isSafeExternalUrl(url: unknown): boolean {
  return parseSafeExternal(url) !== null;
}

/**
 * Whether the browser would take this link off the app: an http(s) scheme in any case, or a
 * protocol-relative form ('//', '\\', '/\', '\/'). Read the way a browser reads it (tab and
 * newlines dropped, leading controls and spaces trimmed). A classifier only: resolveLinkTarget
 * decides whether the link may be opened.
 */
export function isExternal(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  const read = url
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+/, '')
    .trim();
  return /^(?:https?:|[/\\]{2})/i.test(read);
}

export type LinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' };

const REFUSED: LinkTarget = { kind: 'refused' };

/**
 * An in-app link as an absolute path a browser has nothing left to resolve in: '.' and '..'
 * segments resolved as the URL parser resolves them, and empty segments (repeated slashes)
 * dropped, which a browser keeps. '/.//evil.com' resolves to the pathname '//evil.com', which a
 * router navigating to it, or any code re-reading it as a URL, takes for the host evil.com;
 * here it is '/evil.com'. The query and fragment are kept as written.
 */
function normalisePath(text: string): string {
  const cut = text.search(/[?#]/);
  const path = cut === -1 ? text : text.slice(0, cut);
  const segments = path.split('/');
  const kept: string[] = [];
  for (const segment of segments) {
    if (DOT_DOT_SEGMENT.test(segment)) kept.pop();
    else if (segment !== '' && !DOT_SEGMENT.test(segment)) kept.push(segment);
  }
  // A path ending in '/', '.' or '..' names a directory: the browser keeps its trailing slash.
  const last = segments[segments.length - 1]!;
  const directory = last === '' || DOT_SEGMENT.test(last) || DOT_DOT_SEGMENT.test(last);
  const trailing = kept.length > 0 && directory ? '/' : '';
  return `/${kept.join('/')}${trailing}${cut === -1 ? '' : text.slice(cut)}`;
}

/**
 * The one place a link string becomes a navigation. In-app means a relative path ('mine/vip'
 * becomes '/mine/vip', normalised by normalisePath); a full URL, even to our own host, is
 * treated as external. External
 * URLs come back as the parser's href, so what was checked is exactly what gets opened.
 */
export function resolveLinkTarget(raw: unknown): LinkTarget {
  if (typeof raw !== 'string') return REFUSED;
  const text = raw.trim();
  if (text === '') return REFUSED;
  if (SCHEME.test(text) || isExternal(text)) {
    const parsed = parseSafeExternal(text);
    return parsed === null ? REFUSED : { kind: 'external', url: parsed.href };
  }
  if (UNSAFE_INTERNAL_CHAR.test(text)) return REFUSED;
  return { kind: 'internal', path: normalisePath(text) };
}
