// Regular files under a media root, looked up by already-safe path segments (cdn.ts
// safeSegments): nothing outside the root is ever opened, even through a symlink.
import { open, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

function inside(root: string, file: string): boolean {
  return file.startsWith(root + path.sep);
}

/** Bytes `start` to `end`, both included. */
export type ByteRange = { start: number; end: number };

/** A stored media file: its size, its time, and its bytes (all, or one range). */
export type MediaFile = {
  size: number;
  mtime: Date;
  read(range?: ByteRange): Promise<Uint8Array<ArrayBuffer>>;
};

async function readSlice(file: string, { start, end }: ByteRange) {
  const handle = await open(file, 'r');
  try {
    const buffer = new Uint8Array(end - start + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A regular file on disk as a MediaFile. */
export function diskMediaFile(file: string, size: number, mtime: Date): MediaFile {
  return {
    size,
    mtime,
    read: async (range) => (range ? readSlice(file, range) : new Uint8Array(await readFile(file))),
  };
}

/**
 * A lookup of regular files under `root` by safe segments: null for anything missing, not a
 * file, or whose real path (symlinks followed) leaves the root.
 */
export function mediaFileFinder(root: string): (segments: string[]) => Promise<MediaFile | null> {
  // Resolved once: symlinks inside the folder may not lead out of it.
  let realRoot: Promise<string> | undefined;
  return async (segments) => {
    const file = path.join(root, ...segments);
    if (!inside(root, file)) return null;
    try {
      const real = await realpath(file);
      // Asked only once a file exists, and awaited at once: a folder that is missing yet (no
      // upload so far) never leaves a rejected promise unhandled.
      realRoot ??= realpath(root).catch((error: unknown) => {
        realRoot = undefined;
        throw error;
      });
      if (!inside(await realRoot, real)) return null;
      const info = await stat(real);
      return info.isFile() ? diskMediaFile(real, info.size, info.mtime) : null;
    } catch {
      return null;
    }
  };
}
