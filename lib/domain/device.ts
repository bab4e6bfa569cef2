// Device id (uuid) rule of spec §3/§5: keep a real id, replace a short or missing one.
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';

import { DEFAULT_TIMEZONE } from './constants';

export const MIN_DEVICE_ID_LENGTH = 7;
export const DEVICE_ID_RANDOM_DIGITS = 10;

const SHANGHAI = tz(DEFAULT_TIMEZONE);

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
    return id + format(now, 'yyyyMMddHHmmss', { in: SHANGHAI });
  }
  for (let i = 0; i < 14; i += 1) id += digit(random);
  return id;
}
