import 'server-only';

import { decodeImage, mimeForImage, sniffImageType } from '@/lib/domain/platform/image-codec';
import { parseFirstCoverCount } from '@/lib/domain/video/first-covers';
import { imageRequestUrls } from '@/lib/media/image-url';

// The first screen's covers, served by the web server as plain images (lib/domain/video/first-covers
// says which and why). Only a cover a page was rendered with in the last OFFER_TTL_MS is served:
// the route is not a way to read the IMAGE line without its obfuscation. Decoded covers are kept
// in memory (a few per area), so the origin is asked once per cover, not once per visitor.

export const OFFER_TTL_MS = 10 * 60_000;
const CACHE_MAX = 32;
const FETCH_TIMEOUT_MS = 3_000;

export function firstCoverCount(): number {
  return parseFirstCoverCount(process.env.FIRST_SCREEN_COVERS);
}

export type Cover = { bytes: Uint8Array; type: string };

// On globalThis: the layout that offers and the route that serves are separate server bundles,
// each with its own copy of this module, in one process. (Another instance behind a balancer
// answers 404, and the browser falls back to the line: LazyImage `initialUrl`.)
const shared = ((globalThis as { [key: symbol]: unknown })[Symbol.for('yingshi.firstCovers')] ??= {
  offered: new Map<string, number>(),
  cache: new Map<string, Promise<Cover | null>>(),
}) as { offered: Map<string, number>; cache: Map<string, Promise<Cover | null>> };
const { offered, cache } = shared;

/** The covers a page is being rendered with: servable from now on for a while. */
export function offerFirstCovers(srcs: readonly string[], now = Date.now()): void {
  for (const src of srcs) offered.set(src, now);
  for (const [src, at] of offered) if (now - at > OFFER_TTL_MS) offered.delete(src);
}

export function isOffered(src: string, now = Date.now()): boolean {
  const at = offered.get(src);
  return at !== undefined && now - at <= OFFER_TTL_MS;
}

async function fetchCover(src: string, lines: readonly string[], fetchFn: typeof fetch) {
  for (const url of imageRequestUrls(src, lines)) {
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) continue;
      const bytes = decodeImage(new Uint8Array(await response.arrayBuffer()));
      if (sniffImageType(bytes) === null) continue;
      return { bytes, type: mimeForImage(bytes, src) };
    } catch {
      // The next line.
    }
  }
  return null;
}

/** An offered cover, de-obfuscated; null when it is not offered or no line has it. */
export async function loadFirstCover(
  src: string,
  lines: readonly string[],
  fetchFn: typeof fetch = fetch,
  now = Date.now(),
): Promise<Cover | null> {
  if (!isOffered(src, now)) return null;
  let pending = cache.get(src);
  if (!pending) {
    pending = fetchCover(src, lines, fetchFn);
    cache.set(src, pending);
    // A failure is not kept: the next visitor's page asks again.
    void pending.then((cover) => cover ?? cache.delete(src));
    while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  }
  return pending;
}
