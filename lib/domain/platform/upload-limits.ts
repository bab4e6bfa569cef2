// What may be uploaded per day and at once, how large a picture may be, and when unused uploads
// go: our choices (§9 names the file categories and FILE_SIZE_LIMITS sits beside this, not the
// quotas). Sized for a real community: a post takes up to 9 pictures, an author up to 10 posts
// an hour (communityRules.postsPerHour), and the publish screen uploads every picked file at once.

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

export type DailyQuota = {
  /** Pictures taken (one-shot calls and chunked uploads of kind image). */
  pictures: number;
  /** Bytes of those pictures, as received (a chunked upload's declared totalSize). */
  pictureBytes: number;
  /** Bytes of every other upload (videos, audio, documents), declared when the upload opens. */
  fileBytes: number;
};

/** One user's day (a Shanghai calendar day): 33 full 9-picture posts, four 500 MiB videos. */
export const USER_DAILY_QUOTA: DailyQuota = {
  pictures: 300,
  pictureBytes: 1 * GIB,
  fileBytes: 2 * GIB,
};

/** One device's day: a device signing in as several accounts gets one user's day. */
export const DEVICE_DAILY_QUOTA: DailyQuota = USER_DAILY_QUOTA;

/**
 * One address's day (the BFF's x-real-ip; IPv6 by its /64): ten users', so a carrier's shared
 * address (CGNAT) still serves many people while one machine minting guests is bounded.
 */
export const ADDRESS_DAILY_QUOTA: DailyQuota = {
  pictures: 3000,
  pictureBytes: 10 * GIB,
  fileBytes: 20 * GIB,
};

/**
 * Chunked uploads under way at once per user: the publish screen starts all 9 picked pictures
 * together, plus one. An unfinished upload with no chunk for OPEN_UPLOAD_IDLE_MS no longer
 * counts (a picture removed mid-upload must not block the next ones); it is removed later.
 */
export const OPEN_UPLOADS_MAX = 10;
export const OPEN_UPLOAD_IDLE_MS = 30 * 60_000;

/** Decoded pixels a picture may have (every frame of an animation together): a 50 MP photo. */
export const PICTURE_MAX_INPUT_PIXELS = 50_000_000;
/** Pixels a kept picture (each frame) may have; larger ones are scaled down, aspect kept. */
export const PICTURE_MAX_OUTPUT_PIXELS = 4096 * 4096;

/** An upload left unfinished (or failed) this long is removed with its chunks. */
export const ABANDONED_UPLOAD_MS = 6 * HOUR_MS;
/**
 * A finished upload nothing refers to (no post, AI order, template…) this long after it was
 * finished is removed: a day to write the post it was picked for.
 */
export const UNREFERENCED_UPLOAD_MS = DAY_MS;

export const TIP_UPLOAD_DAILY = '今日上传已达上限，请明天再试';
export const TIP_UPLOAD_BUSY = '同时上传的文件过多，请等待当前上传完成';
export const TIP_PICTURE_BROKEN = '图片已损坏或格式不支持';
export const TIP_PICTURE_TOO_LARGE = `图片像素过大（不能超过${PICTURE_MAX_INPUT_PIXELS / 10_000}万像素），请缩小后再上传`;

/** The Shanghai calendar day holding `nowMs`, as the window daily quotas are counted in. */
export function uploadDay(nowMs: number): { startMs: number; endMs: number } {
  const startMs = Math.floor((nowMs + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return { startMs, endMs: startMs + DAY_MS };
}

/** Bytes as the quota counters keep them: whole KiB, rounded up (a counter holds up to 2^31). */
export const quotaKib = (bytes: number) => Math.ceil(Math.max(0, bytes) / 1024);

/**
 * The size a picture of width × height is kept at: the same when within `maxPixels`, else
 * scaled down evenly to fit (each side at least 1).
 */
export function fitPixels(
  width: number,
  height: number,
  maxPixels = PICTURE_MAX_OUTPUT_PIXELS,
): { width: number; height: number; scaled: boolean } {
  if (width * height <= maxPixels) return { width, height, scaled: false };
  const factor = Math.sqrt(maxPixels / (width * height));
  const h = Math.max(1, Math.floor(height * factor));
  // A side that would round below one pixel stays at one; the other side takes what is left.
  const w = Math.max(1, Math.min(Math.floor(width * factor), Math.floor(maxPixels / h)));
  return { width: w, height: Math.max(1, Math.min(h, Math.floor(maxPixels / w))), scaled: true };
}
