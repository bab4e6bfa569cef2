import { describe, expect, it } from 'vitest';

import { EXCERPT_LEAD, highlightParts, searchExcerpt } from './search-highlight';

const marked = (text: string, keyword: string) =>
  highlightParts(text, keyword)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it('marks every occurrence and keeps the rest, in order', () => {
    expect(marked('电影里的电影人', '电影')).toBe('[电影]里的[电影]人');
    expect(marked('光影漫游', '影')).toBe('光[影]漫游');
    expect(highlightParts('影', '影')).toEqual([{ text: '影', match: true }]);
  });

  it('matches Latin letters whatever their case and keeps the text as written', () => {
    expect(marked('Mia的旅行VLOG与vlog', 'vlog')).toBe('Mia的旅行[VLOG]与[vlog]');
    expect(marked('MIA and mia', 'Mia')).toBe('[MIA] and [mia]');
  });

  it('takes the keyword literally: markup and pattern characters are just text', () => {
    expect(marked('<b>粗体</b> 100% a.b', '<b>')).toBe('[<b>]粗体</b> 100% a.b');
    expect(marked('100% a.b', '%')).toBe('100[%] a.b');
    expect(marked('a.b axb', '.')).toBe('a[.]b axb');
  });

  it('leaves a text without the keyword, or an empty keyword, as one plain piece', () => {
    expect(highlightParts('纪录片', '美食')).toEqual([{ text: '纪录片', match: false }]);
    expect(highlightParts('纪录片', '  ')).toEqual([{ text: '纪录片', match: false }]);
    expect(highlightParts('', '影')).toEqual([]);
  });

  it('never marks across a character whose lower case is longer (the text keeps its length)', () => {
    // 'İ' lower-cases to two code units: the fold is skipped, nothing is mis-sliced.
    const text = 'İstanbul 影';
    expect(
      highlightParts(text, '影')
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(marked(text, '影')).toBe('İstanbul [影]');
  });
});

describe('searchExcerpt', () => {
  it('keeps a text whose match is near the start, or that has none', () => {
    expect(searchExcerpt('今天去看了电影', '电影')).toBe('今天去看了电影');
    expect(searchExcerpt('没有关键词', '电影')).toBe('没有关键词');
  });

  it('cuts a long text so its first match comes soon, marked with …', () => {
    const text = `${'很长的开头'.repeat(10)}终于说到电影了`;
    const cut = searchExcerpt(text, '电影');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.indexOf('电影')).toBe(EXCERPT_LEAD + 1);
    expect(cut.endsWith('终于说到电影了')).toBe(true);
  });

  it('does not split an emoji at the cut', () => {
    const text = `${'😀'.repeat(30)}电影`;
    const cut = searchExcerpt(text, '电影');
    expect(cut.endsWith('😀电影')).toBe(true);
    expect([...cut.slice(1)].every((c) => c === '😀' || c === '电' || c === '影')).toBe(true);
  });
});
