// The chunked-upload target (§7) and the one-shot picture uploads. An upload is keyed by the
// caller and the client's identifier, so a reload resumes it: the GET test says which chunks
// are held. Each chunk is checked (its size, its SHA-256 when sent, the first one's content)
// before it is stored; the last one to arrive assembles the file, once, whichever it is.
import { readFile } from 'node:fs/promises';

import { and, eq, sql } from 'drizzle-orm';

import { contentMatches, fileCategory, fileExtension, SNIFF_BYTES } from '@/lib/domain/files';
import type { UploadedFile } from '@/lib/protocol/shapes/community';

import type { Db } from '../db/client';
import { uploads, type UploadKind } from '../db/schema/community';
import { spooledOf } from '../http/spool-form';
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
import type { MediaStore } from './media-store';
import { checkDeclared, refuseBadChunk, refuseType, type Declared } from './upload-rules';
import { imagePathOf, newUploadId, type UploadPaths } from './upload-paths';
import { probeUpload } from './video-probe';

export type UploadDeps = {
  db: Db;
  paths: UploadPaths;
  /** Where finished pictures go (services/media-store.ts). */
  media: MediaStore;
  now: () => number;
  /** An assembled video waits for this (services/transcode.ts), in its owner's turn. */
  onVideo: (uploadId: string, userId: number | null) => void;
};

export type ChunkRequest = Declared & {
  userId: number;
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

async function findUpload(db: Db, userId: number, identifier: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.identifier, identifier)));
  return row;
}

/** GET upload/chunk: whether chunk n is held (or the whole file is). */
export async function testChunk(db: Db, request: ChunkRequest): Promise<{ stored: boolean }> {
  const row = await findUpload(db, request.userId, request.identifier);
  if (!row || row.totalSize !== request.totalSize || row.totalChunks !== request.totalChunks)
    return { stored: false };
  return { stored: done(row) || String(request.chunkNumber) in row.received };
}

/** The caller's upload for this identifier, made or reset to match what the chunk declares. */
async function openUpload(deps: UploadDeps, request: ChunkRequest, kind: UploadKind) {
  const at = new Date(deps.now());
  const values = {
    identifier: request.identifier,
    kind,
    extension: fileExtension(request.filename),
    totalSize: request.totalSize,
    chunkSize: request.chunkSize,
    totalChunks: request.totalChunks,
  };
  await deps.db
    .insert(uploads)
    .values({
      id: newUploadId(),
      userId: request.userId,
      ...values,
      status: 'receiving',
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
  const row = (await findUpload(deps.db, request.userId, request.identifier))!;
  const same =
    row.totalSize === values.totalSize &&
    row.totalChunks === values.totalChunks &&
    row.chunkSize === values.chunkSize &&
    row.extension === values.extension;
  if (same && row.status !== 'failed') return row;
  // Another file under an old identifier, or a failed try: start over.
  await removeParts(deps.paths, row.id);
  const [reset] = await deps.db
    .update(uploads)
    .set({ ...values, received: {}, status: 'receiving', url: '', error: '', updatedAt: at })
    .where(eq(uploads.id, row.id))
    .returning();
  return reset!;
}

/** POST upload/chunk: HTTP 200 stored, 201 the file is assembled, 202 assembled and transcoding. */
export async function storeChunk(
  deps: UploadDeps,
  request: ChunkRequest,
): Promise<{
  status: 200 | 201 | 202;
  received: number;
  totalChunks: number;
  file: UploadedFile | null;
}> {
  const kind = checkDeclared(request);
  const expected = Math.min(
    request.chunkSize,
    request.totalSize - (request.chunkNumber - 1) * request.chunkSize,
  );
  if (request.currentChunkSize !== expected) throw refuseType('分片信息不一致，请重新上传');
  const chunk = await receivedChunk(request);
  if (request.chunkNumber === 1 && !contentMatches(request.filename, chunk.head))
    throw refuseType();
  let row = await openUpload(deps, request, kind);
  if (done(row)) return answer(row);
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
  if (Object.keys(row.received).length < row.totalChunks) return answer(row);
  return answer(await assembleOnce(deps, row));
}

function answer(row: UploadRow) {
  const file = done(row) ? fileOf(row) : null;
  const status = !file ? 200 : row.status === 'processing' ? 202 : 201;
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
async function assembleOnce(deps: UploadDeps, row: UploadRow): Promise<UploadRow> {
  const [claimed] = await deps.db
    .update(uploads)
    .set({ status: 'assembling' })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'receiving')))
    .returning();
  if (claimed) return assemble(deps, claimed);
  const until = Date.now() + ASSEMBLY_WAIT_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [now] = await deps.db.select().from(uploads).where(eq(uploads.id, row.id));
    if (!now || now.status === 'failed') throw refuseType('文件处理失败，请重新上传');
    if (done(now)) return now;
  }
  return row;
}

async function assemble(deps: UploadDeps, row: UploadRow): Promise<UploadRow> {
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
    const probed = await probeUpload(file, row.extension);
    if (!probed.ok) throw await fail(probed.tip);
  }
  const set: Partial<UploadRow> = { updatedAt: new Date(deps.now()) };
  if (row.kind === 'image') {
    await writeImage(
      deps.media,
      `${row.id}.${row.extension}`,
      new Uint8Array(await readFile(file)),
    );
    await removeFile(file);
    Object.assign(set, { status: 'ready', url: imagePathOf(row.id, row.extension) });
  } else {
    Object.assign(set, { status: row.kind === 'video' ? 'processing' : 'ready' });
  }
  const [updated] = await deps.db
    .update(uploads)
    .set(set)
    .where(eq(uploads.id, row.id))
    .returning();
  if (updated!.status === 'processing') deps.onVideo(row.id, row.userId);
  return updated!;
}

/** upload/images, upload/img, upload/imgv2: one picture in one request. */
export async function storeImage(
  deps: Pick<UploadDeps, 'db' | 'media' | 'now'>,
  userId: number | null,
  file: File,
): Promise<UploadedFile> {
  const name = file.name || 'image';
  if (fileCategory(name) !== 'image') throw refuseType('只能上传图片（jpg、png、gif、webp、bmp）');
  checkDeclared({
    filename: name,
    totalSize: file.size,
    chunkSize: Math.max(1, file.size),
    totalChunks: 1,
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(name, bytes.subarray(0, SNIFF_BYTES))) throw refuseType();
  const id = newUploadId();
  const extension = fileExtension(name);
  await writeImage(deps.media, `${id}.${extension}`, bytes);
  const at = new Date(deps.now());
  const [row] = await deps.db
    .insert(uploads)
    .values({
      id,
      userId,
      identifier: `one-${id}`,
      kind: 'image',
      extension,
      totalSize: bytes.byteLength,
      chunkSize: Math.max(1, bytes.byteLength),
      totalChunks: 1,
      status: 'ready',
      url: imagePathOf(id, extension),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return fileOf(row!);
}
