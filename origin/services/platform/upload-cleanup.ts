// Uploads nobody finished and files nobody uses, removed by the housekeeping loop (serve.ts):
// an unfinished or failed upload after ABANDONED_UPLOAD_MS, with its chunks; a finished one
// that nothing refers to UNREFERENCED_UPLOAD_MS after it was finished, with its media. Only
// rows of `uploads` are ever looked at, so the seed's media (origin/media) is never touched.
import path from 'node:path';

import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';

import { ABANDONED_UPLOAD_MS, UNREFERENCED_UPLOAD_MS } from '@/lib/domain/platform/upload-limits';

import type { Db } from '../../db/client';
import { aiTemplates, aiOrders } from '../../db/schema/ai';
import { aiVideos } from '../../db/schema/ai-video';
import { posts, uploads } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { uploadedKeyOf } from '../ai/pictures';
import type { MediaStore } from '../video/media-store';
import { removeFile, removeParts, removeStaleSpool } from './upload-files';
import type { UploadPaths } from './upload-paths';

export type CleanupDeps = { db: Db; paths: UploadPaths; media: MediaStore };

/** Removes abandoned uploads (still receiving, or failed) older than `maxAgeMs`; how many. */
export async function cleanAbandonedUploads(
  db: Db,
  paths: UploadPaths,
  nowMs: number,
  maxAgeMs = ABANDONED_UPLOAD_MS,
): Promise<number> {
  const gone = await db
    .delete(uploads)
    .where(
      and(
        inArray(uploads.status, ['receiving', 'assembling', 'failed']),
        lt(uploads.updatedAt, new Date(nowMs - maxAgeMs)),
      ),
    )
    .returning({ id: uploads.id, extension: uploads.extension });
  for (const { id, extension } of gone) {
    await removeParts(paths, id);
    // An assembly a stopped process left half done.
    await removeFile(path.join(paths.files, `${id}.${extension}`));
  }
  await removeStaleSpool(paths.incoming, nowMs - maxAgeMs);
  return gone.length;
}

/**
 * Nothing refers to the upload: no post (a post only takes its author's uploads, so only theirs
 * are read), no face swap or 图生视频 order, no catalogue video made from it, no AI template.
 */
const unreferenced: SQL = sql`
  NOT EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.userId} = ${uploads.userId}
    AND (${posts.uploadId} = ${uploads.id} OR ${posts.images} @> jsonb_build_array(${uploads.url})))
  AND NOT EXISTS (SELECT 1 FROM ${aiOrders} WHERE ${aiOrders.userId} = ${uploads.userId}
    AND ${aiOrders.photoId} = ${uploads.id})
  AND NOT EXISTS (SELECT 1 FROM ${aiVideos} WHERE ${aiVideos.userId} = ${uploads.userId}
    AND ${aiVideos.photoId} = ${uploads.id})
  AND (${uploads.clip} IS NULL OR NOT EXISTS (SELECT 1 FROM ${videos} WHERE ${videos.clip} = ${uploads.clip}))
  AND NOT EXISTS (SELECT 1 FROM ${aiTemplates} WHERE ${aiTemplates.cover} = ${uploads.url})`;

/**
 * Removes finished uploads nothing refers to, finished more than `graceMs` ago (the day a user
 * has to publish what they picked): the row first, in one statement that checks again, so a
 * post made meanwhile keeps its file; then the picture (or poster) and the clip. How many.
 */
export async function cleanUnreferencedUploads(
  { db, media }: Pick<CleanupDeps, 'db' | 'media'>,
  nowMs: number,
  graceMs = UNREFERENCED_UPLOAD_MS,
  batch = 200,
): Promise<number> {
  const stale = and(
    eq(uploads.status, 'ready'),
    lt(uploads.updatedAt, new Date(nowMs - graceMs)),
    unreferenced,
  );
  const candidates = await db.select({ id: uploads.id }).from(uploads).where(stale).limit(batch);
  let removed = 0;
  for (const { id } of candidates) {
    const [gone] = await db
      .delete(uploads)
      .where(and(eq(uploads.id, id), stale))
      .returning({ url: uploads.url, clip: uploads.clip });
    if (!gone) continue;
    const key = gone.url ? uploadedKeyOf(gone.url) : null;
    if (key) await media.remove(key);
    if (gone.clip) await media.removeFolder(`vid/${gone.clip}`);
    removed += 1;
  }
  return removed;
}

/** The housekeeping's upload pass: abandoned uploads, then unreferenced ones. */
export async function cleanUploads(deps: CleanupDeps, nowMs: number): Promise<void> {
  await cleanAbandonedUploads(deps.db, deps.paths, nowMs);
  await cleanUnreferencedUploads(deps, nowMs);
}
