import { describe, expect, it } from 'vitest';

import {
  cleanLine,
  cleanText,
  foldText,
  normaliseText,
  squashText,
  stripInvisible,
  textLength,
} from './text-normalise';

// Code points that draw nothing or a blank: Hangul fillers, braille blank, joiners, bidi
// controls, variation selectors, tag characters, soft hyphen, Mongolian vowel separator.
const BLANKS = [
  '\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2800',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u2066',
  '\u061c',
  '\u180e',
  '\ufe0f',
  '\u{e0041}',
  '\u{e0100}',
  '\u00ad',
  '\u034f',
];

describe('stripInvisible', () => {
  it.each(BLANKS.map((c) => [c.codePointAt(0)!.toString(16), c]))('drops U+%s', (_, blank) => {
    expect(stripInvisible(`赌${blank}博`)).toBe('赌博');
  });

  it('keeps what an emoji needs when asked', () => {
    const family = '👨\u200d👩\u200d👧';
    expect(stripInvisible(`${family} ❤\ufe0f`, { keepEmoji: true })).toBe(`${family} ❤\ufe0f`);
    expect(stripInvisible(`${family}`)).toBe('👨👩👧');
    // A joiner or a selector beside a letter is no emoji's.
    expect(stripInvisible('赌\u200d博\ufe0f', { keepEmoji: true })).toBe('赌博');
  });
});

describe('cleanText (stored)', () => {
  it('cleans line breaks and invisible controls, keeps the typed punctuation', () => {
    expect(cleanText('  a\r\n\r\n\r\n\u202eb \n')).toBe('a\n\nb');
    expect(cleanText('你好\u3164世界，今天！ｈｉ。')).toBe('你好世界，今天！ｈｉ。');
    expect(cleanText('a\u2028b')).toBe('a\nb');
  });

  it('cleans a one-line value', () => {
    expect(cleanLine(' \u3164小明\u200b ')).toBe('小明');
  });
});

describe('the rules’ form', () => {
  it('folds wide forms, case and white space', () => {
    expect(normaliseText('Ｈｅｌｌｏ\u3000\u3000ｗｏｒｌｄ．')).toBe('Hello world.');
    expect(foldText('Ｈｅｌｌｏ\u3164 ＷＯＲＬＤ')).toBe('hello world');
    // A blank letter between a letter and its accent does not keep them apart.
    expect(foldText('e\u3164\u0301')).toBe('é');
  });

  it('squashes to letters and digits', () => {
    expect(squashText('赌 - 博 ｘ\u3164１')).toBe('赌博x1');
  });

  it('counts code points', () => {
    expect(textLength('😀a')).toBe(2);
  });
});
