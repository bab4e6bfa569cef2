// Device id (uuid) rule of spec §3/§5: keep a real id, replace a short or missing one.
// The time is written with Intl, not date-fns: this runs in every first visit's bootstrap, and
// date-fns' formatter and time-zone layer would be ~15 kB gzip of first-load JS for one stamp.
import { DEFAULT_TIMEZONE } from './constants';

export const MIN_DEVICE_ID_LENGTH = 7;
export const DEVICE_ID_RANDOM_DIGITS = 10;

let stampFormat: Intl.DateTimeFormat | null = null;

/** yyyyMMddHHmmss of `now` (ms) in Asia/Shanghai. */
function shanghaiStamp(now: number): string {
  stampFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DEFAULT_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of stampFormat.formatToParts(now)) part[type] = value;
  const year = (part.year ?? '').padStart(4, '0');
  return `${year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** One decimal digit; a misbehaving `random` outside [0,1) is clamped, never '10' or '-1'. */
function digit(random: () => number): string {
  const r = random();
  const d = Number.isFinite(r) ? Math.floor(r * 10) : 0;
  return String(Math.min(9, Math.max(0, d)));
}

/**
 * `given` is trimmed before the length check, so padding cannot make a short id pass.
 * The new id is 10 random digits + yyyyMMddHHmmss of `now` (ms) in Asia/Shanghai:
 * 24 digits. A non-finite `now` gets 14 more random digits instead of a fake time.
 */
export function resolveDeviceId(
  given: string | null | undefined,
  random: () => number,
  now: number,
): string {
  const trimmed = typeof given === 'string' ? given.trim() : '';
  if (trimmed.length >= MIN_DEVICE_ID_LENGTH) return trimmed;
  let id = '';
  for (let i = 0; i < DEVICE_ID_RANDOM_DIGITS; i += 1) id += digit(random);
  if (Number.isFinite(now) && Math.abs(now) <= 8.64e15) {
    return id + shanghaiStamp(now);
  }
  for (let i = 0; i < 14; i += 1) id += digit(random);
  return id;
}
