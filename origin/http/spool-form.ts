// A multipart body read as it arrives: text fields kept, the one file part written straight to
// a temp file under the data folder while its SHA-256, size and first bytes are taken, so an
// upload chunk never sits in memory whole (docs/community-api.md "The chunk target"). The file
// is handed on as a File backed by that temp file; `spooledOf` gives what was measured.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

import Busboy from '@fastify/busboy';

import { SNIFF_BYTES } from '@/lib/domain/platform/files';

export type SpooledFile = {
  /** The temp file; whoever keeps the bytes moves it away, the rest is removed after the call. */
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for content sniffing. */
  head: Uint8Array;
};

const spooled = new WeakMap<File, SpooledFile>();

/** What was measured of a File this module made, or undefined for any other File. */
export const spooledOf = (file: unknown): SpooledFile | undefined =>
  file instanceof File ? spooled.get(file) : undefined;

/** Hashes, counts and keeps the first bytes of what passes through. */
function measure() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (size < SNIFF_BYTES) head.push(chunk.subarray(0, SNIFF_BYTES - size));
      size += chunk.length;
      done(null, chunk);
    },
  });
  const result = () => ({
    size,
    sha256: hash.digest('hex'),
    head: new Uint8Array(Buffer.concat(head)),
  });
  return { stream, result };
}

/**
 * Reads `body` (multipart/form-data of `contentType`): the fields as text, the file field
 * `fileField` spooled into `dir`. Rejects on a body that does not parse; the temp file is
 * removed then. The caller removes it after the call (`removeSpool`) unless it was moved.
 */
export async function spoolForm(
  body: WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  contentType: string,
  dir: string,
  fileField = 'file',
): Promise<{ fields: Record<string, string | File>; spool: SpooledFile | null }> {
  const fields: Record<string, string | File> = {};
  // Set inside the parser's callback (a cast, or TypeScript narrows it to null for good).
  let spool = null as SpooledFile | null;
  let name = '';
  let type = '';
  const writes: Promise<void>[] = [];
  const parser = Busboy({ headers: { 'content-type': contentType }, limits: { files: 1 } });
  parser.on('field', (key, value) => {
    if (!(key in fields)) fields[key] = value;
  });
  parser.on('file', (key, stream, filename, _encoding, mimeType) => {
    if (key !== fileField || spool || writes.length > 0) {
      stream.resume();
      return;
    }
    name = filename;
    type = mimeType;
    const target = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
    const { stream: meter, result } = measure();
    const written = mkdir(dir, { recursive: true })
      .then(() => pipeline(stream, meter, createWriteStream(target)))
      .then(() => {
        spool = { path: target, ...result() };
      })
      .catch(async (error: unknown) => {
        await rm(target, { force: true });
        throw error;
      });
    // Awaited below; until then a failed write must not count as an unhandled rejection.
    written.catch(() => undefined);
    writes.push(written);
  });
  try {
    const source = body
      ? Readable.fromWeb(body as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    await pipeline(source, parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await removeSpool(spool);
    throw error;
  }
  const file: SpooledFile | null = spool;
  if (file) {
    const backed = new File([await openAsBlob(file.path)], name, { type });
    spooled.set(backed, file);
    fields[fileField] = backed;
  }
  return { fields, spool: file };
}

export async function removeSpool(spool: SpooledFile | null): Promise<void> {
  if (spool) await rm(spool.path, { force: true });
}
