import 'server-only';

import type { CallDef } from '@/lib/protocol/call';
import { callNamed, type CallInput, type CallName } from '@/lib/protocol/call-table';
import { encryptTextSync } from '@/lib/protocol/cipher';
import type { Envelope } from '@/lib/protocol/envelope';
import { buildApiKeyHeader, newNonce, signRequestSync } from '@/lib/protocol/sign';

import type { ClientIdentity } from './client-headers';
import type { BffConfig } from './env';
import { Exchange } from './exchange';
import { answerCodec, decodeOriginEnvelope } from './origin-answer';
import {
  originCallUrl,
  requestOrigin,
  type OriginAnswer,
  type OriginHeaders,
  type OriginTarget,
} from './upstream';

// One call to the origin (docs/protocol.md "Hop 2"): headers, signature per attempt, the body
// sealed when the call's is, the answer decrypted into an envelope. The browser's proxy
// (api-call.ts) and the server's own reads (the launch config) both go through it.

export type OriginBody = string | ReadableStream<Uint8Array> | undefined;

export type OriginCall = {
  call: CallDef;
  client: ClientIdentity;
  /** The body as it goes on the wire: sealed already (sealJson) or a multipart stream. */
  body?: OriginBody;
  /** The body's content type, when there is one. */
  contentType?: string;
  /** The query string, '' or starting with '?'. */
  search?: string;
};

export type OriginReply = { answer: OriginAnswer; envelope: Envelope };

/** A JSON body as this BFF sends it: sealed under the current request key when encryption is on. */
export function sealJson(config: BffConfig, call: CallDef, text: string): string {
  if (!config.encryptHttp || !call.encrypted) return text;
  return JSON.stringify({ data: encryptTextSync(config.codecs.current.requestKey, text) });
}

/**
 * The URL and headers of one attempt, signed just before sending: slow body reads do not eat
 * into the ±300 s window, and a request sent again (upstream.ts mayResend) has its own nonce.
 */
function signedTarget(
  config: BffConfig,
  client: ClientIdentity,
  path: string,
  url: URL,
  headers: OriginHeaders,
): OriginTarget {
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = newNonce();
  const s = signRequestSync(config.signKey, {
    token: client.token,
    path,
    userAgent: client.userAgent,
    timestamp,
    nonce,
  });
  return {
    url,
    headers: { ...headers, 'x-api-key': buildApiKeyHeader({ t: timestamp, s, n: nonce }) },
  };
}

function originHeaders(config: BffConfig, { client, contentType }: OriginCall): OriginHeaders {
  // Only Authorization, X-User-Agent, Accept and the body's type come from the browser;
  // x-api-key, x-encrypted, x-key-version and x-real-ip are ours.
  const headers: OriginHeaders = { 'x-user-agent': client.userAgent };
  if (client.token) headers.authorization = client.token;
  if (client.accept) headers.accept = client.accept;
  if (client.realIp) headers['x-real-ip'] = client.realIp;
  if (contentType) headers['content-type'] = contentType;
  if (config.encryptHttp) {
    headers['x-encrypted'] = '1';
    headers['x-key-version'] = config.codecs.current.version;
  }
  return headers;
}

/** Where a call goes and how each attempt is signed (afresh: a resent request has its own nonce). */
export function originTargetOf(config: BffConfig, request: OriginCall): () => OriginTarget {
  const { call } = request;
  const headers = originHeaders(config, request);
  const url = originCallUrl(config.originUrl, call.path, request.search ?? '');
  return () => signedTarget(config, request.client, call.path, url, headers);
}

/** One exchange with the origin, inside `exchange` (its abort and timeout). */
export async function exchangeCall(
  config: BffConfig,
  request: OriginCall,
  exchange: Exchange,
): Promise<OriginReply> {
  const { call } = request;
  const target = originTargetOf(config, request);
  const answer = await requestOrigin(
    { method: call.method, body: request.body, target, repeatable: call.repeatable },
    exchange,
  );
  const envelope = decodeOriginEnvelope(
    answer.body,
    answer.header('content-type'),
    answerCodec(config.codecs, answer.header('x-key-version')),
    config.encryptHttp,
  );
  return { answer, envelope };
}

/**
 * A call the web server makes itself (no browser request behind it): the envelope, or a
 * thrown BffError when the origin cannot be reached or read.
 */
export async function callOrigin<N extends CallName>(
  config: BffConfig,
  name: N,
  input: CallInput<N>,
  client: ClientIdentity,
  signal: AbortSignal = new AbortController().signal,
): Promise<Envelope> {
  const call = callNamed(name);
  const exchange = new Exchange(signal, config.timeoutMs);
  try {
    const json = JSON.stringify(input ?? {});
    const request: OriginCall =
      call.method === 'GET'
        ? { call, client, search: '' }
        : { call, client, body: sealJson(config, call, json), contentType: 'application/json' };
    return (await exchangeCall(config, request, exchange)).envelope;
  } finally {
    exchange.close();
  }
}
