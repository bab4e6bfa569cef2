import { describe, expect, it } from 'vitest';

import { AI_OUTPUT_REFUSED, AiOutputGuard, checkAiText } from './text-rules';
import { DEFAULT_RULES } from '../community/moderation';

const rules = { ...DEFAULT_RULES, bannedWords: ['赌博', '刷单返利', 'casino'] };

describe('checkAiText', () => {
  it('answers the cleaned text of a good prompt', () => {
    expect(checkAiText('  雪山上的\u200b古剑\r\n少年  ', rules)).toEqual({
      ok: true,
      text: '雪山上的古剑\n少年',
    });
  });

  it('refuses a banned word however it is written, naming it', () => {
    for (const prompt of [
      '写一个关于赌博的故事',
      '写一个关于赌 博的故事',
      '写一个关于赌\u3164博的故事',
    ]) {
      expect(checkAiText(prompt, rules)).toEqual({
        ok: false,
        reason: '内容包含违规词“赌博”，请修改后再试',
      });
    }
    expect(checkAiText('ＣＡＳＩＮＯ night', rules, { label: '提示词' })).toEqual({
      ok: false,
      reason: '提示词包含违规词“casino”，请修改后再试',
    });
  });

  it('refuses an empty or too long prompt, and more links than posts may carry', () => {
    expect(checkAiText(' \u200b ', rules, { label: '提示词' })).toEqual({
      ok: false,
      reason: '请输入提示词',
    });
    expect(checkAiText('字'.repeat(11), rules, { maxChars: 10, label: '大纲' })).toEqual({
      ok: false,
      reason: '大纲最多10个字',
    });
    expect(checkAiText('字'.repeat(10), rules, { maxChars: 10 }).ok).toBe(true);
    expect(checkAiText('看 a.com b.com c.com', rules)).toEqual({
      ok: false,
      reason: '内容中的链接不能超过2个',
    });
  });
});

describe('AiOutputGuard', () => {
  it('stays quiet for a clean answer', () => {
    const guard = new AiOutputGuard(rules.bannedWords);
    for (const piece of ['春风', '吹过', '江南岸。']) expect(guard.push(piece)).toBeNull();
    expect(guard.end()).toBeNull();
  });

  it('catches a banned word split across pieces, at the piece that completes it', () => {
    const guard = new AiOutputGuard(rules.bannedWords);
    const pieces = ['他想去', '赌', '博'];
    expect(pieces.map((p) => guard.push(p))).toEqual([null, null, AI_OUTPUT_REFUSED]);
  });

  it('catches a word split over many small pieces and separators', () => {
    const guard = new AiOutputGuard(rules.bannedWords);
    const verdicts = [...'文字很长，刷 单-返 利'].map((p) => guard.push(p));
    expect(verdicts.at(-1)).toBe(AI_OUTPUT_REFUSED);
    expect(verdicts.slice(0, -1).every((v) => v === null)).toBe(true);
  });

  it('judges the whole answer at the end', () => {
    const guard = new AiOutputGuard(['赌博']);
    guard.push('赌');
    guard.push(' '.repeat(40));
    expect(guard.push('博')).toBeNull();
    expect(guard.end()).toBe(AI_OUTPUT_REFUSED);
  });
});
