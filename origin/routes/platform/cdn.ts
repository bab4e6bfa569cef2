// GET /cdn/img/* and /cdn/aiimg/* – the IMAGE and AIIMG lines: obfuscated image files from
// <mediaDir>/img, fetched by the browser directly (CORS open, no credentials), cacheable
// forever (a changed image gets a new path). Missing files answer the 4040 envelope.
import path from 'node:path';

import { Hono, type Context } from 'hono';

import { CODES } from '@/lib/protocol/codes';
import { mediaFileFinder } from '../../services/video/media-files';
import type { MediaStore } from '../../services/video/media-store';
import { UPLOADED_IMAGE_FOLDER } from '../../services/platform/upload-paths';
import { INGEST_IMAGE_FOLDER } from '../../services/video/ingest-paths';

export interface CdnRoutesOptions {
  /** The media root; images are read from its `img` folder. */
  mediaDir: string;
  /** Where uploaded and ingested pictures are (img/u/…, img/in/…), served under those folders. */
  uploaded?: MediaStore;
}

export const CDN_IMAGE_PREFIXES = ['/cdn/img/', '/cdn/aiimg/'] as const;
export const IMAGE_NOT_FOUND_TIP = '图片不存在';

export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  // Lets a page that isolates itself (COEP) still embed these.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

function notFound(c: Context) {
  return c.json(
    { code: CODES.notFound, data: null, tip: IMAGE_NOT_FOUND_TIP, msg: 'not_found' },
    404,
    { ...CORS_HEADERS, 'cache-control': 'no-store' },
  );
}

/**
 * The path segments after the prefix, decoded, or null when any would step outside the
 * folder or name a hidden file: '', '.', '..', a separator or NUL inside a segment.
 */
export function safeSegments(rawPath: string, prefix: string): string[] | null {
  if (!rawPath.startsWith(prefix)) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(prefix.length).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.length > 0 ? segments : null;
}

export function createCdnRoutes({ mediaDir, uploaded }: CdnRoutesOptions): Hono {
  const findSeed = mediaFileFinder(path.resolve(mediaDir, 'img'));
  const find = (segments: string[]) =>
    (segments[0] === UPLOADED_IMAGE_FOLDER || segments[0] === INGEST_IMAGE_FOLDER) && uploaded
      ? uploaded.find(`img/${segments.join('/')}`)
      : findSeed(segments);
  const app = new Hono();

  for (const prefix of CDN_IMAGE_PREFIXES) {
    app.get(`${prefix}*`, async (c) => {
      // The raw (still encoded) path: Hono's decoded one would hide %2F and %2e%2e.
      const segments = safeSegments(new URL(c.req.url).pathname, prefix);
      const found = segments && (await find(segments));
      if (!found) return notFound(c);
      try {
        const body = await found.read();
        return c.body(body, 200, {
          ...CORS_HEADERS,
          // Obfuscated bytes: not an image until the app decodes them, so never sniffed as one.
          'content-type': 'application/octet-stream',
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=31536000, immutable',
          'content-length': String(body.byteLength),
          'last-modified': found.mtime.toUTCString(),
        });
      } catch {
        return notFound(c);
      }
    });
  }

  return app;
}
