// The files of an upload on disk: chunks written atomically (a repeated chunk overwrites itself
// with the same bytes), assembled in order into one original, pictures obfuscated for the IMAGE
// line as the seed's are (§5), and the leftovers of an abandoned upload removed.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { encodeMarker } from '@/lib/domain/platform/image-codec';
import { SNIFF_BYTES } from '@/lib/domain/platform/files';

import { writeFileAtomic } from './atomic-file';
import type { MediaStore } from '../video/media-store';
import { imageKeyOf, type UploadPaths } from './upload-paths';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const partFile = (paths: UploadPaths, id: string, n: number) =>
  path.join(paths.parts, id, `${n}.part`);

/** Writes chunk `n` of upload `id` (tmp file, then rename: never a half-written chunk). */
export async function writePart(paths: UploadPaths, id: string, n: number, bytes: Uint8Array) {
  await writeFileAtomic(partFile(paths, id, n), bytes);
}

/** Moves a chunk already on disk (written as it arrived) into place as chunk `n` of `id`. */
export async function movePart(paths: UploadPaths, id: string, n: number, file: string) {
  const target = partFile(paths, id, n);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(file, target);
}

/** Joins chunks 1…total into <files>/<id>.<ext>; its size in bytes. */
export async function assembleParts(
  paths: UploadPaths,
  id: string,
  total: number,
  extension: string,
): Promise<{ file: string; size: number }> {
  await mkdir(paths.files, { recursive: true });
  const file = path.join(paths.files, `${id}.${extension}`);
  // Part after part through one handle, 64 KiB at a time: memory stays flat for any number of
  // parts (a pipeline per part into one stream left its listeners behind, one set per part).
  const out = await open(file, 'w');
  try {
    for (let n = 1; n <= total; n += 1) {
      for await (const bytes of createReadStream(partFile(paths, id, n)) as AsyncIterable<Buffer>) {
        for (let at = 0; at < bytes.length;) {
          at += (await out.write(bytes, at, bytes.length - at)).bytesWritten;
        }
      }
    }
  } finally {
    await out.close();
  }
  return { file, size: (await stat(file)).size };
}

/** The first bytes of a file, for content sniffing. */
export async function readHead(file: string, length = SNIFF_BYTES): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Stores a picture obfuscated under the IMAGE line's upload folder as <name>. */
export async function writeImage(media: MediaStore, name: string, bytes: Uint8Array) {
  await media.put(imageKeyOf(name), encodeMarker(bytes));
}

export async function removeParts(paths: UploadPaths, id: string): Promise<void> {
  await rm(path.join(paths.parts, id), { recursive: true, force: true });
}

export async function removeFile(file: string): Promise<void> {
  await rm(file, { force: true });
}

/**
 * Chunks still in the spool folder from before `beforeMs`: left by a process that stopped in
 * the middle of a request (a finished request removes or moves its own). Their number.
 */
export async function removeStaleSpool(dir: string, beforeMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs >= beforeMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
