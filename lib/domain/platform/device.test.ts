import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { resolveDeviceId } from './device';
import { shanghaiWallClock } from './shanghai-oracle.test-support';

/** Cycles through the given values, so tests know exactly which digits come out. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

// 2024-01-01T00:00:00Z = 2024-01-01 08:00:00 in Shanghai.
const NOW = Date.UTC(2024, 0, 1, 0, 0, 0);
const NOW_TEXT = '20240101080000';

describe('resolveDeviceId', () => {
  it.each([
    ['1234567', '1234567'],
    ['abcdefg', 'abcdefg'],
    ['  1234567  ', '1234567'],
    ['a-long-existing-device-id', 'a-long-existing-device-id'],
  ])('keeps %j (longer than 6)', (given, expected) => {
    expect(resolveDeviceId(given, sequence(0.5), NOW)).toBe(expected);
  });

  it.each([['123456'], ['abcdef'], ['1'], [''], ['   '], ['  123456  '], [null], [undefined]])(
    'replaces %j (6 characters or fewer)',
    (given) => {
      expect(resolveDeviceId(given, sequence(0.5), NOW)).toBe(`5555555555${NOW_TEXT}`);
    },
  );

  it('uses one random digit per draw, then the Shanghai time', () => {
    const random = sequence(0, 0.1, 0.25, 0.39, 0.4, 0.5, 0.6, 0.75, 0.8, 0.999);
    expect(resolveDeviceId(null, random, NOW)).toBe(`0123456789${NOW_TEXT}`);
  });

  it('renders the time in Asia/Shanghai across midnight UTC', () => {
    const id = resolveDeviceId('', sequence(0), Date.UTC(2023, 11, 31, 16, 30, 5));
    expect(id).toBe('0000000000' + '20240101003005');
  });

  it('clamps a misbehaving random source to single digits', () => {
    expect(resolveDeviceId('', sequence(1, -0.5, NaN, 7.5), NOW)).toBe(`9009900990${NOW_TEXT}`);
  });

  it('is 24 digits', () => {
    expect(resolveDeviceId(undefined, Math.random, NOW)).toMatch(/^\d{24}$/);
  });

  it.each([NaN, Infinity, 1e20])('an unusable now %s gives 14 more random digits', (now) => {
    expect(resolveDeviceId('', sequence(0.3), now)).toBe('3'.repeat(24));
  });

  it("stamps any time since 1992 as the wall clock in Shanghai, as ICU's zone data has it", () => {
    // The oracle is Intl with the real zone; the code computes UTC+8 without it (see device.ts).
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (now) => {
        const c = shanghaiWallClock(now);
        const expected = `${c.year}${c.month}${c.day}${c.hour}${c.minute}${c.second}`;
        expect(resolveDeviceId('', sequence(0), now)).toBe('0'.repeat(10) + expected);
      }),
    );
  });
});
