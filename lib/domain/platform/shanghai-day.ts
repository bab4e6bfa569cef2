// Calendar days in Asia/Shanghai (UTC+8 all year: China keeps no daylight saving), numbered from
// 1970-01-01: the console's day boundaries (dashboard, broadcast segments) and the per-day view
// counts. Pure.
import { SHANGHAI_UTC_OFFSET_MINUTES } from './constants';

export const DAY_MS = 86_400_000;
/** Added to an instant before dividing by DAY_MS: days start at 00:00 in Asia/Shanghai. */
export const DAY_OFFSET_MS = SHANGHAI_UTC_OFFSET_MINUTES * 60_000;

/** Days since 1970-01-01 in Shanghai of the instant `ms`. */
export function shanghaiDayNumber(ms: number): number {
  return Math.floor((ms + DAY_OFFSET_MS) / DAY_MS);
}

/** The first instant (ms) of Shanghai day `n`. */
export function dayStartMs(n: number): number {
  return n * DAY_MS - DAY_OFFSET_MS;
}

/** Shanghai day `n` as YYYY-MM-DD. */
export function dayLabel(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD (a real calendar date) as a day number, or null. */
export function parseDayLabel(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) return null;
  return ms / DAY_MS;
}
