import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';

import {
  formatClock,
  formatDate,
  formatDuration,
  relativeTime,
  STAMP_AHEAD_MS,
  stampedTime,
  toDateFnsPattern,
} from './format';
import { shanghaiWallClock } from './shanghai-oracle.test-support';

describe('relativeTime', () => {
  const NOW = 1_700_000_000_000;
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it.each([
    [0, '刚刚'],
    [1, '刚刚'],
    [59 * S, '刚刚'],
    [60 * S - 1, '刚刚'],
    [60 * S, '1分钟前'],
    [2 * M + 30 * S, '2分钟前'],
    [59 * M + 59 * S, '59分钟前'],
    [60 * M, '1小时前'],
    [23 * H + 59 * M, '23小时前'],
    [24 * H - 1, '23小时前'],
    [24 * H, '1天前'],
    [6 * D + 23 * H, '6天前'],
    [7 * D - 1, '6天前'],
    [7 * D, '1周前'],
    [13 * D, '1周前'],
    [14 * D, '2周前'],
    [28 * D, '4周前'],
    [30 * D - 1, '4周前'],
    [30 * D, '1个月前'],
    [31 * D, '1个月前'],
    [365 * D, '1个月前'],
    [10 * 365 * D, '1个月前'],
  ])('%s ms ago → %s', (ago, expected) => {
    expect(relativeTime(NOW - ago, NOW)).toBe(expected);
  });

  it('gives nothing for a future time', () => {
    expect(relativeTime(NOW + 1, NOW)).toBe('');
    expect(relativeTime(NOW + 30 * D, NOW)).toBe('');
  });

  it('accepts second timestamps, numeric strings and dates', () => {
    expect(relativeTime(NOW / 1000 - 120, NOW)).toBe('2分钟前');
    expect(relativeTime(String(NOW / 1000 - 3 * 3600), NOW)).toBe('3小时前');
    expect(relativeTime(new Date(NOW - 2 * D), NOW)).toBe('2天前');
  });

  it.each([NaN, Infinity, null, undefined, '', 'yesterday'])('invalid %s → empty', (ts) => {
    expect(relativeTime(ts, NOW)).toBe('');
  });

  it('invalid now → empty', () => {
    expect(relativeTime(NOW, NaN)).toBe('');
  });
});

describe('stampedTime', () => {
  const NOW = 1_700_000_000_000;

  it('reads a server stamp a little ahead of the device clock as 刚刚', () => {
    expect(stampedTime(NOW + 1, NOW)).toBe('刚刚');
    expect(stampedTime((NOW + 40_000) / 1000, NOW)).toBe('刚刚');
    expect(stampedTime(NOW + STAMP_AHEAD_MS, NOW)).toBe('刚刚');
  });

  it('gives nothing for a stamp too far ahead to believe, or an invalid one', () => {
    expect(stampedTime(NOW + STAMP_AHEAD_MS + 1, NOW)).toBe('');
    expect(stampedTime('yesterday', NOW)).toBe('');
    expect(stampedTime(NOW - 1000, NaN)).toBe('');
  });

  it('is relativeTime for the past', () => {
    expect(stampedTime(NOW - 90_000, NOW)).toBe('1分钟前');
    expect(stampedTime(NOW - 3 * 86_400_000, NOW)).toBe('3天前');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [5, '5s'],
    [59, '59s'],
    [59.9, '59s'],
    [60, '1m0s'],
    [65, '1m5s'],
    [3599, '59m59s'],
    [3600, '1h0m0s'],
    [3723, '1h2m3s'],
    [3605, '1h0m5s'],
    [86_400, '24h0m0s'],
    [360_000, '100h0m0s'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([-1, -0.5, NaN, Infinity, -Infinity, null, undefined])('invalid %s → 0s', (s) => {
    expect(formatDuration(s)).toBe('0s');
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00:00'],
    [5, '00:00:05'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [65, '00:01:05'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [3723.9, '01:02:03'],
    [86_399, '23:59:59'],
    [86_400, '24:00:00'],
    [360_000, '100:00:00'],
  ])('%s → %s', (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it.each([-1, NaN, Infinity, null, undefined])('invalid %s → 00:00:00', (s) => {
    expect(formatClock(s)).toBe('00:00:00');
  });
});

describe('toDateFnsPattern', () => {
  it.each([
    ['YYYY-MM-DD HH:mm:ss', "yyyy'-'MM'-'dd' 'HH':'mm':'ss"],
    ['YY/M/D H:m:s.SSS', "yy'/'M'/'d' 'H':'m':'s'.'SSS"],
    ['hh:mm A', "hh':'mm' 'a"],
    ['h a', "h' 'a"],
    ['dddd ddd', "EEEE' 'EEE"],
    ['[YYYY] YYYY', "'YYYY 'yyyy"],
    ['[]YYYY', 'yyyy'],
    ["YYYY'MM", "yyyy''''MM"],
    ['YYYY年MM月DD日', "yyyy'年'MM'月'dd'日'"],
    ['SS Q x', "'SS Q x'"],
    ['', ''],
  ])('%s → %s', (dayjs, dateFns) => {
    expect(toDateFnsPattern(dayjs)).toBe(dateFns);
  });
});

describe('formatDate (Asia/Shanghai)', () => {
  // 2024-01-01T00:00:00Z is 08:00 in Shanghai (UTC+8, no daylight saving).
  const NEW_YEAR_UTC_S = 1_704_067_200;
  const originalTz = process.env.TZ;

  afterEach(() => {
    // Assigning undefined would store the string 'undefined' as the zone.
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each([
    [NEW_YEAR_UTC_S, undefined, '2024-01-01 08:00:00'],
    [NEW_YEAR_UTC_S * 1000, undefined, '2024-01-01 08:00:00'],
    [NEW_YEAR_UTC_S - 8 * 3600, undefined, '2024-01-01 00:00:00'],
    [NEW_YEAR_UTC_S - 8 * 3600 - 1, undefined, '2023-12-31 23:59:59'],
    [String(NEW_YEAR_UTC_S), undefined, '2024-01-01 08:00:00'],
    [0, undefined, '1970-01-01 08:00:00'],
    [NEW_YEAR_UTC_S * 1000 + 123, 'YYYY/MM/DD HH:mm:ss.SSS', '2024/01/01 08:00:00.123'],
    [NEW_YEAR_UTC_S, 'YYYY年M月D日', '2024年1月1日'],
    [NEW_YEAR_UTC_S, 'MM-DD', '01-01'],
    [NEW_YEAR_UTC_S + 6 * 3600, 'hh:mm A', '02:00 下午'],
    [NEW_YEAR_UTC_S, 'h:mm a', '8:00 上午'],
    [NEW_YEAR_UTC_S, 'dddd ddd', '星期一 周一'],
    [NEW_YEAR_UTC_S, '[Today is] YYYY', 'Today is 2024'],
  ] as const)('%s with %s → %s', (ts, pattern, expected) => {
    expect(formatDate(ts, pattern)).toBe(expected);
  });

  it.each([NaN, Infinity, null, undefined, '', 'not a date', new Date(NaN)])(
    'invalid %s → empty',
    (ts) => {
      expect(formatDate(ts)).toBe('');
    },
  );

  it.each(['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati', 'Asia/Shanghai'])(
    'ignores the host zone %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDate(NEW_YEAR_UTC_S)).toBe('2024-01-01 08:00:00');
      expect(formatDate(NEW_YEAR_UTC_S - 8 * 3600 - 1, 'YYYY-MM-DD')).toBe('2023-12-31');
    },
  );

  it("agrees with ICU's Asia/Shanghai for any time since 1992 (the oracle the code avoids)", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const c = shanghaiWallClock(ms);
        const expected = `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}:${c.second}`;
        expect(formatDate(ms)).toBe(expected);
      }),
    );
  });

  it('the host zone switch above is real', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(new Date(NEW_YEAR_UTC_S * 1000).getHours()).toBe(16);
  });
});
