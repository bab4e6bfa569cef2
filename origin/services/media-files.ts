// Regular files under a media root, looked up by already-safe path segments (cdn.ts
// safeSegments): nothing outside the root is ever opened, even through a symlink.
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

function inside(root: string, file: string): boolean {
  return file.startsWith(root + path.sep);
}

export type MediaFile = { path: string; size: number; mtime: Date };

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
      return info.isFile() ? { path: real, size: info.size, mtime: info.mtime } : null;
    } catch {
      return null;
    }
  };
}
