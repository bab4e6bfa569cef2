// The uploader's transport in the browser: XMLHttpRequest (fetch reports no upload progress) to
// the BFF's chunk target, with the app's headers; the answer is the envelope with its HTTP status.
import { requestHeaders } from '@/lib/api/request-headers';
import { currentToken, currentXUserAgent } from '@/lib/api/session-guard';

import type { ChunkAnswer, ChunkTransport } from './chunked-upload';

export const CHUNK_TARGET = '/api/app/upload/chunk';
/** A chunk not through in this long is given up (and retried). */
const CHUNK_TIMEOUT_MS = 120_000;

function parse(status: number, text: string): ChunkAnswer {
  try {
    const body = JSON.parse(text) as { code?: number; tip?: string; data?: unknown };
    return { status, code: body.code ?? 0, tip: body.tip ?? '', data: body.data ?? null };
  } catch {
    return { status, code: 0, tip: '', data: null };
  }
}

function request(
  method: 'GET' | 'POST',
  url: string,
  body: FormData | null,
  signal: AbortSignal,
  onBytes?: (loaded: number) => void,
): Promise<ChunkAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = CHUNK_TIMEOUT_MS;
    const headers = requestHeaders(currentToken(), currentXUserAgent());
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const settle = () => signal.removeEventListener('abort', abort);
    if (onBytes) xhr.upload.onprogress = (event) => onBytes(event.loaded);
    xhr.onload = () => {
      settle();
      resolve(parse(xhr.status, xhr.responseText));
    };
    xhr.onerror =
      xhr.ontimeout =
      xhr.onabort =
        () => {
          settle();
          reject(new Error('upload request failed'));
        };
    xhr.send(body);
  });
}

export const xhrTransport: ChunkTransport = {
  test: (fields, signal) =>
    request('GET', `${CHUNK_TARGET}?${new URLSearchParams(fields)}`, null, signal),
  send: (fields, blob, signal, onBytes) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', blob, fields.filename);
    return request('POST', CHUNK_TARGET, form, signal, onBytes);
  },
};

/** SHA-256 of a chunk in hex, or null where the browser has no crypto.subtle (plain http). */
export async function chunkDigest(chunk: Blob): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await chunk.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
