// Per-page scroll positions (spec §2 "scrolls to the top unless a saved position exists"),
// kept in sessionStorage so they survive a reload of the tab but not a new session. Keyed by
// pageIdentity (lib/domain/shell/keep-alive-routes): the URL less the launch flags.
import { readJson, writeJson } from './storage';

export const SCROLL_POSITIONS_KEY = 'scrollPositions';
/** A long browsing session must not grow the entry without bound; the oldest go first. */
export const MAX_SCROLL_ENTRIES = 50;

export type ScrollEntries = ReadonlyArray<readonly [url: string, y: number]>;

function isEntries(value: unknown): value is ScrollEntries {
  return (
    Array.isArray(value) &&
    value.every(
      (e) =>
        Array.isArray(e) &&
        e.length === 2 &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'number' &&
        Number.isFinite(e[1]),
    )
  );
}

/** Most recent last; a url saved again moves to the end. Positions at the very top are not kept. */
export function withPosition(
  entries: ScrollEntries,
  url: string,
  y: number,
  max = MAX_SCROLL_ENTRIES,
): ScrollEntries {
  const rest = entries.filter(([u]) => u !== url);
  const next = y > 0 && Number.isFinite(y) ? [...rest, [url, Math.round(y)] as const] : rest;
  return next.slice(Math.max(0, next.length - max));
}

export function positionFor(entries: ScrollEntries, url: string): number | null {
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry && entry[0] === url) return entry[1];
  }
  return null;
}

export function loadScrollEntries(): ScrollEntries {
  const value = readJson('session', SCROLL_POSITIONS_KEY);
  return isEntries(value) ? value : [];
}

export function saveScrollPosition(url: string, y: number): void {
  writeJson('session', SCROLL_POSITIONS_KEY, withPosition(loadScrollEntries(), url, y));
}

export function savedScrollPosition(url: string): number | null {
  return positionFor(loadScrollEntries(), url);
}
