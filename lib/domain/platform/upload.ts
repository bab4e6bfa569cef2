// Chunked-upload rules of spec §4, §5, §8 and §9 (flow.js-style uploader).

export const UPLOAD_DEFAULTS = {
  chunkSize: 1024 * 1024,
  simultaneousUploads: 3,
  progressCallbacksInterval: 500,
  speedSmoothingFactor: 0.1,
  maxChunkRetries: 0,
} as const;

export const FILE_STATUSES = ['waiting', 'uploading', 'paused', 'error', 'success'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const CHUNK_STATUSES = [
  'pending',
  'uploading',
  'reading',
  'success',
  'error',
  'complete',
  'progress',
  'retry',
] as const;
export type ChunkStatus = (typeof CHUNK_STATUSES)[number];

export const CHUNK_SUCCESS_STATUSES: readonly number[] = [200, 201, 202];
export const CHUNK_PERMANENT_ERROR_STATUSES: readonly number[] = [404, 415, 500, 501];

export type ChunkOutcome = 'success' | 'permanent-error' | 'retry';

/** Anything not listed (network error 0, 502, 503, 429…) is worth another try. */
export function classifyChunkStatus(status: number): ChunkOutcome {
  if (CHUNK_SUCCESS_STATUSES.includes(status)) return 'success';
  if (CHUNK_PERMANENT_ERROR_STATUSES.includes(status)) return 'permanent-error';
  return 'retry';
}

export interface ChunkRange {
  /** 1-based, as the `chunkNumber` form field. */
  number: number;
  /** Byte offset, inclusive. */
  start: number;
  /** Byte offset, exclusive: pass straight to Blob.slice(start, end). */
  end: number;
}

/**
 * Equal chunks with a smaller last one (unlike flow.js, which grows the last chunk).
 * A 0-byte file still has one empty chunk so the server sees the file at all.
 * Sizes must be safe integers (totalSize ≥ 0, chunkSize ≥ 1): a bad size is a bug in
 * the caller, so it throws rather than uploading something odd.
 */
export function chunkPlan(totalSize: number, chunkSize: number): ChunkRange[] {
  if (!Number.isSafeInteger(totalSize) || totalSize < 0) {
    throw new RangeError(`chunkPlan: bad totalSize ${totalSize}`);
  }
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
    throw new RangeError(`chunkPlan: bad chunkSize ${chunkSize}`);
  }
  const count = Math.max(1, Math.ceil(totalSize / chunkSize));
  const plan: ChunkRange[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = i * chunkSize;
    plan.push({ number: i + 1, start, end: Math.min(totalSize, start + chunkSize) });
  }
  return plan;
}

/**
 * Exponential moving average: factor·sample + (1 − factor)·prev. A non-finite sample
 * keeps prev, a non-finite prev takes the sample, a factor outside [0, 1] is clamped
 * and a non-finite one falls back to the default; speeds never go below 0.
 */
export function smoothSpeed(
  prev: number,
  sample: number,
  factor: number = UPLOAD_DEFAULTS.speedSmoothingFactor,
): number {
  const p = Number.isFinite(prev) ? Math.max(0, prev) : null;
  const s = Number.isFinite(sample) ? Math.max(0, sample) : null;
  if (s === null) return p ?? 0;
  if (p === null) return s;
  const f = Number.isFinite(factor)
    ? Math.min(1, Math.max(0, factor))
    : UPLOAD_DEFAULTS.speedSmoothingFactor;
  return f * s + (1 - f) * p;
}
