import 'server-only';

import { BffError, badGateway, clientClosed, gatewayTimeout } from './envelope';

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
