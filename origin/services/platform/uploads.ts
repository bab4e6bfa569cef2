// The chunked-upload target (§7; the one-shot picture calls are upload-image.ts). An upload is
// keyed by the caller and the client's identifier, so a reload resumes it: the GET test says
// which chunks are held. Opening one counts against the quotas (upload-quotas.ts). Each chunk is
// checked (its size, its SHA-256 when sent, the first one's content) before it is stored; the
// last one to arrive assembles the file, once, whichever it is, and a picture is decoded again.
import { readFile } from 'node:fs/promises';

import { and, eq, isNull, sql } from 'drizzle-orm';

import { contentMatches, fileExtension, SNIFF_BYTES } from '@/lib/domain/platform/files';
import type { UploadedFile, UploadKind } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/community';
import { spooledOf } from '../../http/spool-form';
import {
  assembleParts,
  movePart,
  readHead,
  removeFile,
  removeParts,
  sha256Hex,
  writeImage,
  writePart,
} from './upload-files';
import type { MediaStore } from '../video/media-store';
import { cleanPicture, PictureRefused, type CleanPicture } from './picture-clean';
import { refuseBadChunk, refuseType, type Declared } from './upload-rules';
import { imagePathOf, newUploadId, type UploadPaths } from './upload-paths';
import type { UploadPolicy } from './upload-policy';
import { probeUpload } from '../video/probe';

export type UploadDeps = {
  db: Db;
  paths: UploadPaths;
  /** Where finished pictures go (services/video/media-store.ts). */
  media: MediaStore;
  now: () => number;
  /** An assembled video waits for this (services/video/transcode.ts), in its owner's turn. */
  onVideo: (uploadId: string, userId: number | null) => void;
};

export type ChunkRequest = Declared & {
  identifier: string;
  chunkNumber: number;
  currentChunkSize: number;
  checksum?: string;
  file?: File;
};

type UploadRow = typeof uploads.$inferSelect;

/** A stored upload as the client reads it. */
export function fileOf(row: UploadRow): UploadedFile {
  const status =
    row.status === 'ready' ? 'ready' : row.status === 'failed' ? 'failed' : 'processing';
  return { id: row.id, kind: row.kind, url: row.url, size: row.totalSize, status };
}

const done = (row: UploadRow) => row.status === 'ready' || row.status === 'processing';

/** The owner's upload under `identifier` (null: an operator's, keyed by identifier alone). */
async function findUpload(db: Db, userId: number | null, identifier: string) {
  const owner = userId === null ? isNull(uploads.userId) : eq(uploads.userId, userId);
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(owner, eq(uploads.identifier, identifier)));
  return row;
}

/** GET upload/chunk: whether chunk n is held (or the whole file is). */
export async function testChunk(
  db: Db,
  request: Omit<ChunkRequest, 'file'> & { userId: number | null },
): Promise<{ stored: boolean }> {
  const row = await findUpload(db, request.userId, request.identifier);
  if (!row || row.totalSize !== request.totalSize || row.totalChunks !== request.totalChunks)
    return { stored: false };
  return { stored: done(row) || String(request.chunkNumber) in row.received };
}

type Declaration = Pick<
  UploadRow,
  'identifier' | 'kind' | 'extension' | 'totalSize' | 'chunkSize' | 'totalChunks'
>;

const declares = (row: UploadRow, values: Declaration) =>
  row.totalSize === values.totalSize &&
  row.totalChunks === values.totalChunks &&
  row.chunkSize === values.chunkSize &&
  row.extension === values.extension &&
  row.status !== 'failed';

/**
 * The caller's upload for this identifier, made or reset to match what the chunk declares. A
 * new declaration is one more upload under way and its declared size is counted against the
 * day's quotas, under the user's row lock so parallel first chunks count each other.
 */
async function openUpload(
  deps: UploadDeps,
  request: ChunkRequest,
  kind: UploadKind,
  policy: UploadPolicy,
) {
  const values: Declaration = {
    identifier: request.identifier,
    kind,
    extension: fileExtension(request.filename),
    totalSize: request.totalSize,
    chunkSize: request.chunkSize,
    totalChunks: request.totalChunks,
  };
  const held = await findUpload(deps.db, policy.userId, request.identifier);
  if (held && declares(held, values)) return held;
  const nowMs = deps.now();
  const at = new Date(nowMs);
  return deps.db.transaction(async (tx) => {
    await policy.lock(tx);
    const row = await findUpload(tx, policy.userId, request.identifier);
    if (row && declares(row, values)) return row;
    // A finished file is never replaced under its identifier: a post may show it already.
    if (row && row.status !== 'receiving' && row.status !== 'failed')
      throw refuseType('该文件已上传，请重新选择文件');
    await policy.charge(tx, kind, request.totalSize, nowMs, row?.id);
    if (!row) {
      const [made] = await tx
        .insert(uploads)
        .values({
          id: newUploadId(),
          userId: policy.userId,
          ...values,
          status: 'receiving',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return made!;
    }
    // Another file under an old identifier, or a failed try: start over.
    await removeParts(deps.paths, row.id);
    const [reset] = await tx
      .update(uploads)
      .set({ ...values, received: {}, status: 'receiving', url: '', error: '', updatedAt: at })
      .where(eq(uploads.id, row.id))
      .returning();
    return reset!;
  });
}

/** POST upload/chunk: HTTP 200 stored, 201 the file is assembled, 202 assembled and transcoding. */
export async function storeChunk(
  deps: UploadDeps,
  request: ChunkRequest,
  policy: UploadPolicy,
): Promise<{
  status: 200 | 201 | 202;
  received: number;
  totalChunks: number;
  file: UploadedFile | null;
}> {
  const kind = policy.check(request);
  const expected = Math.min(
    request.chunkSize,
    request.totalSize - (request.chunkNumber - 1) * request.chunkSize,
  );
  if (request.currentChunkSize !== expected) throw refuseType('分片信息不一致，请重新上传');
  const chunk = await receivedChunk(request);
  if (request.chunkNumber === 1 && !contentMatches(request.filename, chunk.head))
    throw refuseType();
  let row = await openUpload(deps, request, kind, policy);
  if (done(row)) return answer(row, policy);
  if (chunk.spooled) await movePart(deps.paths, row.id, request.chunkNumber, chunk.spooled);
  else await writePart(deps.paths, row.id, request.chunkNumber, chunk.bytes!);
  const [updated] = await deps.db
    .update(uploads)
    .set({
      received: sql`${uploads.received} || ${JSON.stringify({ [request.chunkNumber]: chunk.sha256 })}::jsonb`,
      updatedAt: new Date(deps.now()),
    })
    .where(eq(uploads.id, row.id))
    .returning();
  row = updated!;
  if (Object.keys(row.received).length < row.totalChunks) return answer(row, policy);
  return answer(await assembleOnce(deps, row, policy), policy);
}

/** 202 only when the community transcoder took the video; an operator's source is just in (201). */
function answer(row: UploadRow, policy: UploadPolicy) {
  const file = done(row) ? fileOf(row) : null;
  const status = !file ? 200 : row.status === 'processing' && policy.queuesVideo ? 202 : 201;
  return {
    status,
    received: Object.keys(row.received).length,
    totalChunks: row.totalChunks,
    file,
  } as const;
}

type ReceivedChunk = {
  size: number;
  sha256: string;
  head: Uint8Array;
  /** The temp file the request's body was written to as it arrived (the origin's route). */
  spooled?: string;
  /** The bytes, for a File that was not spooled (a caller in process). */
  bytes?: Uint8Array;
};

/** The chunk's size, hash and first bytes, measured as it arrived (or now, from memory). */
async function measureChunk(file: File): Promise<ReceivedChunk> {
  const spool = spooledOf(file);
  if (spool)
    return { size: spool.size, sha256: spool.sha256, head: spool.head, spooled: spool.path };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = bytes.subarray(0, SNIFF_BYTES);
  return { size: bytes.byteLength, sha256: sha256Hex(bytes), head, bytes };
}

async function receivedChunk(request: ChunkRequest): Promise<ReceivedChunk> {
  if (!request.file) throw refuseBadChunk('请选择要上传的文件');
  const chunk = await measureChunk(request.file);
  if (chunk.size !== request.currentChunkSize) throw refuseBadChunk('分片数据不完整，请重试');
  if (request.checksum !== undefined && chunk.sha256 !== request.checksum)
    throw refuseBadChunk('分片校验失败，请重试');
  return chunk;
}

const ASSEMBLY_WAIT_MS = 30_000;

/** Only the request that claims the upload assembles it; the others wait for its outcome. */
async function assembleOnce(
  deps: UploadDeps,
  row: UploadRow,
  policy: UploadPolicy,
): Promise<UploadRow> {
  const [claimed] = await deps.db
    .update(uploads)
    .set({ status: 'assembling' })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'receiving')))
    .returning();
  if (claimed) return assemble(deps, claimed, policy);
  const until = Date.now() + ASSEMBLY_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [now] = await deps.db.select().from(uploads).where(eq(uploads.id, row.id));
    if (!now || now.status === 'failed') throw refuseType('文件处理失败，请重新上传');
    if (done(now)) return now;
  }
  return row;
}

async function assemble(deps: UploadDeps, row: UploadRow, policy: UploadPolicy) {
  const { file, size } = await assembleParts(deps.paths, row.id, row.totalChunks, row.extension);
  await removeParts(deps.paths, row.id);
  const fail = async (tip: string) => {
    await removeFile(file);
    await deps.db
      .update(uploads)
      .set({ status: 'failed', error: tip })
      .where(eq(uploads.id, row.id));
    return refuseType(tip);
  };
  if (size !== row.totalSize) throw await fail('文件不完整，请重新上传');
  if (!contentMatches(`f.${row.extension}`, await readHead(file)))
    throw await fail('文件内容与类型不符');
  if (row.kind === 'video') {
    // Refused now, with the reason, rather than failing later in the transcoder's queue.
    const probed = await probeUpload(file, row.extension, policy.videoLimits);
    if (!probed.ok) throw await fail(probed.tip);
  }
  const set: Partial<UploadRow> = { updatedAt: new Date(deps.now()) };
  if (row.kind === 'image') {
    let picture: CleanPicture;
    try {
      picture = await cleanPicture(new Uint8Array(await readFile(file)), row.extension);
    } catch (error) {
      if (error instanceof PictureRefused) throw await fail(error.tip);
      throw error;
    }
    // The row keeps the declared extension (a resent chunk must still match it); the url says
    // what was kept (a BMP is kept as PNG).
    await writeImage(deps.media, `${row.id}.${picture.extension}`, picture.bytes);
    await removeFile(file);
    Object.assign(set, { status: 'ready', url: imagePathOf(row.id, picture.extension) });
  } else {
    Object.assign(set, { status: row.kind === 'video' ? 'processing' : 'ready' });
  }
  const [updated] = await deps.db
    .update(uploads)
    .set(set)
    .where(eq(uploads.id, row.id))
    .returning();
  // An operator's source waits for ingest/start; only a user's goes to the community transcoder.
  if (updated!.status === 'processing' && policy.queuesVideo) deps.onVideo(row.id, row.userId);
  return updated!;
}
