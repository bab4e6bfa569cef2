// Reload-once rule for code 1000 (spec §4, §8; ARCHITECTURE "at most once per page load").
// The marker in sessionStorage outlives the reload it triggered, so the reloaded page
// knows it must not reload again for the same reason.
import { readStorage, removeStorage, writeStorage } from './storage';

export const SESSION_RELOAD_KEY = 'sessionReloadAt';
/**
 * How long a marker counts. It is normally cleared once the new session has worked for a
 * while (markerSettled); the window only stops a marker left behind (tab closed mid-reload)
 * from blocking a genuine expiry much later.
 */
export const SESSION_RELOAD_WINDOW_MS = 5 * 60_000;
/**
 * A secure success clears the marker only once the new session has worked this long, counted
 * from its first success in the reloaded page. Right after it, one call may succeed while
 * another still gets 1000 (a server that refuses the new session for some calls): clearing on
 * that first success let the next 1000 reload again, in a loop. Counted from the reload instead,
 * a slow phone spent the time reloading and booting, and looped all the same.
 */
export const SESSION_SETTLE_MS = 5_000;

export type SessionInvalidAction = 'reload' | 'wait' | 'fail';

export interface SessionInvalidInput {
  /** This page load already called location.reload() for a 1000. */
  reloadIssued: boolean;
  /** When a 1000-triggered reload happened in this tab, if one is on record. */
  markerAt: number | null;
  now: number;
}

/**
 * 'wait': a reload is already under way and this is a concurrent response of the same
 * invalidation; 'fail': the session broke again right after a reload, show the error
 * screen; 'reload': clear auth and reload.
 */
export function decideSessionInvalid({
  reloadIssued,
  markerAt,
  now,
}: SessionInvalidInput): SessionInvalidAction {
  if (reloadIssued) return 'wait';
  if (markerAt !== null && now - markerAt >= 0 && now - markerAt < SESSION_RELOAD_WINDOW_MS)
    return 'fail';
  return 'reload';
}

/**
 * True when a secure success at `now` shows the session reloaded at `markerAt` holds: it first
 * worked at `firstSuccessAt` in this page load and still works SESSION_SETTLE_MS later.
 */
export function markerSettled(markerAt: number, firstSuccessAt: number, now: number): boolean {
  // A clock set back past the reload cannot keep a marker forever.
  if (now < markerAt) return true;
  return now - firstSuccessAt >= SESSION_SETTLE_MS;
}

export function readReloadMarker(): number | null {
  const raw = readStorage('session', SESSION_RELOAD_KEY);
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * False when the marker could not be kept (no sessionStorage): the caller must then not
 * reload, because the reloaded page could not know it had already reloaded once.
 */
export function writeReloadMarker(now: number): boolean {
  const value = String(Math.floor(now));
  return (
    writeStorage('session', SESSION_RELOAD_KEY, value) &&
    readStorage('session', SESSION_RELOAD_KEY) === value
  );
}

export function clearReloadMarker(): void {
  removeStorage('session', SESSION_RELOAD_KEY);
}
