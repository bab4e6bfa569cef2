import { describe, expect, it } from 'vitest';

import {
  NOVEL_FONT_DEFAULT,
  NOVEL_READING_MAX,
  parseNovelFont,
  parseNovelReading,
  readingPositionOf,
  rememberReading,
  stepNovelFont,
} from './novel-reading';

describe('the reading positions', () => {
  it('remembers each novel once, most recent last', () => {
    let reading = rememberReading([], 1, { chapter: 0, fraction: 0.5 });
    reading = rememberReading(reading, 2, { chapter: 3, fraction: 0.25 });
    reading = rememberReading(reading, 1, { chapter: 1, fraction: 0.1 });
    expect(reading).toEqual([
      [2, 3, 0.25],
      [1, 1, 0.1],
    ]);
    expect(readingPositionOf(reading, 1)).toEqual({ chapter: 1, fraction: 0.1 });
    expect(readingPositionOf(reading, 3)).toBeNull();
  });

  it('keeps the same list when nothing moved, and clamps the fraction', () => {
    const reading = rememberReading([], 1, { chapter: 0, fraction: 1.7 });
    expect(reading).toEqual([[1, 0, 1]]);
    expect(rememberReading(reading, 1, { chapter: 0, fraction: 1 })).toBe(reading);
    expect(rememberReading([], 1, { chapter: 0, fraction: 0.12345 })).toEqual([[1, 0, 0.123]]);
  });

  it(`forgets the least recently read beyond ${NOVEL_READING_MAX}`, () => {
    let reading = parseNovelReading([]);
    for (let id = 1; id <= NOVEL_READING_MAX + 2; id += 1)
      reading = rememberReading(reading, id, { chapter: 0, fraction: 0 });
    expect(reading).toHaveLength(NOVEL_READING_MAX);
    expect(reading[0]![0]).toBe(3);
  });

  it('reads back only sound entries', () => {
    expect(parseNovelReading('x')).toEqual([]);
    expect(
      parseNovelReading([
        [1, 2, 0.5],
        [0, 1, 0],
        [2, -1, 0],
        [3, 1, 'a'],
        [4, 1.5, 0],
        [5, 0, -2],
        'z',
        [6, 0],
      ]),
    ).toEqual([
      [1, 2, 0.5],
      [5, 0, 0],
    ]);
    expect(parseNovelReading([[7, 0, Number.NaN]])).toEqual([]);
  });
});

describe('the font size', () => {
  it('steps through the sizes, held at the ends', () => {
    expect(stepNovelFont(18, 1)).toBe(20);
    expect(stepNovelFont(18, -1)).toBe(16);
    expect(stepNovelFont(24, 1)).toBe(24);
    expect(stepNovelFont(14, -1)).toBe(14);
    expect(stepNovelFont(17, 1)).toBe(20);
  });

  it('reads a stored size back, or the default', () => {
    expect(parseNovelFont(22)).toBe(22);
    expect(parseNovelFont(23)).toBe(NOVEL_FONT_DEFAULT);
    expect(parseNovelFont('22')).toBe(NOVEL_FONT_DEFAULT);
  });
});
