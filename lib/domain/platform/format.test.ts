import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Money, counts and timestamps; time formats are in format-time.test.ts.
import { abbreviateCount, formatCount, formatDiamond, formatGold, toMillis } from './format';

const MONEY_SHAPE = /^-?\d+(\.\d{2})?$/;

/** '123.45' → 12345n: lets properties compare printed money with the input exactly. */
function printedHundredths(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', cents = '00'] = text.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(cents);
  return negative ? -value : value;
}

describe('toMillis', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [-1, -1000],
    [1_700_000_000, 1_700_000_000_000],
    [1e11 - 1, (1e11 - 1) * 1000],
    [1e11, 1e11],
    [1_700_000_000_000, 1_700_000_000_000],
    [1_700_000_000.5, 1_700_000_000_500],
    ['1700000000', 1_700_000_000_000],
    [' 1700000000000 ', 1_700_000_000_000],
    ['-5', -5000],
    [new Date(1_700_000_000_123), 1_700_000_000_123],
    [8.64e15, 8.64e15],
  ] as const)('%s → %s', (input, expected) => {
    expect(toMillis(input)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity, 8.64e15 + 1, '', 'abc', '12abc', '1e12', null, undefined])(
    'rejects %s',
    (input) => {
      expect(toMillis(input)).toBeNull();
    },
  );

  it('rejects invalid dates and non-time values', () => {
    expect(toMillis(new Date(NaN))).toBeNull();
    expect(toMillis({} as unknown as number)).toBeNull();
  });
});

describe('formatGold (amount / 100)', () => {
  it.each([
    [12345, '123.45'],
    [12310, '123.10'],
    [12300, '123'],
    [1005, '10.05'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1'],
    [101, '1.01'],
    [-12345, '-123.45'],
    [-1, '-0.01'],
    [-100, '-1'],
    [0.29 * 100, '0.29'],
    [0.4, '0'],
    [-0.4, '0'],
    [0.5, '0.01'],
    [-0.5, '-0.01'],
    [1e21, '10000000000000000000'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%s → %s', (amount, expected) => {
    expect(formatGold(amount)).toBe(expected);
  });

  it.each([0, -0, null, undefined, NaN, Infinity, -Infinity])('%s → 0', (amount) => {
    expect(formatGold(amount)).toBe('0');
  });

  it('never prints exponent notation', () => {
    const text = formatGold(Number.MAX_VALUE);
    expect(text).toMatch(MONEY_SHAPE);
    expect(printedHundredths(text)).toBe(BigInt(Number.MAX_VALUE));
  });
});

describe('formatDiamond (amount / 10)', () => {
  it.each([
    [1234, '123.40'],
    [1230, '123'],
    [1235, '123.50'],
    [1005, '100.50'],
    [1, '0.10'],
    [5, '0.50'],
    [10, '1'],
    [-15, '-1.50'],
    [12.34, '1.23'],
    [0.1 + 0.2, '0.03'],
    [0.04, '0'],
    [0.05, '0.01'],
  ])('%s → %s', (amount, expected) => {
    expect(formatDiamond(amount)).toBe(expected);
  });

  it.each([0, null, undefined, NaN, Infinity, -Infinity])('%s → 0', (amount) => {
    expect(formatDiamond(amount)).toBe('0');
  });

  it('stays exact beyond float precision', () => {
    const text = formatDiamond(-Number.MAX_VALUE);
    expect(text).toMatch(MONEY_SHAPE);
    expect(printedHundredths(text)).toBe(-BigInt(Number.MAX_VALUE) * 10n);
  });
});

describe('money properties', () => {
  it.each([
    ['formatGold', formatGold],
    ['formatDiamond', formatDiamond],
  ] as const)('%s prints no decimals or exactly two, never .00 or -0', (_name, fn) => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(null, undefined)), (v) => {
        const text = fn(v);
        expect(text).toMatch(MONEY_SHAPE);
        expect(text).not.toMatch(/\.00$/);
        expect(text).not.toMatch(/^-0(\.00)?$/);
      }),
    );
  });

  it('integer amounts round-trip exactly', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(printedHundredths(formatGold(n))).toBe(BigInt(n));
        expect(printedHundredths(formatDiamond(n))).toBe(BigInt(n) * 10n);
      }),
    );
  });
});

describe('formatCount', () => {
  // Issue 35: counts read 2.5Y / 1.8Y; a Chinese app writes 2.5亿.
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1万'],
    [12_345, '1.2万'],
    [99_999, '9.9万'],
    [99_999_999, '9999.9万'],
    [180_000_000, '1.8亿'],
    [250_000_000, '2.5亿'],
    [1e12, '10000亿'],
    [-1, '0'],
    [Number.NaN, '0'],
    [null, '0'],
  ])('%s → %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, 'cn', '0'],
    [1, 'cn', '1'],
    [9999, 'cn', '9999'],
    [9999.9, 'cn', '9999'],
    [10000, 'cn', '1W'],
    [10001, 'cn', '1W'],
    [10999, 'cn', '1W'],
    [11000, 'cn', '1.1W'],
    [15000, 'cn', '1.5W'],
    [99999, 'cn', '9.9W'],
    [100000, 'cn', '10W'],
    [123456, 'cn', '12.3W'],
    [99_999_999, 'cn', '9999.9W'],
    [100_000_000, 'cn', '1Y'],
    [150_000_000, 'cn', '1.5Y'],
    [1e12, 'cn', '10000Y'],
    [0, 'en', '0'],
    [999, 'en', '999'],
    [1000, 'en', '1K'],
    [1500, 'en', '1.5K'],
    [1999, 'en', '1.9K'],
    [999_999, 'en', '999.9K'],
    [1_000_000, 'en', '1M'],
    [2_500_000, 'en', '2.5M'],
    [1_500_000_000, 'en', '1500M'],
    [999_999_999_999, 'en', '999999.9M'],
    [1e12, 'en', '1T'],
    [1.23e12, 'en', '1.2T'],
    [1e16, 'en', '10000T'],
  ] as const)('%s (%s) → %s', (n, style, expected) => {
    expect(abbreviateCount(n, style)).toBe(expected);
  });

  it('defaults to the spec’s letters for Chinese units', () => {
    expect(abbreviateCount(25_000)).toBe('2.5W');
  });

  it.each([-1, -10000, NaN, Infinity, -Infinity, null, undefined])('%s → 0', (n) => {
    expect(abbreviateCount(n, 'cn')).toBe('0');
    expect(abbreviateCount(n, 'en')).toBe('0');
  });

  it('never prints more than one decimal, a trailing .0 or exponent notation', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.constantFrom('cn', 'en') as fc.Arbitrary<'cn' | 'en'>,
        (n, style) => {
          const text = abbreviateCount(n, style);
          expect(text).toMatch(/^\d+(\.[1-9])?[WYKMT]?$/);
        },
      ),
    );
  });

  it('truncates: the shown value never exceeds the count', () => {
    const units: Record<string, bigint> = {
      '': 1n,
      W: 10n ** 4n,
      Y: 10n ** 8n,
      K: 10n ** 3n,
      M: 10n ** 6n,
      T: 10n ** 12n,
    };
    fc.assert(
      fc.property(
        fc.maxSafeNat(),
        fc.constantFrom('cn', 'en') as fc.Arbitrary<'cn' | 'en'>,
        (n, style) => {
          const match = /^(\d+)(?:\.(\d))?([WYKMT]?)$/.exec(abbreviateCount(n, style));
          expect(match).not.toBeNull();
          const [, whole = '0', decimal = '0', suffix = ''] = match ?? [];
          const unit = units[suffix] ?? 1n;
          const shownTimesTen = (BigInt(whole) * 10n + BigInt(decimal)) * unit;
          expect(shownTimesTen <= BigInt(n) * 10n).toBe(true);
          expect(BigInt(n) * 10n < shownTimesTen + unit).toBe(true);
        },
      ),
    );
  });
});
