import 'server-only';

import { badHeader } from './envelope';

// Which browser headers may cross to the origin, and in what shape. Everything not picked here
// (cookies, Host, hop-by-hop, x-forwarded-*, x-middleware-*, x-invoke-*…) is dropped by
// construction: the upstream request starts from an empty Headers object.

export const X_USER_AGENT_MAX = 256;
const TOKEN_MAX = 1024;
const ACCEPT_MAX = 256;
// Printable ASCII. '&' is refused as well: token and user agent are joined with '&' in the
// signed text, and a value containing it could make two different requests sign alike.
const SIGNABLE_RE = /^[\x20-\x25\x27-\x7e]*$/;
const PRINTABLE_RE = /^[\x20-\x7e]*$/;
const IPV4_RE = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export type ClientIdentity = {
  /** The Authorization value, '' when absent. */
  token: string;
  /** The X-User-Agent value, '' when absent (signed and forwarded as such, docs/protocol.md). */
  userAgent: string;
  accept: string | null;
  realIp: string | null;
};

/** A token as it may appear in the signed text: printable, no '&', bounded. */
export function validToken(value: string): boolean {
  return value.length <= TOKEN_MAX && SIGNABLE_RE.test(value);
}

function isIpLiteral(value: string): boolean {
  if (IPV4_RE.test(value)) return true;
  if (!value.includes(':') || value.length > 45 || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  // The URL parser is a strict IPv6 grammar that exists on every runtime.
  try {
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * The client address as Next gives it. Route handlers see no socket; Next's server writes the
 * socket's remote address into X-Forwarded-For only when the header is absent (base-server.js:
 * `x-forwarded-for ??= socket.remoteAddress`), and a reverse proxy such as nginx with
 * $proxy_add_x_forwarded_for appends the address it saw. So the entry max(hops, 1) from the
 * right is the one written by the outermost server we trust. With no proxy in front a client
 * can still choose this value by sending the header itself: deploy behind a proxy and set
 * BFF_TRUSTED_PROXY_HOPS. An entry that is not an IP literal gives null (no x-real-ip).
 */
export function clientIp(forwardedFor: string | null, trustedProxyHops: number): string | null {
  if (!forwardedFor) return null;
  const entries = forwardedFor.split(',').map((e) => e.trim());
  const entry = entries[entries.length - Math.max(trustedProxyHops, 1)];
  return entry !== undefined && isIpLiteral(entry) ? entry : null;
}

/** Validates and picks the forwardable browser headers; throws 400 on a malformed one. */
export function readClientHeaders(headers: Headers, trustedProxyHops: number): ClientIdentity {
  const token = headers.get('authorization') ?? '';
  if (!validToken(token))
    throw badHeader('authorization is not printable ASCII without "&", or too long');
  const userAgent = headers.get('x-user-agent') ?? '';
  if (userAgent.length > X_USER_AGENT_MAX || !SIGNABLE_RE.test(userAgent)) {
    throw badHeader('x-user-agent is not printable ASCII without "&", or over 256 characters');
  }
  const acceptRaw = headers.get('accept');
  // A strange Accept is not worth refusing a call over: it is only dropped.
  const accept =
    acceptRaw && acceptRaw.length <= ACCEPT_MAX && PRINTABLE_RE.test(acceptRaw) ? acceptRaw : null;
  return {
    token,
    userAgent,
    accept,
    realIp: clientIp(headers.get('x-forwarded-for'), trustedProxyHops),
  };
}
