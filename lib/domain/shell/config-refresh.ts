// How old the tab's copy of ping/config may grow (docs/admin-api.md "Home": a saved change
// reaches users within 60 s). Checked every CONFIG_CHECK_MS while the page is visible, so a copy
// is at most CONFIG_MAX_AGE_MS + CONFIG_CHECK_MS old when it is read again: 45 + 10 < 60 s.

export const CONFIG_MAX_AGE_MS = 45_000;
export const CONFIG_CHECK_MS = 10_000;

/**
 * When the copy was read, by its own serverTime (unix seconds), or 0 (read again at once) when
 * it has none or claims a time ahead of this clock by more than the age: a skewed clock costs
 * one extra read, never a stale banner.
 */
export function configReadAt(serverTime: unknown, nowMs: number): number {
  if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return 0;
  const at = serverTime * 1000;
  return at > nowMs + CONFIG_MAX_AGE_MS ? 0 : at;
}

/** Whether a copy read at `readAtMs` is due to be read again at `nowMs`. */
export function configDue(readAtMs: number, nowMs: number): boolean {
  return nowMs - readAtMs >= CONFIG_MAX_AGE_MS;
}
