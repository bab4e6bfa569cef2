// The one-shot picture calls (upload/images, upload/img, upload/imgv2): one picture in one
// request, counted against the day's quotas, decoded and encoded again (picture-clean.ts), then
// kept as an upload of the caller's, ready, like a picture the chunk target assembled.
import {
  contentMatches,
  fileCategory,
  fileExtension,
  SNIFF_BYTES,
} from '@/lib/domain/platform/files';
import type { UploadedFile } from '@/lib/protocol/shapes/community';

import { uploads } from '../../db/schema/community';
import { cleanPicture, PictureRefused, type CleanPicture } from './picture-clean';
import { writeImage } from './upload-files';
import { imagePathOf, newUploadId } from './upload-paths';
import { chargePicture, type Uploader } from './upload-quotas';
import { checkDeclared, refuseType } from './upload-rules';
import { fileOf, type UploadDeps } from './uploads';

/** The picture decoded and encoded again (picture-clean.ts), or the chunk target's 415. */
async function keptPicture(bytes: Uint8Array, extension: string): Promise<CleanPicture> {
  try {
    return await cleanPicture(bytes, extension);
  } catch (error) {
    throw error instanceof PictureRefused ? refuseType(error.tip) : error;
  }
}

/** upload/images, upload/img, upload/imgv2: one picture in one request. */
export async function storeImage(
  deps: Pick<UploadDeps, 'db' | 'media' | 'now'>,
  who: Uploader,
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
  // Counted before decoding: every try costs its sender the work it asks for, a refused one too.
  await chargePicture(deps.db, who, bytes.byteLength, deps.now());
  const picture = await keptPicture(bytes, fileExtension(name));
  const id = newUploadId();
  await writeImage(deps.media, `${id}.${picture.extension}`, picture.bytes);
  const at = new Date(deps.now());
  const [row] = await deps.db
    .insert(uploads)
    .values({
      id,
      userId: who.userId,
      identifier: `one-${id}`,
      kind: 'image',
      extension: picture.extension,
      totalSize: bytes.byteLength,
      chunkSize: Math.max(1, bytes.byteLength),
      totalChunks: 1,
      status: 'ready',
      url: imagePathOf(id, picture.extension),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return fileOf(row!);
}
