import 'server-only';

import { BffError, badBody, bodyTimeout, tooLarge } from './envelope';

// Request bodies on their way to the origin. Content-Length is checked first, so an oversized
// upload is refused before a byte is read; the bytes are counted anyway, because the header
// can lie or be absent. A body that ends short of its Content-Length is refused too: Next's
// middleware body clone silently truncates at its own limit (proxyClientMaxBodySize), and a
// truncated body must never reach the origin looking complete.

const utf8 = new TextDecoder('utf-8', { fatal: true });
const JSON_TYPE_RE = /^application\/json\s*(;|$)/i;
const MULTIPART_TYPE_RE =
  /^multipart\/form-data\s*;\s*boundary=("?)[0-9A-Za-z'()+_,\-./:=? ]{1,70}\1\s*$/i;

/** Content-Length as a number, null when absent; a malformed one is a 400. */
export function declaredLength(headers: Headers): number | null {
  const raw = headers.get('content-length');
  if (raw === null) return null;
  if (!/^\d{1,15}$/.test(raw.trim())) throw badBody('content-length is not a number');
  return Number(raw.trim());
}

/**
 * Reads a whole body of at most `limit` bytes within `timeoutMs` (the client's JSON call), or
 * throws 413, 408 or 400. The deadline keeps a body that trickles in from holding the request
 * (and the web server's memory) open for as long as the client likes.
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  declared: number | null,
  timeoutMs: number,
) {
  if (declared !== null && declared > limit)
    throw tooLarge(`content-length ${declared} over ${limit}`);
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let late = false;
  // Cancelling ends the pending read (done: true); `late` tells that from a real end.
  const timer = setTimeout(() => {
    late = true;
    reader.cancel().catch(() => undefined);
  }, timeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (late) throw bodyTimeout(`body not complete within ${timeoutMs} ms`);
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(`body over ${limit} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof BffError) throw error;
    throw badBody('client body stream failed');
  } finally {
    clearTimeout(timer);
  }
  if (declared !== null && total !== declared)
    throw badBody(`body is ${total} bytes, content-length said ${declared}`);
  return joinChunks(chunks, total);
}

/** One buffer from the pieces a stream reader gave. */
function joinChunks(chunks: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The JSON text of a call's body: UTF-8, a JSON object, `{}` when empty (docs/protocol.md).
 * The text is forwarded as received, not re-serialised, so large integers keep their digits.
 */
export function jsonBodyText(bytes: Uint8Array, contentType: string | null): string {
  if (bytes.byteLength === 0) return '{}';
  // A JSON content type forces a CORS preflight cross-site; text/plain or form posts do not.
  if (contentType === null || !JSON_TYPE_RE.test(contentType))
    throw badBody('content-type is not application/json', 415);
  let text: string;
  let value: unknown;
  try {
    text = utf8.decode(bytes);
    value = JSON.parse(text) as unknown;
  } catch {
    throw badBody('body is not UTF-8 JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badBody('body is not a JSON object');
  return text;
}

/** The client's multipart content type (boundary included), or a 415. */
export function multipartType(contentType: string | null): string {
  if (contentType === null || !MULTIPART_TYPE_RE.test(contentType)) {
    throw badBody('content-type is not multipart/form-data with a boundary', 415);
  }
  return contentType;
}

/**
 * Passes a streamed body through while counting it. Over `limit`, or ending short of (or past)
 * `declared`, it calls `onViolation` (which aborts the upstream request) and errors the stream,
 * so the origin sees a broken request, never a complete truncated one.
 */
export function countedStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
  declared: number | null,
  onViolation: (error: BffError) => void,
): ReadableStream<Uint8Array> {
  let total = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      const error =
        total > limit
          ? tooLarge(`streamed body over ${limit} bytes`)
          : declared !== null && total > declared
            ? badBody(`body longer than content-length ${declared}`)
            : null;
      if (error) {
        onViolation(error);
        controller.error(error);
        return;
      }
      controller.enqueue(chunk);
    },
    flush(controller) {
      if (declared !== null && total !== declared) {
        const error = badBody(`body is ${total} bytes, content-length said ${declared}`);
        onViolation(error);
        controller.error(error);
      }
    },
  });
  return body.pipeThrough(counter);
}
