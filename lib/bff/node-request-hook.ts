import 'server-only';

import { randomBytes, timingSafeEqual } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

// What a route handler cannot learn from Next, recorded where a request enters Node's HTTP
// server. Next hands a handler a fetch Request: no socket. It writes the socket's address into
// X-Forwarded-For only when the client sent none (base-server.js: `x-forwarded-for ??=
// socket.remoteAddress`), so a client-sent header arrives unchanged and looks like a proxy's.
// And Next builds that Request with fetch's constructor, which throws on TRACE and TRACK: a 500
// and a stack in the log before any handler of ours runs; a method outside its seven is a bare
// 400. instrumentation.ts installs this hook once per server process: Node publishes each
// request on 'http.server.request.start' synchronously, before any 'request' listener runs.

/** The socket's peer address, as `<tag> <address>`. */
export const SOCKET_HEADER = 'x-bff-socket';
/** The method the client sent, as `<tag> <method>`, when the request was carried under another. */
export const METHOD_HEADER = 'x-bff-method';

const NEXT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
// A method Next hands to the route's handler; the handler answers for the method it carries.
const CARRIER_METHOD = 'PATCH';
// Origin-form or absolute-form request targets under the BFF's prefix.
const BFF_TARGET_RE = /^(?:https?:\/\/[^/]*)?\/api\/app\//i;

const TAG = Symbol.for('yingshi.bff.request-hook.tag');
const INSTALLED = Symbol.for('yingshi.bff.request-hook.installed');
type HookGlobal = typeof globalThis & { [TAG]?: string; [INSTALLED]?: boolean };

/**
 * A secret of this process that prefixes the hook's headers. It lives on globalThis because Next
 * bundles instrumentation.ts and the route apart, each with its own copy of this module. A
 * client cannot guess it, so a header it sent itself (or one on a request that arrived before
 * the hook was installed) is never believed.
 */
function processTag(): string {
  const g = globalThis as HookGlobal;
  return (g[TAG] ??= randomBytes(16).toString('hex'));
}

/** The value of a header this process's hook wrote, or null. */
function hookValue(headers: Headers, name: string): string | null {
  const raw = headers.get(name);
  const tag = processTag();
  if (raw === null || raw.length <= tag.length || raw[tag.length] !== ' ') return null;
  const given = Buffer.from(raw.slice(0, tag.length));
  if (given.length !== tag.length || !timingSafeEqual(given, Buffer.from(tag))) return null;
  return raw.slice(tag.length + 1);
}

function onRequestStart(message: unknown): void {
  const { request, socket } = message as { request: IncomingMessage; socket: Socket };
  const headers = request.headers;
  // Always replaced: a client may send these names too.
  delete headers[SOCKET_HEADER];
  delete headers[METHOD_HEADER];
  const address = socket.remoteAddress;
  if (address) headers[SOCKET_HEADER] = `${processTag()} ${address}`;
  const method = request.method ?? '';
  if (NEXT_METHODS.has(method)) return;
  // Carried on every path: a page's middleware answers PATCH 405 like any method it does not serve.
  if (BFF_TARGET_RE.test(request.url ?? '')) headers[METHOD_HEADER] = `${processTag()} ${method}`;
  request.method = CARRIER_METHOD;
}

/** Subscribes once per process (a development server may load instrumentation more than once). */
export function installRequestHook(): void {
  const g = globalThis as HookGlobal;
  if (g[INSTALLED]) return;
  g[INSTALLED] = true;
  subscribe('http.server.request.start', onRequestStart);
}

/**
 * Test support: takes the hook away again. A unit test runs the web tier and the origin in one
 * process, and test files share a worker (vitest.config.ts), so a hook left behind would tag the
 * next file's own HTTP servers.
 */
export function uninstallRequestHook(): void {
  const g = globalThis as HookGlobal;
  if (!g[INSTALLED]) return;
  g[INSTALLED] = false;
  unsubscribe('http.server.request.start', onRequestStart);
}

/** The peer address of the browser's connection as the hook recorded it, else null. */
export function socketAddress(headers: Headers): string | null {
  const address = hookValue(headers, SOCKET_HEADER);
  // A dual-stack server shows an IPv4 client as ::ffff:a.b.c.d; per-IP limits key on a.b.c.d.
  return address?.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '') ?? null;
}

/** The method the browser sent: the one the hook carried under CARRIER_METHOD, else the request's. */
export function clientMethod(request: Request): string {
  return hookValue(request.headers, METHOD_HEADER) ?? request.method;
}
