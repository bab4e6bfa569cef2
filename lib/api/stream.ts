// The browser's client for stream calls (docs/protocol.md "Streaming"): fetch to the BFF with the
// headers every call carries, the answer read as it arrives (ReadableStream, the shared SSE
// parser), each `chunk` handed over at once, the call settled by its `end` or `error` event, or
// by a JSON refusal the origin sent before the stream. An AbortSignal stops it (停止): the BFF
// tells the origin, which keeps what was written.
import type { CallChunk, CallInput, CallOutput, StreamCallName } from '@/lib/protocol/call-table';
import { CODES, TIPS } from '@/lib/protocol/codes';
import { parseEnvelope, type Envelope } from '@/lib/protocol/envelope';
import { SseParser, isStreamType } from '@/lib/protocol/stream';
import { onlineStatus } from '@/lib/shell/online-status';

import { REQUEST_TIMEOUT_MS } from './client';
import { tipFor } from './envelope';
import { API_PREFIX, requestHeaders } from './request-headers';
import {
  currentToken,
  currentXUserAgent,
  handleSessionInvalid,
  waitForToken,
} from './session-guard';

/** How a stream call ended. */
export type StreamResult<N extends StreamCallName> =
  /** The `end` event: the call's outcome. */
  | { kind: 'end'; data: CallOutput<N> }
  /** A JSON answer before any stream: a refusal (4000, 4010, 4040…) with its tip. */
  | { kind: 'refused'; code: number; tip: string; data: unknown }
  /** An `error` event, or the stream broke, went silent or never came. */
  | { kind: 'error'; code: number; tip: string }
  /** The caller's signal stopped it. */
  | { kind: 'aborted' };

export type StreamOptions<N extends StreamCallName> = {
  signal?: AbortSignal;
  /** Each `chunk` event's data, as it arrives. */
  onChunk?: (data: CallChunk<N>) => void;
};

export interface StreamClientDeps {
  prefixUrl: string;
  getToken(): string | null;
  getXUserAgent(): string;
  /** A 1000 arrived (the session guard reloads the page). */
  onSessionInvalid(): void;
  waitForToken?(signal?: AbortSignal): Promise<void>;
  onNetwork?(outcome: 'answered' | 'failed'): void;
  fetch?: typeof fetch;
  /** Longest silence before the stream is given up (the BFF's own timeout and heartbeats are shorter). */
  idleMs?: number;
}

export interface StreamClient {
  stream<N extends StreamCallName>(
    name: N,
    input: CallInput<N>,
    options?: StreamOptions<N>,
  ): Promise<StreamResult<N>>;
}

const broken = (): { kind: 'error'; code: number; tip: string } => ({
  kind: 'error',
  code: CODES.originUnreachable,
  tip: TIPS.network,
});

export function createStreamClient(deps: StreamClientDeps): StreamClient {
  const idleMs = deps.idleMs ?? REQUEST_TIMEOUT_MS;

  async function read<N extends StreamCallName>(
    body: ReadableStream<Uint8Array>,
    options: StreamOptions<N>,
    timedOut: () => boolean,
    touch: () => void,
  ): Promise<StreamResult<N>> {
    const parser = new SseParser();
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return broken();
      touch();
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        const envelope = parseEnvelope<unknown>(event.data, 200);
        if (event.event === 'chunk' && envelope.code === CODES.ok) {
          options.onChunk?.(envelope.data as CallChunk<N>);
        } else if (event.event === 'end' && envelope.code === CODES.ok) {
          void reader.cancel().catch(() => undefined);
          return { kind: 'end', data: envelope.data as CallOutput<N> };
        } else if (event.event === 'error' || event.event === 'end') {
          void reader.cancel().catch(() => undefined);
          return timedOut()
            ? { kind: 'error', code: CODES.originTimeout, tip: TIPS.timeout }
            : { kind: 'error', code: envelope.code, tip: tipFor(envelope) };
        }
      }
    }
  }

  async function stream<N extends StreamCallName>(
    name: N,
    input: CallInput<N>,
    options: StreamOptions<N> = {},
  ): Promise<StreamResult<N>> {
    const outer = options.signal;
    if (deps.getToken() === null && deps.waitForToken) {
      try {
        await deps.waitForToken(outer);
      } catch {
        return { kind: 'aborted' };
      }
    }
    // Our own controller: the caller's stop, and a stream gone silent, both end the fetch.
    const controller = new AbortController();
    const onAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) return { kind: 'aborted' };
    outer?.addEventListener('abort', onAbort, { once: true });
    let silent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        controller.abort();
      }, idleMs);
    };
    touch();
    try {
      const response = await (deps.fetch ?? fetch)(`${deps.prefixUrl}/${name}`, {
        method: 'POST',
        headers: {
          ...requestHeaders(deps.getToken(), deps.getXUserAgent()),
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify(input ?? {}),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      deps.onNetwork?.('answered');
      if (!isStreamType(response.headers.get('content-type')) || !response.body) {
        const envelope: Envelope = parseEnvelope(await response.text(), response.status);
        if (envelope.code === CODES.sessionInvalid) deps.onSessionInvalid();
        return { kind: 'refused', code: envelope.code, tip: tipFor(envelope), data: envelope.data };
      }
      return await read(response.body, options, () => silent, touch);
    } catch (error) {
      if (outer?.aborted) return { kind: 'aborted' };
      if (silent) return { kind: 'error', code: CODES.originTimeout, tip: TIPS.timeout };
      if ((error as Error)?.name !== 'AbortError') deps.onNetwork?.('failed');
      return broken();
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }
  }

  return { stream };
}

/** The tab's stream client: the same token, headers and session guard as `api`. */
export const streams: StreamClient = createStreamClient({
  prefixUrl: API_PREFIX,
  getToken: currentToken,
  getXUserAgent: currentXUserAgent,
  onSessionInvalid: () => void handleSessionInvalid(),
  waitForToken,
  onNetwork: (outcome) => onlineStatus.reportRequest(outcome),
});
