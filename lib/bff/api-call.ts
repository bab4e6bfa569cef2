import 'server-only';

import { browserStatus, type CallDef as ApiCall } from '@/lib/protocol/call';

import { countedStream, declaredLength, jsonBodyText, multipartType, readLimited } from './body';
import { readClientHeaders } from './client-headers';
import type { BffConfig } from './env';
import { badBody, envelopeResponse, tooLarge } from './envelope';
import { Exchange } from './exchange';
import { exchangeCall, sealJson, type OriginBody } from './origin-call';
import { proxyStreamCall } from './stream-call';
import type { OriginAnswer } from './upstream';

// One allow-listed call, browser → origin and back (docs/protocol.md "Hop 2"): the browser's
// body and headers read and checked here, the exchange itself in origin-call.ts.

type Prepared = { body: OriginBody; contentType?: string };

/** JSON bodies are read whole (they are sealed and at most 1 MiB); uploads stream through. */
async function prepareBody(request: Request, call: ApiCall, config: BffConfig): Promise<Prepared> {
  if (call.method !== 'POST') return { body: undefined };
  const declared = declaredLength(request.headers);
  const contentType = request.headers.get('content-type');
  if (call.form) {
    const type = multipartType(contentType);
    if (declared !== null && declared > config.multipartLimitBytes) {
      throw tooLarge(`content-length ${declared} over ${config.multipartLimitBytes}`);
    }
    if (!request.body) throw badBody('upload without a body');
    return { body: request.body, contentType: type };
  }
  const text = jsonBodyText(
    await readLimited(request.body, config.jsonLimitBytes, declared, config.bodyTimeoutMs),
    contentType,
  );
  return { body: sealJson(config, call, text), contentType: 'application/json' };
}

/** Headers the origin may pass on to the browser; everything else it sets stays on hop 2. */
function relayedHeaders(answer: OriginAnswer): Record<string, string> | undefined {
  const retryAfter = answer.header('retry-after');
  return retryAfter && /^\d{1,6}$/.test(retryAfter) ? { 'retry-after': retryAfter } : undefined;
}

export async function proxyApiCall(
  request: Request,
  config: BffConfig,
  call: ApiCall,
  search: string,
): Promise<Response> {
  const client = readClientHeaders(request.headers, config.trustedProxyHops);
  // GET carries no body: no promise for it (every promise costs in Next, cipher.ts).
  const prepared = call.method === 'POST' ? await prepareBody(request, call, config) : undefined;
  // A stream call's body is sealed JSON like any other; its answer is relayed as it arrives.
  if (call.stream) return proxyStreamCall(request, config, call, client, prepared!.body as string);
  const exchange = new Exchange(request.signal, config.timeoutMs);
  try {
    let body = prepared?.body;
    if (body instanceof ReadableStream) {
      // A violation aborts the upstream request at once, so the origin never sees the rest.
      body = countedStream(body, config.multipartLimitBytes, declaredLength(request.headers), (e) =>
        exchange.fail(e),
      );
    }
    const { answer, envelope } = await exchangeCall(
      config,
      { call, client, body, contentType: prepared?.contentType, search },
      exchange,
    );
    // A refusal (a wrong password, media/play's 4030 preview) is an answer, not a failed
    // request: HTTP 200, so the browser logs no error for it (docs/protocol.md "Codes").
    const status = browserStatus(call, envelope.code, answer.status);
    return envelopeResponse(status, envelope, relayedHeaders(answer));
  } finally {
    exchange.close();
  }
}
