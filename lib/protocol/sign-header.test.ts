// x-api-key header format: the strict parser is the origin's first line of defence, so it gets its own long list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildApiKeyHeader, parseApiKeyHeader } from './sign';

const T = 1_700_000_000;
const N = '0b7c3c1e-6a3d-4f5e-9a2b-3c4d5e6f7a8b';
const HEX40 = 'a'.repeat(40);

describe('header build / parse', () => {
  it('round-trips', () => {
    const header = buildApiKeyHeader({ t: T, s: HEX40, n: N });
    expect(header).toBe(`t=${T},s=${HEX40},n=${N}`);
    expect(parseApiKeyHeader(header)).toEqual({ t: T, s: HEX40, n: N });
    expect(parseApiKeyHeader(`t=0,s=${HEX40},n=${N}`)).toEqual({ t: 0, s: HEX40, n: N });
  });

  it('build refuses a bad s', () => {
    expect(() => buildApiKeyHeader({ t: T, s: 'A'.repeat(40), n: N })).toThrow(RangeError);
    expect(() => buildApiKeyHeader({ t: T, s: 'a'.repeat(39), n: N })).toThrow(RangeError);
  });

  const good = `t=${T},s=${HEX40},n=${N}`;
  const malformed: [string, unknown][] = [
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['number', 12],
    ['object', { t: T }],
    ['missing t', `s=${HEX40},n=${N}`],
    ['missing s', `t=${T},n=${N}`],
    ['missing n', `t=${T},s=${HEX40}`],
    ['empty t', `t=,s=${HEX40},n=${N}`],
    ['empty s', `t=${T},s=,n=${N}`],
    ['empty n', `t=${T},s=${HEX40},n=`],
    ['extra part', `${good},x=1`],
    ['trailing comma', `${good},`],
    ['duplicate t', `t=${T},${good}`],
    ['reordered', `s=${HEX40},t=${T},n=${N}`],
    ['spaces after commas', `t=${T}, s=${HEX40}, n=${N}`],
    ['leading space', ` ${good}`],
    ['trailing newline', `${good}\n`],
    ['semicolons', `t=${T};s=${HEX40};n=${N}`],
    ['colon separators', `t:${T},s:${HEX40},n:${N}`],
    ['upper-case names', `T=${T},S=${HEX40},N=${N}`],
    ['s 39 hex', `t=${T},s=${'a'.repeat(39)},n=${N}`],
    ['s 41 hex', `t=${T},s=${'a'.repeat(41)},n=${N}`],
    ['s 64 hex (sha256)', `t=${T},s=${'a'.repeat(64)},n=${N}`],
    ['s upper-case', `t=${T},s=${'A'.repeat(40)},n=${N}`],
    ['s non-hex', `t=${T},s=${'g'.repeat(40)},n=${N}`],
    ['s base64', `t=${T},s=${'qg'.repeat(14)},n=${N}`],
    ['n upper-case', `t=${T},s=${HEX40},n=${N.toUpperCase()}`],
    ['n version 1', `t=${T},s=${HEX40},n=${N.replace('-4f5e', '-1f5e')}`],
    ['n bad variant', `t=${T},s=${HEX40},n=${N.replace('-9a2b', '-7a2b')}`],
    ['n without dashes', `t=${T},s=${HEX40},n=${N.replaceAll('-', '')}`],
    ['n braces', `t=${T},s=${HEX40},n={${N}}`],
    ['n random text', `t=${T},s=${HEX40},n=hello`],
    ['t negative', `t=-${T},s=${HEX40},n=${N}`],
    ['t plus sign', `t=+${T},s=${HEX40},n=${N}`],
    ['t float', `t=${T}.5,s=${HEX40},n=${N}`],
    ['t exponent', `t=1.7e9,s=${HEX40},n=${N}`],
    ['t leading zero', `t=0${T},s=${HEX40},n=${N}`],
    ['t milliseconds (13 digits)', `t=${T}000,s=${HEX40},n=${N}`],
    ['t huge', `t=${'9'.repeat(40)},s=${HEX40},n=${N}`],
    ['t hex', `t=0x6553f100,s=${HEX40},n=${N}`],
    ['t NaN', `t=NaN,s=${HEX40},n=${N}`],
    ['t Infinity', `t=Infinity,s=${HEX40},n=${N}`],
    ['full-width digits', `t=１７００００００００,s=${HEX40},n=${N}`],
    ['10 kB header', `${good},pad=${'x'.repeat(10_000)}`],
    ['10 kB of commas', ','.repeat(10_240)],
    ['NUL inside', `t=${T},s=${HEX40}\u0000,n=${N}`],
  ];

  it.each(malformed)('%s → null', (_name, header) => {
    expect(() => parseApiKeyHeader(header as string)).not.toThrow();
    expect(parseApiKeyHeader(header as string)).toBeNull();
  });

  it('never throws and only accepts the canonical form (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        const parsed = parseApiKeyHeader(value as string);
        if (parsed) expect(buildApiKeyHeader(parsed)).toBe(value);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips every valid triple (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.stringMatching(/^[0-9a-f]{40}$/),
        fc.uuid({ version: 4 }),
        (t, s, n) => {
          expect(parseApiKeyHeader(buildApiKeyHeader({ t, s, n }))).toEqual({ t, s, n });
        },
      ),
    );
  });
});
