import 'server-only';

import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import { Pool, type Dispatcher } from 'undici';

import { API_PREFIX } from './canonical-path';
import { BffError, badGateway, badPath, clientClosed, gatewayTimeout } from './envelope';

// One exchange with the origin: URL, abort wiring, the request itself and reading the answer.
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

/**
 * The abort state of one origin exchange: the browser going away, the timeout, or the BFF
 * itself (an oversized stream) fail it, and the first reason wins, so a failed request is
 * explained by what caused it rather than by the socket's generic error. One timer and one
 * listener per exchange; failing it destroys the upstream request through `onFail`.
 */
export class Exchange {
  private readonly clientSignal: AbortSignal;
  private readonly timer: ReturnType<typeof setTimeout>;
  private failure: BffError | null = null;
  private abortUpstream: ((error: BffError) => void) | null = null;
  private readonly onClientAbort = () => this.fail(clientClosed());

  constructor(clientSignal: AbortSignal, timeoutMs: number) {
    this.clientSignal = clientSignal;
    // Plain listeners instead of AbortSignal.any: the latter keeps per-request signals reachable on Node 20.
    if (clientSignal.aborted) this.onClientAbort();
    else clientSignal.addEventListener('abort', this.onClientAbort, { once: true });
    this.timer = setTimeout(
      () => this.fail(gatewayTimeout(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  }

  /** Registers how to tear down the upstream request; runs at once if the exchange already failed. */
  onFail(abort: (error: BffError) => void): void {
    this.abortUpstream = abort;
    if (this.failure) abort(this.failure);
  }

  fail(error: BffError): void {
    if (this.failure) return;
    this.failure = error;
    this.abortUpstream?.(error);
  }

  /** The failure that explains `error`: the recorded abort reason, else an unreachable origin. */
  explain(error: unknown): BffError {
    if (this.failure) return this.failure;
    if (error instanceof BffError) return error;
    // Socket errors carry the system code (ECONNREFUSED…) on the error itself.
    const code = (error as { code?: unknown } | null)?.code;
    return badGateway(
      `origin unreachable (${typeof code === 'string' ? code : (error as Error)?.name})`,
    );
  }

  get failed(): boolean {
    return this.failure !== null;
  }

  /** Throws the recorded failure, if any (e.g. a stream over its limit while the origin already answered). */
  check(): void {
    if (this.failure) throw this.failure;
  }

  close(): void {
    clearTimeout(this.timer);
    this.clientSignal.removeEventListener('abort', this.onClientAbort);
    this.abortUpstream = null;
  }
}

/** Upstream headers as the dispatcher takes them; only names the BFF chose (see api-call.ts). */
export type OriginHeaders = Record<string, string>;

type OriginInit = {
  method: string;
  headers: OriginHeaders;
  body?: string | ReadableStream<Uint8Array>;
};

/** The origin's whole answer: status, the headers the BFF reads, and the body as one buffer. */
export type OriginAnswer = {
  status: number;
  header(name: string): string | null;
  body: Uint8Array;
};

// undici's dispatcher API with one keep-alive Pool per origin instead of fetch or node:http: the
// origin is a single fixed host, and fetch's per-call machinery (Request/Response/Headers
// objects, web streams, Next's fetch patching) cost the web tier more CPU than the whole signing
// and sealing; node:http's ClientRequest/IncomingMessage streams still cost about twice what the
// dispatcher does (docs/decisions.md "BFF performance"). No interceptor is installed, so a
// redirect is never followed. The pool honours the origin's Keep-Alive timeout hint.
const pools = new Map<string, Pool>();

function poolFor(url: URL): Pool {
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

/**
 * One request to the origin and its whole answer, at most `cap` bytes, under the exchange's
 * timeout and abort. A 3xx is a 502 and its Location is never requested.
 */
export function requestOrigin(
  url: URL,
  init: OriginInit,
  exchange: Exchange,
  cap = ORIGIN_BODY_CAP,
): Promise<OriginAnswer> {
  return new Promise<OriginAnswer>((resolve, reject) => {
    let settled = false;
    let controller: Dispatcher.DispatchController | null = null;
    const settle = (error: unknown, answer?: OriginAnswer) => {
      if (settled) return;
      settled = true;
      if (answer && !exchange.failed) resolve(answer);
      else reject(exchange.explain(error));
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
    const { body } = init;
    poolFor(url).dispatch(
      {
        path: url.pathname + url.search,
        method: init.method as Dispatcher.HttpMethod,
        headers: init.headers,
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
        onResponseStart(c, statusCode, responseHeaders) {
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
