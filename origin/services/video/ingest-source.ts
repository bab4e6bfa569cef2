// Where an ingest's source comes from (docs/media-api.md "Ingestion"): a chunked upload the
// console made (claimed, so the community's transcoder never takes it, and moved into the
// ingest's work folder: the ingest owns it then) or a file already on the server (read in place,
// never removed). Both are checked against the operator limits before anything is queued.
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import {
  INGEST_MAX_BYTES,
  isIngestExtension,
  TIP_INGEST_FORMAT,
  TIP_INGEST_TOO_LARGE,
} from '@/lib/domain/video/uploads';
import { fileExtension } from '@/lib/domain/platform/files';

import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/community';
import { badInput, notFound } from '../../http/envelope';
import type { UploadPaths } from '../platform/upload-paths';

export const TIP_INGEST_NO_SOURCE = '请选择要导入的视频文件';
export const TIP_INGEST_SOURCE_GONE = '视频文件不存在，请重新上传';

export type IngestSourceInput = { uploadId?: string; file?: string };
export type ClaimedSource = {
  source: string;
  extension: string;
  owns: boolean;
  uploadId: string | null;
};

async function checkFile(file: string, extension: string): Promise<void> {
  if (!isIngestExtension(extension)) throw badInput(TIP_INGEST_FORMAT);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound(TIP_INGEST_SOURCE_GONE);
  if (info.size > INGEST_MAX_BYTES) throw badInput(TIP_INGEST_TOO_LARGE);
}

/** A file on the server, by absolute path: checked, left where it is. */
async function serverFile(file: string): Promise<ClaimedSource> {
  if (!path.isAbsolute(file)) throw badInput(TIP_INGEST_NO_SOURCE);
  const extension = fileExtension(file);
  await checkFile(file, extension);
  return { source: file, extension, owns: false, uploadId: null };
}

/**
 * An assembled video upload, claimed (processing → ready, so the community's transcoder skips
 * it) and moved to <workDir>/source.<ext>.
 */
async function claimUpload(
  db: Db,
  paths: UploadPaths,
  uploadId: string,
  workDir: string,
): Promise<ClaimedSource> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row || row.kind !== 'video') throw notFound(TIP_INGEST_SOURCE_GONE);
  const original = path.join(paths.files, `${row.id}.${row.extension}`);
  await checkFile(original, row.extension);
  const [claimed] = await db
    .update(uploads)
    .set({ status: 'ready' })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'processing')))
    .returning({ id: uploads.id });
  if (!claimed) throw notFound(TIP_INGEST_SOURCE_GONE);
  await mkdir(workDir, { recursive: true });
  const source = path.join(workDir, `source.${row.extension}`);
  await rename(original, source);
  return { source, extension: row.extension, owns: true, uploadId };
}

/** The source named by `input` (exactly one of uploadId and file), checked and claimed. */
export function claimSource(
  db: Db,
  paths: UploadPaths,
  input: IngestSourceInput,
  workDir: string,
): Promise<ClaimedSource> {
  if (input.uploadId !== undefined && input.file === undefined)
    return claimUpload(db, paths, input.uploadId, workDir);
  if (input.file !== undefined && input.uploadId === undefined) return serverFile(input.file);
  throw badInput(TIP_INGEST_NO_SOURCE);
}
