// Video ingestion for the operator console (docs/media-api.md "Ingestion"): ingestSource checks
// and claims a source, makes its video_ingests row (queued) and queues the work on the
// transcoding queue the community's uploads use (community/jobs.ts, taking turns by operator);
// runIngest, the job's body, probes under the operator limits, transcodes the ladder, stores
// everything in the media store (disk or S3) and keeps the row's state and progress. Every
// refusal and failure is a Chinese tip on the row; a failed ingest leaves no files.
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';

import { encodeMarker } from '@/lib/domain/platform/image-codec';
import { OPERATOR_VIDEO_LIMITS } from '@/lib/domain/video/uploads';

import type { Db } from '../../db/client';
import { videoIngests, type IngestState } from '../../db/schema/video-ingests';
import type { UploadPaths } from '../platform/upload-paths';
import {
  ingestClipOf,
  ingestImageKey,
  ingestImagePath,
  ingestImagePrefix,
  ingestVidPrefix,
  newIngestId,
} from './ingest-paths';
import { claimSource, type IngestSourceInput } from './ingest-source';
import { transcodeLadder, type LadderOutput } from './ingest-transcode';
import type { MediaStore } from './media-store';
import { probeUpload } from './probe';
import { ingestView, type IngestView } from './ingest-view';

export const TIP_INGEST_FAILED = '视频转码失败，请检查源文件后重新导入';

/** Queues an ingest's job (community/jobs.ts CommunityJobs.ingest: the transcoding lane). */
export type IngestQueue = (ingestId: string, operatorId: number) => void;

export type IngestDeps = {
  db: Db;
  /** Where the clip and pictures go (disk or S3). */
  store: MediaStore;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** paths.files: assembled uploads; paths.work: each ingest's work folder (in-<id>). */
  paths: UploadPaths;
  queue: IngestQueue;
  logger?: Logger;
};

const OPEN_STATES: IngestState[] = ['queued', 'probing', 'transcoding'];
const workDirOf = (paths: UploadPaths, id: string) => path.join(paths.work, ingestClipOf(id));

/**
 * Starts ingesting a source: `uploadId` (a finished chunked upload, which the ingest then owns)
 * or `file` (an absolute path on the server, read in place). Refuses a missing, non-MP4/MOV/MKV
 * or over-4 GiB source at once (4000/4040, Chinese tip); anything the probe finds ends the row
 * in `failed` with the reason. The row as the console shows it.
 */
export async function ingestSource(
  deps: IngestDeps,
  input: IngestSourceInput & { operatorId: number },
): Promise<IngestView> {
  const id = newIngestId();
  const claimed = await claimSource(deps.db, deps.paths, input, workDirOf(deps.paths, id));
  const at = new Date(deps.now());
  const [row] = await deps.db
    .insert(videoIngests)
    .values({
      id,
      operatorId: input.operatorId,
      uploadId: claimed.uploadId,
      source: claimed.source,
      ownsSource: claimed.owns,
      extension: claimed.extension,
      state: 'queued',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  queueIngest(deps, id, input.operatorId);
  return ingestView(row!);
}

/** Queues the ingest's job on the transcoding lane, in the operator's turn. */
export function queueIngest(deps: IngestDeps, id: string, operatorId: number) {
  deps.queue(id, operatorId);
}

/** What a stopped process may have left open, to queue again (at worst one transcoding is repeated). */
export async function openIngests(db: Db): Promise<{ id: string; operatorId: number }[]> {
  return db
    .select({ id: videoIngests.id, operatorId: videoIngests.operatorId })
    .from(videoIngests)
    .where(and(inArray(videoIngests.state, OPEN_STATES), isNull(videoIngests.deletedAt)));
}

/**
 * Writes the row while it is still open; false once another run ended it (ready or failed), so
 * a job run twice never turns a finished ingest back (nor a ready one failed).
 */
async function setRow(
  deps: Pick<IngestDeps, 'db' | 'now'>,
  id: string,
  values: Partial<typeof videoIngests.$inferInsert>,
): Promise<boolean> {
  const rows = await deps.db
    .update(videoIngests)
    .set({ ...values, updatedAt: new Date(deps.now()) })
    .where(and(eq(videoIngests.id, id), inArray(videoIngests.state, OPEN_STATES)))
    .returning({ id: videoIngests.id });
  return rows.length > 0;
}

/** Everything an ingest made or holds, gone: its store folders, its work folder, an owned source. */
export async function removeIngestFiles(
  deps: Pick<IngestDeps, 'store' | 'paths'>,
  row: { id: string; source: string; ownsSource: boolean },
) {
  await deps.store.removeFolder(ingestVidPrefix(row.id));
  await deps.store.removeFolder(ingestImagePrefix(row.id));
  await rm(workDirOf(deps.paths, row.id), { recursive: true, force: true });
  if (row.ownsSource) await rm(row.source, { force: true });
}

/** The job: probe, transcode, store; the row ends `ready` (progress 100) or `failed` (a tip). */
export async function runIngest(deps: IngestDeps, id: string): Promise<void> {
  const [row] = await deps.db.select().from(videoIngests).where(eq(videoIngests.id, id));
  if (!row || !OPEN_STATES.includes(row.state) || row.deletedAt) return;
  const fail = async (error: string) => {
    if (await setRow(deps, id, { state: 'failed', error, progress: 0 })) {
      await removeIngestFiles(deps, row);
    }
  };
  try {
    await setRow(deps, id, { state: 'probing', progress: 0, error: '' });
    const probed = await probeUpload(row.source, row.extension, OPERATOR_VIDEO_LIMITS);
    if (!probed.ok) return await fail(probed.tip);
    const { width, height } = probed.video.shown;
    await setRow(deps, id, { state: 'transcoding', width, height });
    const made = await transcodeLadder(
      row.source,
      probed.video,
      workDirOf(deps.paths, id),
      async (progress) => void (await setRow(deps, id, { progress })),
    );
    await storeOutput(deps, id, made);
    if (row.ownsSource) await rm(row.source, { force: true });
    await rm(workDirOf(deps.paths, id), { recursive: true, force: true });
    // Deleted while it ran (deleteVideo): what it just stored goes too.
    const [after] = await deps.db.select().from(videoIngests).where(eq(videoIngests.id, id));
    if (after?.deletedAt) await removeIngestFiles(deps, row);
  } catch (err) {
    deps.logger?.warn({ err, ingest: id }, 'video ingest failed');
    await fail(TIP_INGEST_FAILED);
  }
}

async function storeOutput(deps: IngestDeps, id: string, made: LadderOutput) {
  await deps.store.putFolder(ingestVidPrefix(id), made.dir);
  await deps.store.put(ingestImageKey(id, 'poster'), encodeMarker(made.poster));
  await deps.store.put(ingestImageKey(id, 'cover'), encodeMarker(made.cover));
  await deps.store.put(ingestImageKey(id, 'thumbs'), encodeMarker(made.thumbs));
  await setRow(deps, id, {
    state: 'ready',
    progress: 100,
    ladder: made.rungs.map((r) => r.name),
    duration: made.duration,
    poster: ingestImagePath(id, 'poster'),
    cover: ingestImagePath(id, 'cover'),
    thumbs: { ...made.grid, url: ingestImagePath(id, 'thumbs') },
  });
}
