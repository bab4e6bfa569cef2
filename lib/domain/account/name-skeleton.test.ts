import { describe, expect, it } from 'vitest';

import { CONFUSABLES_HEX } from './confusables-table';
import {
  lookalikeWordIn,
  nameKey,
  RESERVED_NAME_WORDS,
  skeleton,
  squashedKey,
} from './name-skeleton';

describe('skeleton (UTS #39)', () => {
  it('maps look-alikes to one prototype', () => {
    expect(skeleton('раураl')).toBe(skeleton('paypal'));
    expect(skeleton('rn')).toBe(skeleton('m'));
    expect(skeleton('エ口')).toBe(skeleton('工ロ'));
  });

  it('is the table of the generator (one source per entry, hex pairs)', () => {
    const entries = CONFUSABLES_HEX.join(',').split(',');
    expect(entries.length).toBeGreaterThan(1900);
    for (const entry of entries) expect(entry).toMatch(/^[0-9a-f]+:[0-9a-f]+( [0-9a-f]+)*$/);
  });
});

describe('nameKey', () => {
  it.each([
    ['演示用户\u3164', '演示用户'],
    ['演示\u115f用户', '演示用户'],
    ['\uffa0演示用户', '演示用户'],
    ['Tоmcаt', 'Tomcat'],
    ['T0mcat', 'tomcat'],
    ['Ｂｏｂ', 'bob'],
    ['rnoon1ight', 'Moonlight'],
    ['OfficiaI', 'official'],
    ['ADMIN', 'admin'],
    ['ВОВ', 'bob'],
    ['Iily', 'lily'],
  ])('reads %j as %j', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });

  it('keeps names that look different apart', () => {
    expect(nameKey('小明')).not.toBe(nameKey('小明明'));
    expect(nameKey('bob')).not.toBe(nameKey('b0b1'));
    expect(nameKey('rose')).not.toBe(nameKey('nose'));
  });

  it('squashes separators for word search', () => {
    expect(squashedKey('官 . 方')).toBe('官方');
  });
});

describe('lookalikeWordIn', () => {
  it.each([
    ['官\u3164方', '官方'],
    ['客\u115f服', '客服'],
    ['\u0430dmin', 'admin'],
    ['ＡＤＭＩＮ', 'admin'],
    ['admin_01', 'admin'],
    ['小admin', 'admin'],
    ['superadmin', 'admin'],
    ['0fficial', 'official'],
    ['小·管理员', '管理员'],
  ])('finds %j as %j', (text, word) => {
    expect(lookalikeWordIn(text, RESERVED_NAME_WORDS)).toBe(word);
  });

  it('leaves a Latin word inside a longer one, and ordinary names, alone', () => {
    for (const name of ['badminton', 'ecosystems', '小明', 'Moonlight', '影迷_2025'])
      expect(lookalikeWordIn(name, RESERVED_NAME_WORDS)).toBeNull();
  });
});
