// The community uploader's transport for the console (docs/admin-api.md "Content"): the chunk
// test as a JSON POST and each chunk as a multipart XHR POST (fetch reports no upload progress)
// to the console's route handler, the session in its cookie; the answer keeps its HTTP status.
import type { ChunkAnswer, ChunkTransport } from '@/lib/media/chunked-upload';
import { CONSOLE_API_PATH } from '@/lib/domain/admin/console-path';

const TEST_TARGET = `${CONSOLE_API_PATH}content/upload/test`;
const CHUNK_TARGET = `${CONSOLE_API_PATH}content/upload/chunk`;
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

function post(
  url: string,
  body: FormData | string,
  signal: AbortSignal,
  onBytes?: (loaded: number) => void,
): Promise<ChunkAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = CHUNK_TIMEOUT_MS;
    xhr.withCredentials = true;
    if (typeof body === 'string') xhr.setRequestHeader('content-type', 'application/json');
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

export const adminChunkTransport: ChunkTransport = {
  test: (fields, signal) => post(TEST_TARGET, JSON.stringify(fields), signal),
  send: (fields, blob, signal, onBytes) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', blob, fields.filename);
    return post(CHUNK_TARGET, form, signal, onBytes);
  },
};

/** SHA-256 of a chunk in hex, or null where the browser has no crypto.subtle (plain http). */
export async function adminChunkDigest(chunk: Blob): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', await chunk.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
