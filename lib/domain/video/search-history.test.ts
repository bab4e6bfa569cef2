import { describe, expect, it } from 'vitest';

import {
  KEYWORD_EMPTY_TIP,
  KEYWORD_TOO_LONG_TIP,
  SEARCH_HISTORY_MAX,
  addKeyword,
  keywordProblem,
  normalizeKeyword,
  parseSearchHistory,
  removeKeyword,
} from './search-history';

describe('normalizeKeyword and keywordProblem', () => {
  it('trims and folds whitespace runs, full-width spaces included', () => {
    expect(normalizeKeyword('  彩条  测试\u3000 ')).toBe('彩条 测试');
    expect(normalizeKeyword(42)).toBe('');
    expect(normalizeKeyword(null)).toBe('');
  });

  it('accepts 1–30 characters, counting an emoji as one', () => {
    expect(keywordProblem('  ')).toBe(KEYWORD_EMPTY_TIP);
    expect(keywordProblem(undefined)).toBe(KEYWORD_EMPTY_TIP);
    expect(keywordProblem('a')).toBeNull();
    expect(keywordProblem('测'.repeat(30))).toBeNull();
    expect(keywordProblem('测'.repeat(31))).toBe(KEYWORD_TOO_LONG_TIP);
    expect(keywordProblem('😀'.repeat(30))).toBeNull();
    expect(KEYWORD_TOO_LONG_TIP).toBe('搜索内容不能超过30个字');
  });
});

describe('addKeyword', () => {
  it('puts the trimmed keyword first, newest first', () => {
    let history = addKeyword([], ' 彩条 ');
    history = addKeyword(history, '渐变');
    expect(history).toEqual(['渐变', '彩条']);
  });

  it('ignores empty and over-long keywords, returning the same history', () => {
    const history = ['彩条'];
    expect(addKeyword(history, '   ')).toBe(history);
    expect(addKeyword(history, 'x'.repeat(31))).toBe(history);
  });

  it('moves a keyword searched again to the front instead of repeating it', () => {
    const history = ['c', 'b', 'a'];
    expect(addKeyword(history, ' a ')).toEqual(['a', 'c', 'b']);
    expect(addKeyword(history, 'c')).toBe(history);
  });

  it('keeps at most 20, dropping the oldest', () => {
    let history: readonly string[] = [];
    for (let i = 1; i <= 25; i += 1) history = addKeyword(history, `k${i}`);
    expect(SEARCH_HISTORY_MAX).toBe(20);
    expect(history).toHaveLength(20);
    expect(history[0]).toBe('k25');
    expect(history[19]).toBe('k6');
    expect(addKeyword(['a', 'b', 'c'], 'd', 2)).toEqual(['d', 'a']);
  });
});

describe('removeKeyword', () => {
  it('removes one keyword and leaves the rest in order', () => {
    expect(removeKeyword(['a', 'b', 'c'], ' b ')).toEqual(['a', 'c']);
    const history = ['a'];
    expect(removeKeyword(history, 'z')).toBe(history);
  });
});

describe('parseSearchHistory', () => {
  it('keeps a valid stored history as it is', () => {
    expect(parseSearchHistory(['新', '旧'])).toEqual(['新', '旧']);
  });

  it('repairs what an older build or a hand edit left: junk, blanks, copies, too many', () => {
    expect(parseSearchHistory(['a', 3, ' ', 'b', ' a', null, 'x'.repeat(40)])).toEqual(['a', 'b']);
    const many = Array.from({ length: 30 }, (_, i) => `k${i}`);
    expect(parseSearchHistory(many)).toEqual(many.slice(0, 20));
  });

  it('refuses anything that is not a list', () => {
    expect(parseSearchHistory('a')).toBeUndefined();
    expect(parseSearchHistory({ list: [] })).toBeUndefined();
    expect(parseSearchHistory(null)).toBeUndefined();
  });
});
