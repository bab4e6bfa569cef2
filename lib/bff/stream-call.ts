import 'server-only';

import { Client, type Dispatcher } from 'undici';

import { browserStatus, type CallDef } from '@/lib/protocol/call';
import { errorEnvelope, type Envelope } from '@/lib/protocol/envelope';
import { type Codec } from '@/lib/protocol/cipher';
import {
  STREAM_HEADERS,
  SseParser,
  isStreamEvent,
  isStreamType,
  sseEvent,
  type SseEvent,
} from '@/lib/protocol/stream';

import type { ClientIdentity } from './client-headers';
import type { BffConfig } from './env';
import { BffError, badGateway, clientClosed, envelopeResponse, gatewayTimeout } from './envelope';
import { Exchange } from './exchange';
import { answerCodec, decodeOriginEnvelope, openEnvelope } from './origin-answer';
import { originTargetOf } from './origin-call';
import { ORIGIN_BODY_CAP, mayResend, poolFor, type OriginTarget } from './upstream';

// A stream call (docs/protocol.md "Streaming"), browser → origin and back. The request is an
// ordinary signed, sealed JSON POST. The origin answers either a JSON envelope (a refusal before
// the stream: relayed as any answer is) or text/event-stream, whose events are relayed as they
// arrive: each event's envelope opened (as a JSON answer is) and written to the browser as plain
// JSON, at once, never gathered. The browser going away aborts the origin's request; so does an
// origin silent for longer than the BFF's timeout (heartbeats keep a thinking model's stream
// alive), after which the browser gets an `error` event, as it does when the origin's stream
// breaks or cannot be opened.

type Head = { kind: 'json'; response: Response } | { kind: 'events'; response: Response };
type Outcome = { head: Head } | { error: unknown; answerStarted: boolean };

const encoder = new TextEncoder();

/** The browser's side of one relayed stream: plain events, an idle timer, the ways it ends. */
class Relay {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private readonly parser = new SseParser();
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private idle: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** The origin sent its end or error event: nothing is missing. */
  private finished = false;
  readonly body: ReadableStream<Uint8Array>;

  constructor(
    private readonly codec: Codec,
    private readonly sealed: boolean,
    private readonly idleMs: number,
    /** Tears down the origin's request (the browser left, the stream broke). */
    private readonly abortUpstream: (error: BffError) => void,
    private readonly resumeUpstream: () => void,
    private readonly onClose: () => void,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        pull: () => this.resumeUpstream(),
        cancel: () => this.leave(),
      },
      // A few events of room before the origin's socket is paused.
      { highWaterMark: 16 },
    );
    this.armIdle();
  }

  private armIdle() {
    clearTimeout(this.idle);
    this.idle = setTimeout(
      () => this.fail(gatewayTimeout(`stream silent for ${this.idleMs} ms`)),
      this.idleMs,
    );
  }

  /** False when the browser's side is full: the origin's socket should wait. */
  data(chunk: Uint8Array): boolean {
    if (this.closed) return true;
    this.armIdle();
    try {
      const text = this.decoder.decode(chunk, { stream: true });
      for (const event of this.parser.push(text)) this.relay(event);
    } catch (error) {
      this.fail(error instanceof BffError ? error : badGateway('origin stream unreadable'));
    }
    return (this.controller.desiredSize ?? 1) > 0;
  }

  private relay(event: SseEvent) {
    if (this.finished || !isStreamEvent(event.event)) return;
    let envelope: Envelope;
    try {
      envelope = openEnvelope(JSON.parse(event.data) as unknown, this.codec, this.sealed);
    } catch (error) {
      throw error instanceof BffError ? error : badGateway('origin event is not JSON');
    }
    this.write(event.event, envelope);
    if (event.event !== 'chunk') {
      this.finished = true;
      this.close();
    }
  }

  private write(event: 'chunk' | 'end' | 'error', envelope: Envelope) {
    if (this.closed) return;
    this.controller.enqueue(encoder.encode(sseEvent(event, JSON.stringify(envelope))));
  }

  /** The origin's answer ended: a stream without its end or error is a broken one. */
  end() {
    if (!this.finished) this.fail(badGateway('origin stream ended without its end'));
  }

  /** The stream cannot go on: the browser gets an error event, the origin's request is torn down. */
  fail(error: BffError) {
    if (this.closed) return;
    if (!this.finished) {
      if (!error.quiet) console.warn(`[bff] stream ${error.envelope.code}: ${error.message}`);
      this.write('error', errorEnvelope(error.envelope.code));
    }
    this.finished = true;
    this.abortUpstream(error);
    this.close();
  }

  /** The browser went away: nothing more to write, the origin is told at once. */
  leave() {
    if (this.closed) return;
    this.finished = true;
    this.abortUpstream(clientClosed());
    this.close();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    try {
      this.controller.close();
    } catch {
      // Cancelled by the browser already.
    }
    this.onClose();
  }
}

type Attempt = {
  dispatcher: Dispatcher;
  target: OriginTarget;
  body: string;
  exchange: Exchange;
  clientSignal: AbortSignal;
  config: BffConfig;
  call: CallDef;
  /** Runs once the stream (or the JSON answer) is over: a one-off connection is closed then. */
  done: () => void;
};

/** One dispatch: settles at the answer's head (a stream) or its end (JSON), or with the error. */
function attempt(a: Attempt): Promise<Outcome> {
  let over = false;
  const done = () => {
    if (over) return;
    over = true;
    a.done();
  };

  return new Promise<Outcome>((resolve) => {
    let settled = false;
    let answerStarted = false;
    let upstream: Dispatcher.DispatchController | null = null;
    let relay: Relay | null = null;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      if (!('head' in outcome)) done();
      resolve(outcome);
    };
    const stop = (error: BffError) => {
      upstream?.abort(error);
      settle({ error, answerStarted });
    };
    let status = 0;
    let contentType: string | null = null;
    let keyVersion: string | null = null;
    const chunks: Buffer[] = [];
    let total = 0;
    const onClientAbort = () => relay?.leave();
    a.dispatcher.dispatch(
      {
        path: a.target.url.pathname + a.target.url.search,
        method: 'POST',
        headers: a.target.headers,
        body: a.body,
      },
      {
        onRequestStart(c) {
          upstream = c;
          if (a.exchange.failed) c.abort(a.exchange.explain(null));
        },
        onResponseStarted() {
          answerStarted = true;
        },
        onResponseStart(c, statusCode, headers) {
          answerStarted = true;
          if (statusCode >= 300 && statusCode < 400) {
            stop(badGateway(`origin answered ${statusCode}`));
            return;
          }
          status = statusCode;
          const header = (name: string) => {
            const value = headers[name];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          contentType = header('content-type');
          keyVersion = header('x-key-version');
          if (statusCode !== 200 || !isStreamType(contentType)) return;
          let codec: Codec;
          try {
            codec = answerCodec(a.config.codecs, keyVersion);
          } catch (error) {
            stop(error as BffError);
            return;
          }
          // From here the stream's own timer and the browser's abort govern the request.
          a.exchange.close();
          relay = new Relay(
            codec,
            a.config.encryptHttp && a.call.encrypted,
            a.config.timeoutMs,
            (error) => c.abort(error),
            () => c.resume(),
            () => {
              a.clientSignal.removeEventListener('abort', onClientAbort);
              done();
            },
          );
          if (a.clientSignal.aborted) relay.leave();
          else a.clientSignal.addEventListener('abort', onClientAbort, { once: true });
          const response = new Response(relay.body, { status: 200, headers: STREAM_HEADERS });
          settle({ head: { kind: 'events', response } });
        },
        onResponseData(c, chunk) {
          if (relay) {
            if (!relay.data(chunk)) c.pause();
            return;
          }
          total += chunk.byteLength;
          if (total > ORIGIN_BODY_CAP) {
            stop(badGateway(`origin answer over ${ORIGIN_BODY_CAP} bytes`));
            return;
          }
          chunks.push(chunk);
        },
        onResponseEnd() {
          if (relay) {
            relay.end();
            return;
          }
          try {
            const envelope = decodeOriginEnvelope(
              Buffer.concat(chunks, total),
              contentType,
              answerCodec(a.config.codecs, keyVersion),
              a.config.encryptHttp,
            );
            // A refusal before the stream (no 积分, a message refused) is an answer: status 200.
            const browser = browserStatus(a.call, envelope.code, status);
            settle({ head: { kind: 'json', response: envelopeResponse(browser, envelope) } });
          } catch (error) {
            settle({ error, answerStarted });
          }
          done();
        },
        onResponseError(c, error) {
          if (relay) relay.fail(badGateway(`origin stream broke (${(error as Error)?.name})`));
          else settle({ error, answerStarted });
        },
      },
    );
    a.exchange.onFail(stop);
  });
}

/**
 * Relays one stream call. The origin is asked once, and once more on a new connection only as
 * upstream.ts mayResend allows a JSON POST (a reset before any byte of an answer).
 */
export async function proxyStreamCall(
  request: Request,
  config: BffConfig,
  call: CallDef,
  client: ClientIdentity,
  body: string,
): Promise<Response> {
  const target = originTargetOf(config, { call, client, body, contentType: 'application/json' });
  const exchange = new Exchange(request.signal, config.timeoutMs);
  try {
    const first = target();
    const base = { body, exchange, clientSignal: request.signal, config, call };
    const outcome = await attempt({
      ...base,
      dispatcher: poolFor(first.url),
      target: first,
      done: () => undefined,
    });
    if ('head' in outcome) return outcome.head.response;
    if (
      exchange.failed ||
      outcome.answerStarted ||
      !mayResend({ method: 'POST', body, target }, outcome.error)
    )
      throw exchange.explain(outcome.error);
    const again = target();
    const fresh = new Client(again.url.origin);
    const close = () => void fresh.destroy().catch(() => undefined);
    const retried = await attempt({ ...base, dispatcher: fresh, target: again, done: close });
    if ('head' in retried) return retried.head.response;
    throw exchange.explain(retried.error);
  } finally {
    exchange.close();
  }
}
