import { describe, expect, it } from 'vitest';

import { mentionedIds, splitMentions } from './mentions';

const people = [
  { id: 1, name: '小满' },
  { id: 2, name: '小满的厨房' },
  { id: 3, name: '阿杰' },
];

describe('mentions', () => {
  it('splits text at mentions, the longest name winning', () => {
    expect(splitMentions('@小满的厨房 好吃 @阿杰', people)).toEqual([
      { text: '@小满的厨房', mention: people[1] },
      { text: ' 好吃 ', mention: null },
      { text: '@阿杰', mention: people[2] },
    ]);
    expect(splitMentions('<img onerror=x>', people)).toEqual([
      { text: '<img onerror=x>', mention: null },
    ]);
  });

  it('finds whom a draft names', () => {
    expect(mentionedIds('@阿杰 @阿杰 和 @小满', people)).toEqual([3, 1]);
    expect(mentionedIds('没有人', people)).toEqual([]);
  });
});
