// What an upload may be (§9 file categories, our size limits) and the refusals of the chunk
// target, whose HTTP statuses the uploader reads (§5): 415 is permanent (type, size, content),
// 400 is worth another try (a chunk damaged or cut short on the way).
import { FILE_SIZE_LIMITS, fileCategory } from '@/lib/domain/platform/files';
import { isUploadVideoExtension, TIP_VIDEO_FORMAT } from '@/lib/domain/video/uploads';
import { CODES } from '@/lib/protocol/codes';
import type { UploadKind } from '@/lib/protocol/shapes/community';

import { ApiError } from '../../http/envelope';

export type Declared = {
  filename: string;
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
  chunkNumber?: number;
};

const KIND_NAMES: Record<UploadKind, string> = {
  image: '图片',
  video: '视频',
  audio: '音频',
  document: '文档',
};

export const TIP_WRONG_CONTENT = '文件内容与类型不符，请选择真实的图片或视频';

export function refuseType(tip = TIP_WRONG_CONTENT): ApiError {
  return new ApiError(CODES.badInput, tip, { status: 415, detail: 'upload refused' });
}

export function refuseBadChunk(tip: string): ApiError {
  return new ApiError(CODES.badInput, tip, { detail: 'bad chunk' });
}

/** The category of a declared file, or a refusal (unknown type, too large, a plan that does not add up). */
export function checkDeclared(declared: Declared): UploadKind {
  const category = fileCategory(declared.filename);
  if (category === 'other') throw refuseType('不支持该文件类型');
  if (category === 'video' && !isUploadVideoExtension(declared.filename))
    throw refuseType(TIP_VIDEO_FORMAT);
  const limit = FILE_SIZE_LIMITS[category];
  if (declared.totalSize > limit) {
    throw refuseType(`${KIND_NAMES[category]}不能超过${Math.round(limit / 1024 / 1024)}MB`);
  }
  checkPlan(declared);
  return category;
}

/** The chunk plan adds up: the declared size in chunks of the declared size, the number in range. */
export function checkPlan(declared: Declared): void {
  const chunks = Math.max(1, Math.ceil(declared.totalSize / declared.chunkSize));
  if (chunks !== declared.totalChunks) throw refuseType('分片信息不一致，请重新上传');
  if (declared.chunkNumber !== undefined && declared.chunkNumber > declared.totalChunks)
    throw refuseType('分片序号超出范围');
}
