// Device id (uuid) rule of spec §3/§5: keep a real id, replace a short or missing one.
// The time is computed, not formatted with Intl or date-fns: this runs in every first visit's
// bootstrap, on the way to the guest login, and the first Intl.DateTimeFormat with a time zone
// loads ICU's zone data, a long task (date-fns would add to the bundle; docs/benchmarks.md).
// Asia/Shanghai (§9's zone) has been UTC+8 without daylight saving since 1991.

import { SHANGHAI_UTC_OFFSET_MINUTES } from './constants';

export const MIN_DEVICE_ID_LENGTH = 7;
export const DEVICE_ID_RANDOM_DIGITS = 10;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyyMMddHHmmss of `now` (ms) in Asia/Shanghai. */
function shanghaiStamp(now: number): string {
  const t = new Date(now + SHANGHAI_UTC_OFFSET_MINUTES * 60_000);
  return (
    pad(t.getUTCFullYear(), 4) +
    pad(t.getUTCMonth() + 1) +
    pad(t.getUTCDate()) +
    pad(t.getUTCHours()) +
    pad(t.getUTCMinutes()) +
    pad(t.getUTCSeconds())
  );
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

/** The uuid of the link, else the stored id, else a new one; a short candidate is skipped (§5). */
export function pickDeviceId(
  launchUuid: string | undefined,
  stored: string | null,
  random: () => number,
  now: number,
): string {
  const usable = [launchUuid, stored].find(
    (v): v is string => typeof v === 'string' && v.trim().length >= MIN_DEVICE_ID_LENGTH,
  );
  return resolveDeviceId(usable ?? null, random, now);
}
