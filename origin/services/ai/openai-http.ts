// The HTTP side of the OpenAI-compatible adapter: what a status or a network error means as an
// AiFailure, when and how long to wait before another try, and a deadline that aborts an
// attempt (connect and first byte, then each idle gap) without touching the caller's signal.
import { setTimeout as sleep } from 'node:timers/promises';

import { AiProviderError, type AiFailure } from './provider';

/** An attempt's failure; `retryAfterMs` is the server's own Retry-After. */
export class AttemptError extends AiProviderError {
  constructor(
    failure: AiFailure,
    detail: string,
    readonly retryAfterMs?: number,
  ) {
    super(failure, detail);
  }
}

/** Worth another try (before anything reached the user): a crowded or broken server. */
export const isRetryable = (error: AiProviderError): boolean =>
  error.failure === 'busy' || error.failure === 'unavailable';

/** Retry-After as milliseconds (seconds or an HTTP date), or undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/u.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

// The words providers use for their own content filter (Azure's content_filter, OpenAI's
// content_policy_violation and moderation_blocked).
const REFUSAL = /content_filter|content_policy|moderation_blocked/iu;

/** A non-2xx answer as an AiFailure; `body` is the start of what it said. */
export function failureFromStatus(
  status: number,
  body: string,
  retryAfterMs?: number,
): AttemptError {
  const detail = `HTTP ${status}: ${body.slice(0, 300)}`;
  if (status >= 400 && status < 500 && REFUSAL.test(body)) {
    return new AttemptError('refused', detail);
  }
  // OpenAI's 429 for an unpaid account: no wait fixes it, the operator must.
  if (status === 429 && /insufficient_quota/u.test(body)) {
    return new AttemptError('misconfigured', detail);
  }
  if (status === 429) return new AttemptError('busy', detail, retryAfterMs);
  if (status === 408 || status >= 500) return new AttemptError('unavailable', detail, retryAfterMs);
  // 401/403/404 (key, model, URL) and any other refusal of our request's shape.
  if (status >= 400) return new AttemptError('misconfigured', detail);
  return new AttemptError('bad-answer', detail);
}

/** A response body's chunks; stopping early cancels the body (and so the connection). */
export async function* chunksOf(response: Response): AsyncGenerator<Uint8Array> {
  if (!response.body) return;
  const reader = response.body.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/** Up to `maxBytes` of a body; more is a broken answer (a body past it is cancelled). */
export async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const part of chunksOf(response)) {
    size += part.length;
    if (size > maxBytes)
      throw new AttemptError('bad-answer', `answer larger than ${maxBytes} bytes`);
    parts.push(part);
  }
  return new Uint8Array(Buffer.concat(parts));
}

/** The failure a non-2xx response stands for, its body read (a little of it) for the log. */
export async function failureFromResponse(response: Response, now: number): Promise<AttemptError> {
  let body = '';
  try {
    body = new TextDecoder().decode(await readBounded(response, 64 * 1024));
  } catch {
    // The status alone decides; the body is only for the log.
  }
  return failureFromStatus(
    response.status,
    body,
    parseRetryAfter(response.headers.get('retry-after'), now),
  );
}

/** Any error of an attempt as an AiProviderError: ours as they are, a timeout, the network's. */
export function asProviderError(error: unknown, timedOut: boolean): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (timedOut) return new AttemptError('timeout', 'no answer within the timeout');
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return new AttemptError('unavailable', `${String(error)}${cause}`);
}

export type Backoff = { baseMs: number; maxMs: number };

/**
 * The wait before try `attempt + 1` (0-based): the server's Retry-After when it gave one, else
 * exponential from `baseMs` with jitter (half to all of it), so many clients do not come back
 * in step. Never above `maxMs`.
 */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs }: Backoff,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, maxMs);
  const full = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(full * (0.5 + random() / 2));
}

export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AttemptError('bad-answer', `${what} is not JSON: ${text.slice(0, 200)}`);
  }
}

/** Where the server is and how we knock. */
export type Endpoint = { baseUrl: string; apiKey?: string; fetch: typeof fetch };

/** POST {baseUrl}{path} with a JSON body. */
export function postJson(
  endpoint: Endpoint,
  path: string,
  body: unknown,
  signal: AbortSignal,
  accept = 'application/json',
): Promise<Response> {
  return endpoint.fetch(`${endpoint.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });
}

export type RetryPolicy = { retries: number; backoff: Backoff };

/**
 * Waits before the next try, or throws the failure as callers see it (an AiProviderError, not
 * our subclass) when it is final: not retryable, the tries used up, or a Retry-After longer
 * than we would keep a user waiting.
 */
export async function waitToRetry(
  policy: RetryPolicy,
  attempt: number,
  failure: AiProviderError,
  signal: AbortSignal | undefined,
): Promise<void> {
  const retryAfter = failure instanceof AttemptError ? failure.retryAfterMs : undefined;
  const tooLong = retryAfter !== undefined && retryAfter > policy.backoff.maxMs;
  if (!isRetryable(failure) || attempt >= policy.retries || tooLong) {
    throw new AiProviderError(failure.failure, failure.detail);
  }
  await pause(backoffDelay(attempt, policy.backoff, retryAfter), signal);
}

/** Waits `ms`; once `signal` aborts, throws its reason. */
export async function pause(ms: number, signal?: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}

/**
 * One attempt's abort: the caller's signal, or a deadline that `arm` sets again at each step
 * (connect and first byte, then every idle gap). `timedOut` says which of them it was.
 */
export class Deadline {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly unlink: () => void;

  constructor(signal?: AbortSignal) {
    const onAbort = () => this.controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    this.unlink = () => signal?.removeEventListener('abort', onAbort);
    if (signal?.aborted) onAbort();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  arm(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new AttemptError('timeout', `no data for ${ms} ms`));
    }, ms);
  }

  /** Ends the attempt: timers cleared, the request aborted if it still runs. */
  close(): void {
    clearTimeout(this.timer);
    this.unlink();
    this.controller.abort();
  }
}
