// 书评 (docs/ai-api.md "书评"): a book's title and the reader's notes in, a description out in
// one of three tones, streamed. Free with limits: a few a day and one at a time per user.
// Pure: the origin and the screen read the same tones, limits and tips from here.

export const BOOK_DESC_TITLE_MAX = 40;
export const BOOK_DESC_NOTES_MAX = 500;
/** Descriptions per user per day (a day of the rate-limit table: 24 hours from 00:00 UTC). */
export const BOOK_DESC_PER_DAY = 20;
/** The provider is stopped after this long; the one-at-a-time place lives at most this long. */
export const BOOK_DESC_MAX_MS = 90_000;

export const BOOK_DESC_TONES = ['recommend', 'review', 'brief'] as const;
export type BookDescTone = (typeof BOOK_DESC_TONES)[number];

export type BookDescToneInfo = { label: string; maxChars: number; system: string };

export const BOOK_DESC_TONE: Record<BookDescTone, BookDescToneInfo> = {
  recommend: {
    label: '推荐语',
    maxChars: 300,
    system:
      '你是一位书店的荐书编辑。根据书名和读者的笔记，用简体中文写一段打动人的推荐语，不超过300字，不剧透结局，不要标题。',
  },
  review: {
    label: '深度书评',
    maxChars: 800,
    system:
      '你是一位严谨的书评人。根据书名和读者的笔记，用简体中文写一篇有观点的书评，谈主题、人物与写法，不超过800字，不要标题。',
  },
  brief: {
    label: '一句话简介',
    maxChars: 80,
    system: '你是一位图书编辑。根据书名和读者的笔记，用简体中文写一句话简介，不超过80字。',
  },
};

export const BOOK_DESC_END_REASONS = ['done', 'filtered', 'length'] as const;
export type BookDescEnd = (typeof BOOK_DESC_END_REASONS)[number];

export const TIP_BOOK_DESC_DAILY = '今日书评次数已用完，请明天再试';
export const TIP_BOOK_DESC_BUSY = '上一条书评还在生成中，请稍后再试';
export const TIP_BOOK_DESC_TONE = '请选择书评风格';
export const TIP_BOOK_DESC_FILTERED = '生成的内容未通过审核，已中断';

/** The prompt the provider reads: the title, then the notes when there are any. */
export function bookDescPrompt(title: string, notes: string): string {
  return notes === '' ? `书名：《${title}》` : `书名：《${title}》\n读者笔记：${notes}`;
}

/** What to tell the user when a description ends ('' when it simply finished). */
export function bookDescEndTip(reason: BookDescEnd): string {
  if (reason === 'filtered') return TIP_BOOK_DESC_FILTERED;
  if (reason === 'length') return '已达到字数上限';
  return '';
}
