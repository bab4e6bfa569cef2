// The covers a first screen's HTML carries as plain images (issue 36 item 2): the first few of
// its first section, which a first visit sees at once. The web server reads them from the IMAGE
// line, undoes the obfuscation (§5) and serves them same-origin (app/api/cover), so the browser
// draws them from the HTML without the app's code; every other image keeps the line and its
// obfuscation. docs/decisions/0033-first-paint-of-first-visit.md "First covers from the server" has
// the measurement.
import { isImageUrl } from '../platform/image-src';

/** Where the web server serves a first-screen cover: `?src=` the cover's path on the line. */
export const FIRST_COVER_PATH = '/api/cover';
/** How many covers by default (FIRST_SCREEN_COVERS): a Pixel 7's first screen shows two rows. */
export const DEFAULT_FIRST_COVERS = 4;
export const MAX_FIRST_COVERS = 8;

type Home = { sections: readonly { videos: readonly { cover: string }[] }[] };

const ON_LINE = /^\/?[A-Za-z0-9._~/-]+$/;

/**
 * The first `count` covers of the first section, in display order: paths on the IMAGE line
 * only (an absolute URL is another server's to serve), each once.
 */
export function firstScreenCovers(home: Home | null | undefined, count: number): string[] {
  const videos = home?.sections[0]?.videos ?? [];
  const out: string[] = [];
  for (const video of videos) {
    if (out.length >= count) break;
    const src = servableCover(video.cover);
    if (src !== null && !out.includes(src)) out.push(src);
  }
  return out;
}

/** A cover the web server may serve: an image path on the IMAGE line, else null. */
export function servableCover(cover: string | null | undefined): string | null {
  const src = cover?.trim() ?? '';
  return isImageUrl(src) && ON_LINE.test(src) && !src.includes('..') ? src : null;
}

export function firstCoverUrl(src: string): string {
  return `${FIRST_COVER_PATH}?src=${encodeURIComponent(src)}`;
}

/** FIRST_SCREEN_COVERS: a whole number 0–8 (0: none); anything else is the default. */
export function parseFirstCoverCount(raw: string | undefined): number {
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return DEFAULT_FIRST_COVERS;
  return Math.min(MAX_FIRST_COVERS, Number(raw));
}

/**
 * Whether a page request is a document load, which may wait for a served cover: a move inside
 * the app is the router's fetch (`Sec-Fetch-Dest: empty`) and has its tapped card's cover
 * already. A client that sends no `Sec-Fetch-Dest` (an old browser, a crawler) gets the cover.
 */
export function wantsServedCover(secFetchDest: string | null): boolean {
  return secFetchDest === null || secFetchDest === 'document';
}
