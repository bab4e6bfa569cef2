import { describe, expect, it } from 'vitest';

import {
  cleanText,
  countLinks,
  DEFAULT_RULES,
  judgeText,
  readRules,
  textLength,
} from './moderation';

const rules = { ...DEFAULT_RULES, bannedWords: ['赌博', 'casino'] };

describe('judgeText', () => {
  it('passes ordinary text', () => {
    expect(judgeText('今天去爬山了，风景很好 https://example.com/a', rules)).toEqual({ ok: true });
  });

  it.each(['一起来赌博吧', '赌 - 博', 'CASINO night', '赌\u200b博'])('refuses %j', (text) => {
    const verdict = judgeText(cleanText(text), rules);
    expect(verdict.ok).toBe(false);
  });

  it('refuses more links than allowed', () => {
    const verdict = judgeText('a.com b.net https://c.org/x', rules);
    expect(verdict).toEqual({ ok: false, reason: '内容中的链接不能超过2个' });
  });
});

describe('text helpers', () => {
  it('cleans line breaks and invisible controls', () => {
    expect(cleanText('  a\r\n\r\n\r\n\u202eb \n')).toBe('a\n\nb');
  });

  it('counts links and code points', () => {
    expect(countLinks('see www.example.com and http://x.y/z')).toBe(2);
    expect(textLength('😀a')).toBe(2);
  });

  it('reads rules defensively', () => {
    expect(readRules(null)).toEqual(DEFAULT_RULES);
    expect(readRules({ bannedWords: ['x', 3, ''], maxLinks: -1, postsPerHour: 4 })).toEqual({
      ...DEFAULT_RULES,
      bannedWords: ['x'],
      postsPerHour: 4,
    });
  });
});
