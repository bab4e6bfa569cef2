// Request body limits, and the rule that keeps a kept-alive connection usable (docs/protocol.md
// "Hop 2"). The limits are the BFF's, measured as the BFF sends them: a JSON call of up to 1 MiB
// arrives sealed and base64-encoded, so a third bigger; an upload arrives as the browser sent it.
import type { IncomingMessage } from 'node:http';

import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { JSON_PLAIN_LIMIT_BYTES, MULTIPART_LIMIT_BYTES } from '@/lib/protocol/body-limits';
import { IV_BYTES, TAG_BYTES } from '@/lib/protocol/cipher';

import type { OriginEnv } from './context';

/** Bytes of `{"data":"<base64(iv ‖ ciphertext ‖ tag)>"}` for a plain JSON text of `plainBytes`. */
export function sealedJsonLength(plainBytes: number): number {
  return '{"data":""}'.length + 4 * Math.ceil((plainBytes + IV_BYTES + TAG_BYTES) / 3);
}

/** A JSON call's limit: what the BFF sends for its largest body, sealed (a plain one is smaller). */
export const JSON_LIMIT_BYTES = sealedJsonLength(JSON_PLAIN_LIMIT_BYTES);

const MULTIPART_RE = /^multipart\//i;

/** 413 (errors.ts answers it as 4000 请求内容过大) over the limit of the request's kind. */
export function limitBody(): MiddlewareHandler<OriginEnv> {
  const json = bodyLimit({ maxSize: JSON_LIMIT_BYTES });
  const multipart = bodyLimit({ maxSize: MULTIPART_LIMIT_BYTES });
  return (c, next) => {
    // GET and HEAD carry no body; asking for one would make @hono/node-server build a full
    // Request (with its AbortController) per call only to find nothing (docs/origin.md).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return MULTIPART_RE.test(c.req.header('content-type') ?? '')
      ? multipart(c, next)
      : json(c, next);
  };
}

// An early answer waits this long for the rest of a body this small, then keeps the connection.
const REST_WAIT_BYTES = 64 * 1024;
const REST_WAIT_MS = 200;

/** Resolves once a small body's rest has arrived (discarded), or at once for a large one. */
function awaitSmallRest(incoming: IncomingMessage): Promise<void> {
  const declared = Number(incoming.headers['content-length']);
  // NaN (chunked) or larger: not worth waiting for, the connection closes instead.
  if (!(declared <= REST_WAIT_BYTES)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      incoming.off('end', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, REST_WAIT_MS);
    incoming.once('end', done).once('error', done);
    incoming.resume();
  });
}

/**
 * Answers sent before the request's body has fully arrived (a 413 on Content-Length, a 4001
 * before the body is read, a call that ignores its upload) say `Connection: close`, so Node
 * closes the socket after the answer. Kept alive, the unread rest of the body would sit in
 * front of the next request on that socket: @hono/node-server's drain stalls on it and
 * destroys the socket half a second later, and whoever's request the BFF had sent there
 * meanwhile failed (502). The rest of a small body is waited for and dropped instead (it is
 * usually already in the socket's buffer), so a refusal costs no reconnection.
 */
export function closeWhenBodyUnread(): MiddlewareHandler<OriginEnv> {
  return async (c, next) => {
    await next();
    // In-process requests (app.request in tests) have no socket and nothing to close.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (!incoming || incoming.complete) return;
    await awaitSmallRest(incoming);
    if (!incoming.complete) c.res.headers.set('connection', 'close');
  };
}
