// Where published media lives: uploaded pictures (img/u/…) and transcoded clips (vid/up-…/…).
// On disk under DATA_DIR/media by default, or in an S3-compatible bucket (media-store-s3.ts);
// the IMAGE and VID lines read through it either way, so the bytes stay obfuscated and signed.
// Chunks still arriving and originals before transcoding stay on local disk (upload-paths.ts).
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

import { writeFileAtomic } from '../platform/atomic-file';
import { mediaFileFinder, type MediaFile } from './media-files';

export type MediaStore = {
  readonly kind: 'disk' | 's3';
  /** Where it keeps media, for the start-up log (no secrets). */
  readonly where: string;
  /** The object at `key` ('img/u/<id>.jpg', 'vid/up-<id>/240p/seg-000.m4s'), or null. */
  find(key: string): Promise<MediaFile | null>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Stores every file under local folder `dir` below `prefix`, replacing what was there; `dir` is gone after. */
  putFolder(prefix: string, dir: string): Promise<void>;
  /** Removes every object below `prefix` (a folder of keys). */
  removeFolder(prefix: string): Promise<void>;
  /** Removes the object at `key`; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
};

const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The key's segments, or null for anything that is not a plain relative path of ours. */
export function keySegments(key: string): string[] | null {
  const segments = key.split('/');
  return segments.every((s) => SEGMENT_RE.test(s) && !s.includes('..')) ? segments : null;
}

/** As keySegments, for keys the origin made itself: a bad one is a bug, not a request. */
export function ownKey(key: string): string[] {
  const segments = keySegments(key);
  if (!segments) throw new Error(`bad media key: ${key}`);
  return segments;
}

/** Media under `root` (DATA_DIR/media): the layout the IMAGE and VID lines always had. */
export function createDiskStore(root: string): MediaStore {
  const find = mediaFileFinder(root);
  const fileOf = (key: string) => path.join(root, ...ownKey(key));
  return {
    kind: 'disk',
    where: root,
    find: async (key) => {
      const segments = keySegments(key);
      return segments ? find(segments) : null;
    },
    put: (key, bytes) => writeFileAtomic(fileOf(key), bytes),
    async putFolder(prefix, dir) {
      const target = fileOf(prefix);
      await rm(target, { recursive: true, force: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(dir, target);
      } catch (error) {
        // Another file system (DATA_DIR's media on its own volume): copy, then drop the source.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await cp(dir, target, { recursive: true });
        await rm(dir, { recursive: true, force: true });
      }
    },
    async removeFolder(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
