import 'server-only';

import { joinChunks } from './body';
import { API_PREFIX } from './canonical-path';
import { BffError, badGateway, badPath, clientClosed, gatewayTimeout } from './envelope';

// One exchange with the origin: URL, abort wiring, the fetch itself and reading the answer.
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
 * itself (an oversized stream) abort the same controller, and the first reason wins, so a
 * failed fetch is explained by what caused it rather than by undici's generic error.
 */
export class Exchange {
  private readonly controller = new AbortController();
  private readonly clientSignal: AbortSignal;
  private readonly timer: ReturnType<typeof setTimeout>;
  private failure: BffError | null = null;
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

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  fail(error: BffError): void {
    if (this.failure) return;
    this.failure = error;
    this.controller.abort(error);
  }

  /** The failure that explains `error`: the recorded abort reason, else an unreachable origin. */
  explain(error: unknown): BffError {
    if (this.failure) return this.failure;
    if (error instanceof BffError) return error;
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    return badGateway(
      `origin unreachable (${typeof cause === 'string' ? cause : (error as Error)?.name})`,
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
  }
}

type OriginInit = { method: string; headers: Headers; body?: string | ReadableStream<Uint8Array> };

/** fetch without following redirects: a 3xx is a 502 and its Location is never requested. */
export async function fetchOrigin(
  url: URL,
  init: OriginInit,
  exchange: Exchange,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      redirect: 'manual',
      signal: exchange.signal,
      // Next patches fetch with a data cache; a signed, per-user call must never be served from it.
      cache: 'no-store',
      // Streams go out as they arrive (uploads are not buffered); required by fetch for stream bodies.
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    throw exchange.explain(error);
  }
  const redirected = response.status >= 300 && response.status < 400;
  if (redirected || exchange.failed) {
    // Cancelled, not left to the garbage collector: the pooled connection is released now.
    await response.body?.cancel().catch(() => undefined);
    exchange.check();
    throw badGateway(`origin answered ${response.status}`);
  }
  return response;
}

/** The origin's whole answer, at most `cap` bytes, read under the same timeout and abort. */
export async function readOriginBody(
  response: Response,
  exchange: Exchange,
  cap = ORIGIN_BODY_CAP,
) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (reader) {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > cap) throw badGateway(`origin answer over ${cap} bytes`);
        chunks.push(value);
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw exchange.explain(error);
    }
  }
  return joinChunks(chunks, total);
}
