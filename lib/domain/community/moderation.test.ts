import { describe, expect, it } from 'vitest';

import {
  bannedWordIn,
  countLinks,
  DEFAULT_RULES,
  judgeText,
  publishedNotice,
  readRules,
} from './moderation';
import { cleanText } from '../platform/text-normalise';

const rules = { ...DEFAULT_RULES, bannedWords: ['赌博', 'casino'] };

describe('judgeText', () => {
  it('passes ordinary text', () => {
    expect(judgeText('今天去爬山了，风景很好 https://example.com/a', rules)).toEqual({ ok: true });
  });

  it.each(['一起来赌博吧', '赌 - 博', 'CASINO night', '赌\u200b博'])('refuses %j', (text) => {
    const verdict = judgeText(cleanText(text), rules);
    expect(verdict.ok).toBe(false);
  });

  it.each([
    ['赌\u3164博', '赌博'],
    ['赌\u115f博', '赌博'],
    ['赌\uffa0博', '赌博'],
    ['赌\u2800博', '赌博'],
    ['赌\u{E0041}博', '赌博'],
    ['ｃａｓｉｎｏ', 'casino'],
    ['саsinо', 'casino'],
  ])('refuses %j, a banned word hidden by blank or look-alike letters', (text, word) => {
    expect(bannedWordIn(text, rules.bannedWords)).toBe(word);
    expect(judgeText(text, rules)).toEqual({
      ok: false,
      reason: `内容含有违规词“${word}”，请修改后重新发布`,
    });
  });

  it('refuses more links than allowed', () => {
    const verdict = judgeText('a.com b.net https://c.org/x', rules);
    expect(verdict).toEqual({ ok: false, reason: '内容中的链接不能超过2个' });
  });
});

describe('countLinks', () => {
  it('counts plain links', () => {
    expect(countLinks('see www.example.com and http://x.y/z')).toBe(2);
  });

  it('counts full-width links and ideographic dots as links', () => {
    expect(countLinks('ｈｔｔｐｓ：／／ａ．ｃｏｍ／ｘ')).toBe(1);
    expect(countLinks('ｗｗｗ．ｂ．ｃｏｍ')).toBe(1);
    expect(countLinks('c。com d｡net')).toBe(2);
    expect(countLinks('ex\u3164ample.com')).toBe(1);
  });

  it('leaves Chinese sentences ending in a full stop alone', () => {
    expect(countLinks('今天很开心。明天见。')).toBe(0);
  });
});

describe('readRules', () => {
  it('reads rules defensively', () => {
    expect(readRules(null)).toEqual(DEFAULT_RULES);
    expect(readRules({ bannedWords: ['x', 3, ''], maxLinks: -1, postsPerHour: 4 })).toEqual({
      ...DEFAULT_RULES,
      bannedWords: ['x'],
      postsPerHour: 4,
    });
  });
});

describe('publishedNotice', () => {
  it('says what happens next: a quick automatic check, or the video’s processing first', () => {
    expect(publishedNotice(false)).toBe('发布成功，自动审核后几秒内公开');
    expect(publishedNotice(true)).toBe('发布成功，视频处理完成后自动公开');
  });
});
