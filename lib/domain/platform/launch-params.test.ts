import { describe, expect, it } from 'vitest';

import {
  channelFromLaunch,
  decodeChannel,
  decodeLaunchParams,
  encodeParams,
  isChannel,
  isValidLaunchValue,
  mergeChannel,
  parseFlag,
  readLaunchParams,
} from './launch-params';

const q = (s: string) => new URLSearchParams(s);

describe('readLaunchParams', () => {
  it('reads the six names of §2, case-sensitively', () => {
    expect(
      readLaunchParams(
        q('UID=42&uuid=abc1234567&isLight=1&dc=d1&pc=p1&isAppStore=0&other=x&uid=9'),
      ),
    ).toEqual({
      UID: '42',
      uuid: 'abc1234567',
      isLight: '1',
      dc: 'd1',
      pc: 'p1',
      isAppStore: '0',
    });
  });

  it('drops empty, long, non-printable, spaced or repeated values', () => {
    expect(readLaunchParams(q('pc=&dc=' + 'x'.repeat(65)))).toEqual({});
    expect(readLaunchParams(q('pc=a%20b&dc=%E4%B8%AD'))).toEqual({});
    expect(readLaunchParams(q('pc=a%0Ab&dc=<script>'))).toEqual({});
    expect(readLaunchParams(q('pc=p1&pc=p2'))).toEqual({});
    expect(readLaunchParams(q('dc=' + 'x'.repeat(64)))).toEqual({ dc: 'x'.repeat(64) });
  });

  it('trims surrounding blanks before validating', () => {
    expect(readLaunchParams(q('pc=%20p1%20'))).toEqual({ pc: 'p1' });
  });

  it('accepts uuid-like and token-like values', () => {
    expect(isValidLaunchValue('3f2a1b7c-9d4e-4f00-8a11-222233334444')).toBe(true);
    expect(isValidLaunchValue('a;b')).toBe(false);
    expect(isValidLaunchValue('a"b')).toBe(false);
    expect(isValidLaunchValue(7)).toBe(false);
  });
});

describe('flags and channel', () => {
  it('parses flags, saying nothing for anything else', () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('TRUE')).toBe(true);
    expect(parseFlag('0')).toBe(false);
    expect(parseFlag('false')).toBe(false);
    expect(parseFlag('yes')).toBeUndefined();
    expect(parseFlag(undefined)).toBeUndefined();
  });

  it('takes pc, dc and isLight into the channel', () => {
    expect(channelFromLaunch({ pc: 'p1', UID: '1', isLight: '1' })).toEqual({
      pc: 'p1',
      isLight: '1',
    });
  });

  it('merges field by field, later values winning', () => {
    expect(mergeChannel({ pc: 'p1', dc: 'd1' }, { pc: 'p2' })).toEqual({ pc: 'p2', dc: 'd1' });
    expect(mergeChannel(null, { dc: 'd1' })).toEqual({ dc: 'd1' });
  });

  it('round-trips through the header/cookie text and refuses junk', () => {
    const text = encodeParams({ pc: 'p1', dc: 'd1', isLight: '1' });
    expect(text).toBe('pc=p1&dc=d1&isLight=1');
    expect(decodeChannel(text)).toEqual({ pc: 'p1', dc: 'd1', isLight: '1' });
    expect(decodeLaunchParams('UID=5&pc=a%20b')).toEqual({ UID: '5' });
    expect(decodeChannel(undefined)).toEqual({});
  });

  it('recognises a stored channel', () => {
    expect(isChannel({ pc: 'p1' })).toBe(true);
    expect(isChannel({})).toBe(true);
    expect(isChannel({ pc: 1 })).toBe(false);
    expect(isChannel({ other: 'x' })).toBe(false);
    expect(isChannel([])).toBe(false);
  });
});
