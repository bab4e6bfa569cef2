// Display formats of spec §5: money, counts, relative time, durations and dates.
import { format } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';

import { DEFAULT_DATE_FORMAT, SHANGHAI_UTC_OFFSET_MINUTES } from './constants';

export type Timestamp = number | string | Date;

// Seconds since 1970 stay below 1e11 until the year 5138, while milliseconds pass 1e11
// in March 1973: every real timestamp the API sends is unambiguous under this cut.
const SECONDS_CUTOFF = 1e11;
const MAX_DATE_MS = 8.64e15;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/**
 * Milliseconds since the epoch, or null when the input is not a usable time.
 * Numbers (and numeric strings) whose magnitude is below 1e11 are read as seconds.
 */
export function toMillis(ts: Timestamp | null | undefined): number | null {
  let value: number;
  if (ts instanceof Date) value = ts.getTime();
  else if (typeof ts === 'number') value = ts;
  else if (typeof ts === 'string' && NUMERIC.test(ts.trim())) value = Number(ts.trim());
  else return null;
  if (!Number.isFinite(value)) return null;
  const ms = Math.abs(value) < SECONDS_CUTOFF ? value * 1000 : value;
  return Math.abs(ms) <= MAX_DATE_MS ? ms : null;
}

/**
 * `perUnit` is 100 (gold) or 10 (diamond), so 100 / perUnit is an exact 1 or 10.
 * Integers are scaled in BigInt: exact for any size and never in exponent notation.
 * Fractional amounts (below 2^52, so scaling stays finite) round half away from zero.
 */
function formatScaled(amount: number | null | undefined, perUnit: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '0';
  const scale = 100 / perUnit;
  const abs = Math.abs(amount);
  const hundredths = Number.isInteger(abs)
    ? BigInt(abs) * BigInt(scale)
    : BigInt(Math.round(abs * scale));
  if (hundredths === 0n) return '0';
  const sign = amount < 0 ? '-' : '';
  const whole = hundredths / 100n;
  const cents = hundredths % 100n;
  return cents === 0n ? `${sign}${whole}` : `${sign}${whole}.${cents.toString().padStart(2, '0')}`;
}

/** Gold is stored in cents: 12345 → '123.45', 12310 → '123.10', 12300 → '123'. */
export function formatGold(amount: number | null | undefined): string {
  return formatScaled(amount, 100);
}

/** Diamonds are stored in tenths: 1234 → '123.40', 1230 → '123'. */
export function formatDiamond(amount: number | null | undefined): string {
  return formatScaled(amount, 10);
}

export type CountStyle = 'cn' | 'en' | 'zh';

// Largest unit first. 'en' has no billion: §5 lists only K, M and T, so 1.5e9 is '1500M'.
// 'zh' is what the screens print: 万 and 亿 (docs/decisions/0031-issue-35-smaller-slips.md "Counts
// read 万 and 亿").
const COUNT_UNITS: Record<CountStyle, ReadonlyArray<readonly [number, string]>> = {
  cn: [
    [1e8, 'Y'],
    [1e4, 'W'],
  ],
  zh: [
    [1e8, '亿'],
    [1e4, '万'],
  ],
  en: [
    [1e12, 'T'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

/**
 * One decimal, truncated (never rounded up, so 99999 is '9.9W', not '10.0W'), and a
 * trailing '.0' dropped (10000 → '1W'). Below the smallest unit: the plain integer.
 * Negative, NaN or infinite counts show '0'.
 */
export function abbreviateCount(n: number | null | undefined, style: CountStyle = 'cn'): string {
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '0';
  const count = Math.floor(n);
  for (const [unit, suffix] of COUNT_UNITS[style]) {
    if (count < unit) continue;
    // BigInt division truncates exactly; float division can round k − 0.001 up to k.
    const tenths = BigInt(count) / BigInt(unit / 10);
    const whole = tenths / 10n;
    const decimal = tenths % 10n;
    return decimal === 0n ? `${whole}${suffix}` : `${whole}.${decimal}${suffix}`;
  }
  return BigInt(count).toString();
}

/**
 * A count as the screens print it: §5's abbreviation with the Chinese units a Chinese app
 * writes (2.5亿, 1.2万) instead of its letters Y and W, which stay available as
 * abbreviateCount's 'cn' style wherever the spec's letters are required.
 */
export function formatCount(n: number | null | undefined): string {
  return abbreviateCount(n, 'zh');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;

/**
 * Chinese relative time of `ts` (seconds or ms, see toMillis) as seen at `now` (ms).
 * Buckets floor: 59 s 刚刚, 60 s 1分钟前, … 7–29 days N周前, from 30 days always
 * 1个月前 (§5 says literally "1 month ago"). Future or invalid times give ''.
 */
export function relativeTime(ts: Timestamp | null | undefined, now: number): string {
  const then = toMillis(ts);
  if (then === null || !Number.isFinite(now)) return '';
  const diff = now - then;
  if (diff < 0) return '';
  if (diff < MINUTE) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  if (diff < WEEK) return `${Math.floor(diff / DAY)}天前`;
  if (diff < MONTH) return `${Math.floor(diff / WEEK)}周前`;
  return '1个月前';
}

/**
 * How far ahead of this device's clock a moment the server stamped may be and still have
 * happened: the screen's `now` moves once a minute, and phones' clocks drift by minutes.
 */
export const STAMP_AHEAD_MS = 5 * MINUTE;

/**
 * relativeTime of a moment the server stamped (a comment, a post): something that has happened,
 * so a stamp up to STAMP_AHEAD_MS ahead of `now` is 刚刚 (a comment just sent, not blank); one
 * further ahead is not believed and gives '' as any future time does.
 */
export function stampedTime(ts: Timestamp | null | undefined, now: number): string {
  const then = toMillis(ts);
  if (then !== null && then > now && then - now <= STAMP_AHEAD_MS) return '刚刚';
  return relativeTime(ts, now);
}

function wholeSeconds(seconds: number | null | undefined): number | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.floor(seconds);
}

/**
 * '1h2m3s'. Only leading zero units are omitted (65 → '1m5s', 3600 → '1h0m0s') so the
 * shape stays stable while a value counts down. Fractions are floored; hours are not
 * folded into days. Invalid or negative → '0s'.
 */
export function formatDuration(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  if (total === null) return '0s';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}h${m}m${s}s`;
  if (m > 0) return `${m}m${s}s`;
  return `${s}s`;
}

/** 'HH:mm:ss'; hours grow past 99 rather than wrap. Invalid or negative → '00:00:00'. */
export function formatClock(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds) ?? 0;
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

// dayjs token → date-fns token. dayjs' A/a and ddd/dddd render through the zh-CN locale
// (上午/下午, 周一/星期一), matching dayjs with the app's zh-cn locale.
const DAYJS_TO_DATE_FNS: Record<string, string> = {
  YYYY: 'yyyy',
  YY: 'yy',
  MM: 'MM',
  M: 'M',
  DD: 'dd',
  D: 'd',
  dddd: 'EEEE',
  ddd: 'EEE',
  HH: 'HH',
  H: 'H',
  hh: 'hh',
  h: 'h',
  mm: 'mm',
  m: 'm',
  ss: 'ss',
  s: 's',
  SSS: 'SSS',
  A: 'a',
  a: 'a',
};

const DAYJS_TOKEN =
  /\[([^\]]*)]|YYYY|YY|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|SSS|A|a|[^[YMDdHhmsSAa]+|[\s\S]/g;

/**
 * Translates a dayjs pattern into date-fns. Everything that is not a supported token,
 * including `[escaped]` text and unknown letters, is quoted so date-fns prints it as is
 * (dayjs also prints unknown letters literally). Literal runs are gathered first because
 * two adjacent quoted parts ('a''b') would read as one part holding a quote.
 */
export function toDateFnsPattern(pattern: string): string {
  let out = '';
  let literal = '';
  const flush = () => {
    if (literal !== '') out += `'${literal.replace(/'/g, "''")}'`;
    literal = '';
  };
  for (const [token, escaped] of pattern.matchAll(DAYJS_TOKEN)) {
    const mapped = escaped === undefined ? DAYJS_TO_DATE_FNS[token] : undefined;
    if (mapped === undefined) {
      literal += escaped ?? token;
    } else {
      flush();
      out += mapped;
    }
  }
  flush();
  return out;
}

/**
 * A Date whose local-time getters read the wall clock in Asia/Shanghai, whatever the host's
 * zone: what date-fns' format needs to print Shanghai time. A fixed offset instead of a zone
 * database: the first Intl time-zone format a page makes loads ICU's zone data, a long task on
 * the first video card or the device id (docs/benchmarks.md).
 */
class ShanghaiDate extends Date {
  private wall(): Date {
    return new Date(this.getTime() + SHANGHAI_UTC_OFFSET_MINUTES * 60_000);
  }
  override getFullYear() {
    return this.wall().getUTCFullYear();
  }
  override getMonth() {
    return this.wall().getUTCMonth();
  }
  override getDate() {
    return this.wall().getUTCDate();
  }
  override getDay() {
    return this.wall().getUTCDay();
  }
  override getHours() {
    return this.wall().getUTCHours();
  }
  override getMinutes() {
    return this.wall().getUTCMinutes();
  }
  override getSeconds() {
    return this.wall().getUTCSeconds();
  }
  override getMilliseconds() {
    return this.wall().getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return -SHANGHAI_UTC_OFFSET_MINUTES;
  }
}

const inShanghai = (value: Date | number | string) => new ShanghaiDate(+new Date(value));

/** Renders `ts` (seconds or ms, see toMillis) in Asia/Shanghai whatever the host zone. */
export function formatDate(
  ts: Timestamp | null | undefined,
  pattern: string = DEFAULT_DATE_FORMAT,
): string {
  const ms = toMillis(ts);
  if (ms === null) return '';
  return format(ms, toDateFnsPattern(pattern), { in: inShanghai, locale: zhCN });
}
