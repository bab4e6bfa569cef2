import 'server-only';

import type { CallDef as ApiCall } from '@/lib/protocol/call';
import { countedStream, declaredLength, jsonBodyText, multipartType, readLimited } from './body';
import { encryptTextSync } from '@/lib/protocol/cipher';
import { readClientHeaders, type ClientIdentity } from './client-headers';
import type { BffConfig } from './env';
import { badBody, envelopeResponse, tooLarge } from './envelope';
import { answerCodec, decodeOriginEnvelope } from './origin-answer';
import { buildApiKeyHeader, newNonce, signRequestSync } from '@/lib/protocol/sign';
import { Exchange } from './exchange';
import {
  originCallUrl,
  requestOrigin,
  type OriginAnswer,
  type OriginHeaders,
  type OriginTarget,
} from './upstream';

// One allow-listed call, browser → origin and back (docs/protocol.md "Hop 2"). The upstream
// headers start empty: only Authorization, X-User-Agent, Accept and the body's content type
// cross from the browser; x-api-key, x-encrypted, x-key-version and x-real-ip are ours.

type Body = string | ReadableStream<Uint8Array> | undefined;

/** JSON bodies are read whole (they are encrypted and at most 1 MiB); uploads stream through. */
async function prepareBody(
  request: Request,
  call: ApiCall,
  config: BffConfig,
  headers: OriginHeaders,
): Promise<Body> {
  if (call.method !== 'POST') return undefined;
  const declared = declaredLength(request.headers);
  const contentType = request.headers.get('content-type');
  if (call.form) {
    const type = multipartType(contentType);
    if (declared !== null && declared > config.multipartLimitBytes) {
      throw tooLarge(`content-length ${declared} over ${config.multipartLimitBytes}`);
    }
    if (!request.body) throw badBody('upload without a body');
    headers['content-type'] = type;
    return request.body;
  }
  const text = jsonBodyText(
    await readLimited(request.body, config.jsonLimitBytes, declared, config.bodyTimeoutMs),
    contentType,
  );
  headers['content-type'] = 'application/json';
  if (!config.encryptHttp) return text;
  return JSON.stringify({ data: encryptTextSync(config.codecs.current.requestKey, text) });
}

/** Headers the origin may pass on to the browser; everything else it sets stays on hop 2. */
function relayedHeaders(answer: OriginAnswer): Record<string, string> | undefined {
  const retryAfter = answer.header('retry-after');
  return retryAfter && /^\d{1,6}$/.test(retryAfter) ? { 'retry-after': retryAfter } : undefined;
}

/**
 * The URL and headers of one attempt, signed per attempt, just before sending: slow body reads
 * do not eat into the ±300 s window, and a request sent again (upstream.ts mayResend) carries a
 * nonce of its own.
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

export async function proxyApiCall(
  request: Request,
  config: BffConfig,
  call: ApiCall,
  search: string,
): Promise<Response> {
  const client = readClientHeaders(request.headers, config.trustedProxyHops);
  const headers: OriginHeaders = { 'x-user-agent': client.userAgent };
  if (client.token) headers.authorization = client.token;
  if (client.accept) headers.accept = client.accept;
  if (client.realIp) headers['x-real-ip'] = client.realIp;
  const codec = config.codecs.current;
  if (config.encryptHttp) {
    headers['x-encrypted'] = '1';
    headers['x-key-version'] = codec.version;
  }
  // GET carries no body: no promise for it (every promise costs in Next, cipher.ts).
  let body = call.method === 'POST' ? await prepareBody(request, call, config, headers) : undefined;
  const url = originCallUrl(config.originUrl, call.path, search);

  const exchange = new Exchange(request.signal, config.timeoutMs);
  try {
    if (body instanceof ReadableStream) {
      // A violation aborts the upstream request at once, so the origin never sees the rest.
      body = countedStream(body, config.multipartLimitBytes, declaredLength(request.headers), (e) =>
        exchange.fail(e),
      );
    }
    const target = () => signedTarget(config, client, call.path, url, headers);
    const answer = await requestOrigin({ method: call.method, body, target }, exchange);
    const envelope = decodeOriginEnvelope(
      answer.body,
      answer.header('content-type'),
      answerCodec(config.codecs, answer.header('x-key-version')),
      config.encryptHttp,
    );
    // An outcome the call expects (media/play's 4030 preview, a purchase's 4010) is an answer,
    // not a failed request: HTTP 200, so the browser logs no error for it.
    const status = call.expects.includes(envelope.code) ? 200 : answer.status;
    return envelopeResponse(status, envelope, relayedHeaders(answer));
  } finally {
    exchange.close();
  }
}
