import 'server-only';

import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { Client, Pool, type Dispatcher } from 'undici';

import { API_PREFIX } from './canonical-path';
import { BffError, badGateway, badPath } from './envelope';
import type { Exchange } from './exchange';

// One exchange with the origin: URL, the request itself (sent a second time only by the rule of
// mayResend) and reading the answer. The abort and timeout state is exchange.ts's.
// The origin's address comes only from ORIGIN_URL; the browser's request contributes a
// canonical call path and an opaque query string, set as URL components, never resolved.

/** Largest origin answer the BFF will buffer (JSON envelope or playlist). */
export const ORIGIN_BODY_CAP = 8 * 1024 * 1024;

/** `origin` + /api/app/<callPath><search>, asserting that nothing moved the host or the path. */
export function originCallUrl(origin: URL, callPath: string, search: string): URL {
  const url = new URL(origin.origin);
  url.pathname = API_PREFIX + callPath;
  url.search = search;
  // The canonical path is already a whitelist; this catches a future change that loosens it
  // (the pathname setter would resolve '..' or re-encode characters without a word).
  if (
    url.host !== origin.host ||
    url.protocol !== origin.protocol ||
    url.username ||
    url.password
  ) {
    throw badPath(`upstream URL left the origin: ${url.host}`);
  }
  // '//' would let a lenient origin router treat the rest as an authority or a different route.
  if (
    !url.pathname.startsWith(API_PREFIX) ||
    url.pathname !== API_PREFIX + callPath ||
    url.pathname.includes('//')
  ) {
    throw badPath('upstream path changed when set');
  }
  return url;
}

/** Upstream headers as the dispatcher takes them; only names the BFF chose (see api-call.ts). */
export type OriginHeaders = Record<string, string>;

/** Where and how one attempt goes: signed afresh for each, so a resent request has its own nonce. */
export type OriginTarget = { url: URL; headers: OriginHeaders };

export type OriginRequest = {
  method: 'GET' | 'POST';
  /** Safe to send twice (the call's `repeatable`, lib/protocol/call.ts): resent after any lost attempt. */
  repeatable?: boolean;
  /** A JSON body is held whole (it can be sent again); an upload streams through once. */
  body?: string | ReadableStream<Uint8Array>;
  target(): OriginTarget | Promise<OriginTarget>;
};

/** The origin's whole answer: status, the headers the BFF reads, and the body as one buffer. */
export type OriginAnswer = {
  status: number;
  header(name: string): string | null;
  body: Uint8Array;
};

/** How one attempt ended: an answer, or an error and whether any byte of an answer had come. */
type Outcome = { answer: OriginAnswer } | { error: unknown; answerStarted: boolean };

// undici's dispatcher API with one keep-alive Pool per origin instead of fetch or node:http: the
// origin is a single fixed host, and fetch's per-call machinery (Request/Response/Headers
// objects, web streams, Next's fetch patching) cost the web tier more CPU than the whole signing
// and sealing; node:http's ClientRequest/IncomingMessage streams still cost about twice what the
// dispatcher does (docs/decisions/0013-bff-performance.md). No interceptor is installed, so a
// redirect is never followed. The pool honours the origin's Keep-Alive timeout hint minus 2 s
// (undici's threshold), so it drops an idle connection before the origin does; a connection
// whose answer said `Connection: close` is never reused.
const pools = new Map<string, Pool>();

export function poolFor(url: URL): Pool {
  let pool = pools.get(url.origin);
  if (!pool) {
    pool = new Pool(url.origin, { keepAliveTimeout: 5000 });
    pools.set(url.origin, pool);
  }
  return pool;
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

// The kernel's answer to bytes that reached a connection the origin had already closed.
const RESET_CODES: ReadonlySet<unknown> = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Whether a failed attempt may be sent once more, on a new connection (docs/protocol.md "Hop 2").
 * Never after any byte of an answer, nor after a failure of the BFF's own (timeout, the browser
 * leaving, a redirect, an oversized answer or upload: BffErrors), nor for an upload (its body
 * streamed through and is gone). A GET only reads: any connection failure qualifies (typically
 * a kept-alive connection the origin closed as the BFF reused it). A JSON POST may change data:
 * only a reset qualifies, which says the origin had closed the connection when our bytes came,
 * so it never read the whole request, and the origin runs a call only once it has read all of
 * its body. A connection closed without a reset is not enough: the origin may have read the
 * request, run it, and died before answering.
 * A repeatable call (a read, or a write the origin makes idempotent) qualifies after any
 * connection failure, refused included: behind a balancer the next attempt reaches another origin.
 */
export function mayResend(request: OriginRequest, error: unknown): boolean {
  if (error instanceof BffError) return false;
  if (request.repeatable && typeof request.body !== 'object') return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (request.method === 'GET') return RESET_CODES.has(code) || code === 'UND_ERR_SOCKET';
  return typeof request.body === 'string' && RESET_CODES.has(code);
}

// What a balancer in front of the origins answers when the origin it chose failed (nginx).
const GATEWAY_FAILURES: ReadonlySet<number> = new Set([502, 503, 504]);

/** A repeatable call the balancer answered with a gateway failure: sent once more. */
function balancerLost(request: OriginRequest, answer: OriginAnswer): boolean {
  return Boolean(request.repeatable) && GATEWAY_FAILURES.has(answer.status);
}

/**
 * One request to the origin and its whole answer, at most `cap` bytes, under the exchange's
 * timeout and abort; sent once more on a new connection when mayResend allows (never through
 * the pool, whose other idle connections may be just as stale). A 3xx is a 502 and its
 * Location is never requested.
 */
export async function requestOrigin(
  request: OriginRequest,
  exchange: Exchange,
  cap = ORIGIN_BODY_CAP,
): Promise<OriginAnswer> {
  const first = await request.target();
  const outcome = await attempt(poolFor(first.url), first, request, exchange, cap);
  if ('answer' in outcome) {
    if (!balancerLost(request, outcome.answer) || exchange.failed) return outcome.answer;
    // Signed afresh: the lost attempt may have spent its nonce on the origin that died.
    const again = await request.target();
    const retried = await attempt(poolFor(again.url), again, request, exchange, cap);
    if ('answer' in retried) return retried.answer;
    throw exchange.explain(retried.error);
  }
  if (exchange.failed || outcome.answerStarted || !mayResend(request, outcome.error)) {
    throw exchange.explain(outcome.error);
  }
  const again = await request.target();
  const fresh = new Client(again.url.origin);
  try {
    const retried = await attempt(fresh, again, request, exchange, cap);
    if ('answer' in retried) return retried.answer;
    throw exchange.explain(retried.error);
  } finally {
    // The answer is read whole by now (or never will be): nothing else uses this connection.
    fresh.destroy().catch(() => undefined);
  }
}

/** One dispatch on `dispatcher`; settles once, with the answer only if the exchange still stands. */
function attempt(
  dispatcher: Dispatcher,
  target: OriginTarget,
  request: OriginRequest,
  exchange: Exchange,
  cap: number,
): Promise<Outcome> {
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    let answerStarted = false;
    let controller: Dispatcher.DispatchController | null = null;
    const settle = (error: unknown, answer?: OriginAnswer) => {
      if (settled) return;
      settled = true;
      resolve(answer && !exchange.failed ? { answer } : { error, answerStarted });
    };
    // Aborting destroys the connection: the origin never sees the rest of an upload.
    const stop = (error: BffError) => {
      controller?.abort(error);
      settle(error);
    };
    let status = 0;
    let headers: IncomingHttpHeaders = {};
    const chunks: Buffer[] = [];
    let total = 0;
    const { body } = request;
    dispatcher.dispatch(
      {
        path: target.url.pathname + target.url.search,
        method: request.method,
        headers: target.headers,
        // Uploads stream as they arrive (chunked); a broken or oversized client stream errors
        // the request, so the origin never sees a complete truncated body.
        body:
          body === undefined || typeof body === 'string'
            ? body
            : Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      },
      {
        onRequestStart(c) {
          controller = c;
          // The exchange may have failed while the request waited for a connection.
          if (exchange.failed) c.abort(exchange.explain(null));
        },
        // The first byte of an answer (undici's message begin), before its headers are whole.
        onResponseStarted() {
          answerStarted = true;
        },
        onResponseStart(c, statusCode, responseHeaders) {
          answerStarted = true;
          if (statusCode >= 300 && statusCode < 400) {
            // Dropped, not drained: a redirect's body is not worth reading, and its Location never is.
            stop(badGateway(`origin answered ${statusCode}`));
            return;
          }
          status = statusCode;
          headers = responseHeaders;
        },
        onResponseData(c, chunk) {
          total += chunk.byteLength;
          if (total > cap) {
            stop(badGateway(`origin answer over ${cap} bytes`));
            return;
          }
          chunks.push(chunk);
        },
        onResponseEnd() {
          const answer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
          settle(null, { status, header: (name) => headerValue(headers, name), body: answer });
        },
        // Connection refused or reset, an answer cut short, a failed upload stream.
        onResponseError(c, error) {
          settle(error);
        },
      },
    );
    exchange.onFail(stop);
  });
}
