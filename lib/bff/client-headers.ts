import 'server-only';

import { badHeader } from './envelope';
import { socketAddress } from './node-request-hook';

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
 * The browser's address for the origin's per-IP limits (x-real-ip). With no trusted proxy
 * (`trustedProxyHops` 0) it is the peer of the socket, as node-request-hook.ts recorded it:
 * X-Forwarded-For is then only what the client claims, and Next passes a client-sent one on
 * unchanged. With N proxies that each append the address they saw, it is the Nth entry from the
 * right: the one the outermost trusted proxy wrote (Next adds the socket's when the header is
 * absent). Null when unknown or not an IP literal: the origin then counts the BFF's own address,
 * shared by everyone, rather than one a client chose.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string | null {
  if (trustedProxyHops === 0) {
    const peer = socketAddress(headers);
    return peer !== null && isIpLiteral(peer) ? peer : null;
  }
  const forwardedFor = headers.get('x-forwarded-for');
  if (!forwardedFor) return null;
  const entries = forwardedFor.split(',').map((e) => e.trim());
  const entry = entries[entries.length - trustedProxyHops];
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
    realIp: clientIp(headers, trustedProxyHops),
  };
}
