// The AI studio's rules the screens and the origin share (docs/ai-api.md): face swap on operator
// templates, one's own photo, an explicit consent, at most a few orders in the making.
import { formatDiamond } from '../platform/format';

/** Orders of one user that may be queued or processing at once. */
export const AI_UNFINISHED_MAX = 3;
/** The longest side a picked photo is scaled down to before it is uploaded (px). */
export const AI_PHOTO_MAX_SIDE = 1280;
/** A photo smaller than this on its short side shows too little of a face (px). */
export const AI_PHOTO_MIN_SIDE = 128;
/** How often the works list asks again while an order is being made (ms). */
export const AI_POLL_MS = 2_000;
export const TIP_AI_BUSY = `已有${AI_UNFINISHED_MAX}个作品正在生成，请完成后再提交`;
export const AI_CONSENT_TEXT = '我确认照片是本人，并同意仅用于本次生成';

export const AI_STATUSES = ['queued', 'processing', 'done', 'failed'] as const;
export type AiStatus = (typeof AI_STATUSES)[number];

const STATUS_TEXT: Record<AiStatus, string> = {
  queued: '排队中',
  processing: '生成中',
  done: '已完成',
  failed: '生成失败',
};

export const aiStatusText = (status: AiStatus): string => STATUS_TEXT[status];

export const isUnfinished = (status: AiStatus): boolean =>
  status === 'queued' || status === 'processing';

/** 免费, or the diamonds (§5 tenths) an order costs. */
export function aiPriceText(price: number): string {
  return price > 0 ? `${formatDiamond(price)}钻石` : '免费';
}

/** The poll interval while any of `statuses` is unfinished, else false (no polling). */
export function aiPollInterval(statuses: readonly AiStatus[]): number | false {
  return statuses.some(isUnfinished) ? AI_POLL_MS : false;
}

export type PhotoSize = { width: number; height: number };

/**
 * The size a picked photo is drawn at before upload (longest side at most AI_PHOTO_MAX_SIDE),
 * or a Chinese reason it cannot be used.
 */
export function photoScale(size: PhotoSize): PhotoSize | { error: string } {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return { error: '图片无法读取，请换一张' };
  if (Math.min(width, height) < AI_PHOTO_MIN_SIDE) {
    return { error: `照片太小，请选择短边至少${AI_PHOTO_MIN_SIDE}像素的清晰正脸照` };
  }
  const scale = Math.min(1, AI_PHOTO_MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Why the face-swap form cannot be sent yet, or null when it can. */
export function faceSubmitBlocker(form: {
  hasPhoto: boolean;
  consent: boolean;
  unfinished: number;
}): string | null {
  if (!form.hasPhoto) return '请先上传本人正脸照片';
  if (!form.consent) return '请先勾选同意';
  if (form.unfinished >= AI_UNFINISHED_MAX) return TIP_AI_BUSY;
  return null;
}
