// A stream call's answer (docs/protocol.md "Streaming"): text/event-stream, `chunk` events as the
// handler's run emits them, then one `end` with its outcome, or one `error` with a Chinese tip.
// Each event's data is an envelope sealed as a JSON answer would be (context.ts sealEnvelope).
// Refusals come before this: the handler throws them while preparing, and they leave as ordinary
// JSON envelopes. The client going away (the BFF's abort) aborts the run's signal.
import type { Logger } from 'pino';

import type { CallDef } from '@/lib/protocol/call';
import { CODES } from '@/lib/protocol/codes';
import { okEnvelope, type Envelope } from '@/lib/protocol/envelope';
import {
  SSE_HEARTBEAT,
  STREAM_HEADERS,
  sseEvent,
  type StreamEventName,
} from '@/lib/protocol/stream';

import { AiProviderError } from '../services/ai/provider';
import { sealEnvelope, type OriginContext } from './context';
import { ApiError } from './envelope';

/** What a stream handler answers once its refusals are behind it: the work that streams. */
export type StreamPlan<Chunk, End> = {
  /**
   * Emits the pieces and answers the outcome (the `end` event). A thrown ApiError or
   * AiProviderError becomes the `error` event with its tip; `signal` aborts when the client goes
   * (what the run answers then is not sent).
   */
  run(emit: (chunk: Chunk) => void, signal: AbortSignal): Promise<End>;
};

/** Comment lines this often keep a quiet stream's connection (and the BFF's idle timer) alive. */
export const HEARTBEAT_MS = 5_000;

export type StreamOptions = {
  logger: Logger;
  /** Check each event's data against the call's schemas (tests and dev). */
  check?: (schema: 'chunk' | 'end', data: unknown) => void;
};

function failureEnvelope(error: unknown, call: CallDef, logger: Logger): Envelope {
  if (error instanceof ApiError) return error.envelope;
  if (error instanceof AiProviderError) {
    logger.warn({ call: call.name, failure: error.failure, detail: error.detail }, 'ai provider');
    return { code: CODES.originError, data: null, tip: error.tip, msg: `ai_${error.failure}` };
  }
  logger.error({ err: error, call: call.name }, 'stream failed');
  return new ApiError(CODES.originError).envelope;
}

export function streamReply<Chunk, End>(
  c: OriginContext,
  call: CallDef,
  plan: StreamPlan<Chunk, End>,
  options: StreamOptions,
): Response {
  const codec = c.get('codec');
  const encoder = new TextEncoder();
  const abort = new AbortController();
  const stop = () => abort.abort();
  const clientSignal = c.req.raw.signal;
  if (clientSignal.aborted) stop();
  else clientSignal.addEventListener('abort', stop, { once: true });

  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const push = (text: string) => {
    if (!open) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      open = false;
    }
  };
  const write = (event: StreamEventName, envelope: Envelope) =>
    push(sseEvent(event, JSON.stringify(sealEnvelope(codec, envelope))));
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      controller = ctrl;
    },
    // The reader went away (the node server cancels on a closed connection).
    cancel() {
      open = false;
      stop();
    },
  });
  const heartbeat = setInterval(() => push(SSE_HEARTBEAT), HEARTBEAT_MS);
  // The access log's code: the stream itself is a 200, whatever its last event says.
  c.set('envelope', okEnvelope(null));

  void (async () => {
    try {
      const end = await plan.run((chunk) => {
        options.check?.('chunk', chunk);
        write('chunk', okEnvelope(chunk));
      }, abort.signal);
      options.check?.('end', end);
      // The client went away: nobody reads an end (the run kept what it had to keep).
      if (!abort.signal.aborted) write('end', okEnvelope(end));
    } catch (error) {
      write('error', failureEnvelope(error, call, options.logger));
    } finally {
      clearInterval(heartbeat);
      clientSignal.removeEventListener('abort', stop);
      if (open) {
        open = false;
        try {
          controller.close();
        } catch {
          // Cancelled meanwhile: nothing to close.
        }
      }
    }
  })();
  return new Response(body, { status: 200, headers: { ...STREAM_HEADERS } });
}
