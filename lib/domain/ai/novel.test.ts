import { describe, expect, it } from 'vitest';

import {
  AI_NOVEL_GENRES,
  AI_NOVEL_OUTLINE_MAX,
  AI_NOVEL_POLL_MS,
  TIP_AI_NOVEL_BUSY,
  aiNovelChapterTitle,
  aiNovelGenreName,
  aiNovelPollInterval,
  aiNovelPrice,
  aiNovelPriceText,
  aiNovelReaderPath,
  aiNovelStateText,
  isAiNovelGenre,
  isAiNovelOpen,
  novelChapterPrompt,
  novelRefund,
  novelSubmitBlocker,
  outlineCounter,
  previousEnding,
  shouldFlush,
} from './novel';

describe('genres and states', () => {
  it('names every genre in Chinese and knows its own', () => {
    expect(AI_NOVEL_GENRES.map(aiNovelGenreName)).toEqual([
      '都市',
      '言情',
      '玄幻',
      '武侠',
      '科幻',
      '悬疑',
      '历史',
      '校园',
    ]);
    expect(isAiNovelGenre('wuxia')).toBe(true);
    expect(isAiNovelGenre('horror')).toBe(false);
    expect(isAiNovelGenre(undefined)).toBe(false);
  });

  it('polls only while a novel is open', () => {
    expect(
      ['queued', 'writing', 'done', 'failed'].map((s) => aiNovelStateText(s as never)),
    ).toEqual(['排队中', '写作中', '已完成', '生成失败']);
    expect(isAiNovelOpen('writing')).toBe(true);
    expect(isAiNovelOpen('failed')).toBe(false);
    expect(aiNovelPollInterval(['done', 'writing'])).toBe(AI_NOVEL_POLL_MS);
    expect(aiNovelPollInterval(['queued'], 2000)).toBe(2000);
    expect(aiNovelPollInterval(['done', 'failed'])).toBe(false);
    expect(aiNovelPollInterval([])).toBe(false);
  });
});

describe('price and refund', () => {
  it('charges 5钻石 a chapter', () => {
    expect(aiNovelPrice(3)).toBe(150);
    expect(aiNovelPriceText(150)).toBe('15钻石');
    expect(aiNovelPriceText(0)).toBe('免费');
  });

  it('gives back the chapters not written', () => {
    expect(novelRefund({ price: 150, chapters: 3, written: 0 })).toBe(150);
    expect(novelRefund({ price: 150, chapters: 3, written: 1 })).toBe(100);
    expect(novelRefund({ price: 150, chapters: 3, written: 3 })).toBe(0);
    expect(novelRefund({ price: 0, chapters: 3, written: 1 })).toBe(0);
    expect(novelRefund({ price: 150, chapters: 0, written: 0 })).toBe(0);
  });
});

describe('novelSubmitBlocker', () => {
  const form = { title: '星海', genre: 'scifi' as const, outline: '一二三四五六七八九十', open: 0 };

  it('says what is missing, in the form’s order', () => {
    expect(novelSubmitBlocker(form)).toBeNull();
    expect(novelSubmitBlocker({ ...form, title: '  ' })).toBe('请输入小说标题');
    expect(novelSubmitBlocker({ ...form, title: '名'.repeat(31) })).toBe('小说标题最多30个字');
    expect(novelSubmitBlocker({ ...form, genre: null })).toBe('请选择小说类型');
    expect(novelSubmitBlocker({ ...form, outline: ' 太短 ' })).toBe('故事大纲至少10个字');
    expect(novelSubmitBlocker({ ...form, outline: '字'.repeat(1001) })).toBe(
      '故事大纲最多1000个字',
    );
    expect(novelSubmitBlocker({ ...form, open: 2 })).toBe(TIP_AI_NOVEL_BUSY);
  });

  it('counts an emoji as one character, as the counter does', () => {
    const outline = '😀'.repeat(AI_NOVEL_OUTLINE_MAX);
    expect(novelSubmitBlocker({ ...form, outline })).toBeNull();
    expect(outlineCounter(outline)).toBe('1000/1000');
    expect(outlineCounter('')).toBe('0/1000');
  });
});

describe('the chapter prompt', () => {
  const book = { title: '星海', genre: 'scifi' as const, outline: '少年回家。', chapters: 3 };

  it('leads with the user’s words and says which chapter', () => {
    const first = novelChapterPrompt({ ...book, index: 0, previous: '' });
    expect(first.split('\n')).toEqual([
      '《星海》',
      '少年回家。',
      '——',
      '科幻小说，请写第1章（共3章），约800字。',
    ]);
  });

  it('hands on the end of the chapter before, and asks the last one for an ending', () => {
    const last = novelChapterPrompt({ ...book, index: 2, previous: '他回头看了一眼。' });
    expect(last).toContain(
      '科幻小说，请写第3章（共3章），约800字。这是最后一章，请给故事一个完整的结局。',
    );
    expect(last.endsWith('上一章结尾：他回头看了一眼。')).toBe(true);
    expect(previousEnding('甲'.repeat(300) + '乙')).toBe('甲'.repeat(199) + '乙');
    expect(aiNovelChapterTitle(0)).toBe('第1章');
  });
});

describe('shouldFlush', () => {
  it('saves after 200 new characters or half a second, never with nothing new', () => {
    expect(shouldFlush({ pendingChars: 0, sinceFlushMs: 5_000 })).toBe(false);
    expect(shouldFlush({ pendingChars: 10, sinceFlushMs: 100 })).toBe(false);
    expect(shouldFlush({ pendingChars: 10, sinceFlushMs: 500 })).toBe(true);
    expect(shouldFlush({ pendingChars: 200, sinceFlushMs: 0 })).toBe(true);
  });
});

it('opens the reader by id', () => {
  expect(aiNovelReaderPath(100001)).toBe('/ai/novel?id=100001');
});
