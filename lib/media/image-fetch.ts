// Image fetch of §7: GET the image path on the IMAGE line (binary, 100000 ms timeout), falling
// back to the next line on failure, then de-obfuscate (§5). A failure rejects with an
// ImageLoadError and nothing else: no toast, no console output (§8).
import { IMAGE_FETCH_TIMEOUT_MS } from '@/lib/domain/platform/constants';
import { mimeForImage, sniffImageType } from '@/lib/domain/platform/image-codec';
import { isImageUrl } from '@/lib/domain/platform/image-src';

import { decodeImageBytes } from './image-decode';
import { hasUrlScheme, imageRequestUrls, joinLine } from './image-url';
import { createLimiter, type Limiter } from './limiter';

/** Requests in flight at once across all images (the browser's own per-host limit). */
export const IMAGE_FETCH_CONCURRENCY = 6;

/**
 * no-image: §5 "no image" (empty, or no dot). no-line: a relative path and no line to put it
 * on. unreachable: every line failed (network, timeout, non-2xx). not-image: bytes came back
 * but do not decode to a known image format.
 */
export type ImageLoadFailure = 'no-image' | 'no-line' | 'unreachable' | 'not-image';

export class ImageLoadError extends Error {
  constructor(
    readonly reason: ImageLoadFailure,
    readonly src: string,
  ) {
    super(`image ${reason}: ${src}`);
    this.name = 'ImageLoadError';
  }
}

export interface FetchedImage {
  blob: Blob;
  /** The decoded bytes the Blob was made from (what the image store keeps). */
  bytes: Uint8Array;
  type: string;
  size: number;
  /** The URL that answered. */
  url: string;
}

/** Remembers the line that last worked, so a dead first line is not retried for every image. */
export class LinePreference {
  private good: string | null = null;

  order(lines: readonly string[]): string[] {
    const good = this.good;
    if (good === null || !lines.includes(good)) return [...lines];
    return [good, ...lines.filter((line) => line !== good)];
  }

  succeeded(line: string): void {
    this.good = line;
  }

  failed(line: string): void {
    if (this.good === line) this.good = null;
  }
}

export interface FetchImageOptions {
  /** Base URLs of the IMAGE line, in the config's order. */
  lines: readonly string[];
  timeoutMs?: number;
  fetch?: typeof fetch;
  limiter?: Limiter;
  decode?: (bytes: Uint8Array) => Promise<Uint8Array>;
  preference?: LinePreference;
}

const sharedLimiter = createLimiter(IMAGE_FETCH_CONCURRENCY);
const sharedPreference = new LinePreference();

async function fetchBytes(
  url: string,
  fetchFn: typeof fetch,
  timeoutMs: number,
): Promise<Uint8Array | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, {
      method: 'GET',
      credentials: 'omit',
      signal: controller.signal,
    });
    if (!response.ok) {
      // Free the connection; the body of an error page is of no use.
      void response.body?.cancel().catch(() => undefined);
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches src from the first line that answers with a decodable image. */
export async function fetchImage(src: string, options: FetchImageOptions): Promise<FetchedImage> {
  const clean = typeof src === 'string' ? src.trim() : '';
  if (!isImageUrl(clean)) throw new ImageLoadError('no-image', src);
  const {
    timeoutMs = IMAGE_FETCH_TIMEOUT_MS,
    fetch: fetchFn = globalThis.fetch.bind(globalThis),
    limiter = sharedLimiter,
    decode = decodeImageBytes,
    preference = sharedPreference,
  } = options;

  const [absolute] = imageRequestUrls(clean, []);
  if (absolute === undefined && hasUrlScheme(clean)) throw new ImageLoadError('no-image', src);
  const targets =
    absolute !== undefined
      ? [{ line: null, url: absolute }]
      : preference.order(options.lines).map((line) => ({ line, url: joinLine(line, clean) }));
  if (targets.length === 0) throw new ImageLoadError('no-line', src);

  let reason: ImageLoadFailure = 'unreachable';
  for (const { line, url } of targets) {
    const bytes = await limiter(() => fetchBytes(url, fetchFn, timeoutMs));
    if (bytes !== null) {
      const decoded = await decode(bytes);
      // §5 knows jpeg, png, gif and riff; anything else (an error page served with 200, a
      // corrupt file) is not an image, and another line may still have the real one.
      if (sniffImageType(decoded) !== null) {
        if (line !== null) preference.succeeded(line);
        const type = mimeForImage(decoded, clean);
        const blob = new Blob([decoded as Uint8Array<ArrayBuffer>], { type });
        return { blob, bytes: decoded, type, size: blob.size, url };
      }
      reason = 'not-image';
    }
    if (line !== null) preference.failed(line);
  }
  throw new ImageLoadError(reason, src);
}
