import 'server-only';

import { Client, type Dispatcher } from 'undici';

import type { IncomingHttpHeaders } from 'node:http';

import { browserStatus, type CallDef } from '@/lib/protocol/call';
import type { Codec } from '@/lib/protocol/cipher';
import { STREAM_HEADERS, isStreamType } from '@/lib/protocol/stream';

import type { ClientIdentity } from './client-headers';
import type { BffConfig } from './env';
import { BffError, badGateway, envelopeResponse } from './envelope';
import { Exchange } from './exchange';
import { answerCodec, decodeOriginEnvelope } from './origin-answer';
import { originTargetOf } from './origin-call';
import { Relay } from './stream-relay';
import { ORIGIN_BODY_CAP, mayResend, poolFor, type OriginTarget } from './upstream';

// A stream call (docs/protocol.md "Streaming"), browser → origin and back. The request is an
// ordinary signed, sealed JSON POST. The origin answers either a JSON envelope (a refusal before
// the stream: relayed as any answer is) or text/event-stream, whose events are relayed as they
// arrive: each event's envelope opened (as a JSON answer is) and written to the browser as plain
// JSON, at once, never gathered. The browser going away aborts the origin's request; so does an
// origin silent for longer than the BFF's timeout (heartbeats keep a thinking model's stream
// alive), after which the browser gets an `error` event, as it does when the origin's stream
// breaks or cannot be opened.

type Answered = { kind: 'json' | 'events'; response: Response };
type Outcome = { head: Answered } | { error: unknown; answerStarted: boolean };

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

type Head = { status: number; headers: IncomingHttpHeaders };

const headerOf = (headers: IncomingHttpHeaders, name: string): string | null => {
  const value = headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
};

/**
 * An event stream's head has come: from here the stream's own idle timer and the browser's abort
 * govern the origin's request (the exchange's timer was for the head only).
 */
function startRelay(
  a: Attempt,
  upstream: Dispatcher.DispatchController,
  codec: Codec,
  done: () => void,
): Relay {
  a.exchange.close();
  const onClientAbort = () => relay.leave();
  const relay: Relay = new Relay(
    codec,
    a.config.encryptHttp && a.call.encrypted,
    a.config.timeoutMs,
    (error) => upstream.abort(error),
    () => upstream.resume(),
    () => {
      a.clientSignal.removeEventListener('abort', onClientAbort);
      done();
    },
  );
  if (a.clientSignal.aborted) relay.leave();
  else a.clientSignal.addEventListener('abort', onClientAbort, { once: true });
  return relay;
}

/** A JSON answer (a refusal before the stream: no 积分, a message refused) as any answer is relayed. */
function jsonResponse(a: Attempt, body: Buffer, head: Head): Response {
  const envelope = decodeOriginEnvelope(
    body,
    headerOf(head.headers, 'content-type'),
    answerCodec(a.config.codecs, headerOf(head.headers, 'x-key-version')),
    a.config.encryptHttp,
  );
  return envelopeResponse(browserStatus(a.call, envelope.code, head.status), envelope);
}

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
    let head: Head = { status: 0, headers: {} };
    const chunks: Buffer[] = [];
    let total = 0;
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
          head = { status: statusCode, headers };
          if (statusCode !== 200 || !isStreamType(headerOf(headers, 'content-type'))) return;
          try {
            relay = startRelay(
              a,
              c,
              answerCodec(a.config.codecs, headerOf(headers, 'x-key-version')),
              done,
            );
          } catch (error) {
            stop(error as BffError);
            return;
          }
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
            const response = jsonResponse(a, Buffer.concat(chunks, total), head);
            settle({ head: { kind: 'json', response } });
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
