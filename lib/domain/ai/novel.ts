// AI小说 (§7 "Text to novel", /ai/txtToNovel and the reader /ai/novel; docs/ai-api.md): the rules
// the screens and the origin share. A title, a genre and an outline in; the provider writes the
// chapters one after another; paid per chapter in diamonds, the unwritten chapters given back.
import { formatDiamond } from '../platform/format';

export const AI_NOVEL_GENRES = [
  'urban',
  'romance',
  'fantasy',
  'wuxia',
  'scifi',
  'mystery',
  'history',
  'campus',
] as const;
export type AiNovelGenre = (typeof AI_NOVEL_GENRES)[number];

const GENRE_NAMES: Record<AiNovelGenre, string> = {
  urban: '都市',
  romance: '言情',
  fantasy: '玄幻',
  wuxia: '武侠',
  scifi: '科幻',
  mystery: '悬疑',
  history: '历史',
  campus: '校园',
};

export const aiNovelGenreName = (genre: AiNovelGenre): string => GENRE_NAMES[genre];
export const isAiNovelGenre = (value: unknown): value is AiNovelGenre =>
  (AI_NOVEL_GENRES as readonly unknown[]).includes(value);

/** The title, in characters as people count them. */
export const AI_NOVEL_TITLE_MAX = 30;
/** The outline: enough to say who and what happens, short enough to read back. */
export const AI_NOVEL_OUTLINE_MIN = 10;
export const AI_NOVEL_OUTLINE_MAX = 1000;
/** Chapters one novel may ask for, and the form's first choice. */
export const AI_NOVEL_CHAPTERS_MIN = 1;
export const AI_NOVEL_CHAPTERS_MAX = 8;
export const AI_NOVEL_CHAPTERS_DEFAULT = 3;
/**
 * What the writer is asked for per chapter (characters), the most it is allowed (the provider's
 * `maxChars`), and where a provider that runs past it anyway is cut.
 */
export const AI_NOVEL_CHAPTER_TARGET = 800;
export const AI_NOVEL_CHAPTER_MAX_CHARS = 1200;
export const AI_NOVEL_CHAPTER_CUT_CHARS = 2000;

/**
 * Diamonds (§5 tenths) per chapter: 5钻石. Per chapter, so a novel cut short gives back exactly
 * the chapters it did not write.
 */
export const AI_NOVEL_CHAPTER_PRICE = 50;
export const aiNovelPrice = (chapters: number): number => chapters * AI_NOVEL_CHAPTER_PRICE;

/**
 * Novels of one user that may be queued or writing at once. Two, as 图生视频: a novel holds the
 * provider for minutes with a real model.
 */
export const AI_NOVEL_OPEN_MAX = 2;
export const TIP_AI_NOVEL_BUSY = `已有${AI_NOVEL_OPEN_MAX}部小说正在生成，请完成后再提交`;
export const TIP_AI_NOVEL_GENRE = '请选择小说类型';
export const TIP_AI_NOVEL_CHAPTERS = `章节数需为${AI_NOVEL_CHAPTERS_MIN}-${AI_NOVEL_CHAPTERS_MAX}章`;

export const AI_NOVEL_STATES = ['queued', 'writing', 'done', 'failed'] as const;
export type AiNovelState = (typeof AI_NOVEL_STATES)[number];

const STATE_TEXT: Record<AiNovelState, string> = {
  queued: '排队中',
  writing: '写作中',
  done: '已完成',
  failed: '生成失败',
};

export const aiNovelStateText = (state: AiNovelState): string => STATE_TEXT[state];
export const isAiNovelOpen = (state: AiNovelState): boolean =>
  state === 'queued' || state === 'writing';

/** How often a screen asks again while a novel is being written (ms): the text grows between. */
export const AI_NOVEL_POLL_MS = 1_000;
/** The history list asks less often: it shows states, not the text. */
export const AI_NOVEL_LIST_POLL_MS = 2_000;

export function aiNovelPollInterval(
  states: readonly AiNovelState[],
  every = AI_NOVEL_POLL_MS,
): number | false {
  return states.some(isAiNovelOpen) ? every : false;
}

export const aiNovelPriceText = (price: number): string =>
  price > 0 ? `${formatDiamond(price)}钻石` : '免费';

/** The chapter's heading: the writer is asked for prose only, so the number names it. */
export const aiNovelChapterTitle = (index: number): string => `第${index + 1}章`;

/** Characters as people count them (an emoji is one). */
const length = (text: string) => [...text].length;

/** Why the form cannot be sent yet, or null when it can. */
export function novelSubmitBlocker(form: {
  title: string;
  genre: AiNovelGenre | null;
  outline: string;
  open: number;
}): string | null {
  const title = form.title.trim();
  const outline = form.outline.trim();
  if (title === '') return '请输入小说标题';
  if (length(title) > AI_NOVEL_TITLE_MAX) return `小说标题最多${AI_NOVEL_TITLE_MAX}个字`;
  if (!form.genre) return TIP_AI_NOVEL_GENRE;
  if (length(outline) < AI_NOVEL_OUTLINE_MIN) return `故事大纲至少${AI_NOVEL_OUTLINE_MIN}个字`;
  if (length(outline) > AI_NOVEL_OUTLINE_MAX) return `故事大纲最多${AI_NOVEL_OUTLINE_MAX}个字`;
  if (form.open >= AI_NOVEL_OPEN_MAX) return TIP_AI_NOVEL_BUSY;
  return null;
}

/** The outline counter under the field: "123/1000". */
export const outlineCounter = (outline: string): string =>
  `${length(outline)}/${AI_NOVEL_OUTLINE_MAX}`;

/** What the writer is told to be and do (the system part of the provider's request). */
export const AI_NOVEL_SYSTEM =
  '你是一位中文网络小说作者。用户消息的第一行是书名，接着是故事大纲，最后是小说类型和本章的写作要求。' +
  '请按要求写出这一章的正文：只输出正文，不写章节标题、不写说明，语言通顺，情节连贯，内容健康。';

/**
 * The user part of one chapter's request: the book, where we are, and how the last one ended.
 * The user's own words come first (a model reads them as the subject; the demo writer builds
 * its sentences around the first words it finds).
 */
export function novelChapterPrompt(input: {
  title: string;
  genre: AiNovelGenre;
  outline: string;
  index: number;
  chapters: number;
  /** The end of the chapter before ('' for the first). */
  previous: string;
}): string {
  const genre = aiNovelGenreName(input.genre);
  const ask = [
    `${genre}小说，请写第${input.index + 1}章（共${input.chapters}章），约${AI_NOVEL_CHAPTER_TARGET}字。`,
  ];
  if (input.index === input.chapters - 1) ask.push('这是最后一章，请给故事一个完整的结局。');
  const lines = [`《${input.title}》`, input.outline, '——', ask.join('')];
  if (input.previous !== '') lines.push(`上一章结尾：${input.previous}`);
  return lines.join('\n');
}

/** How much of the chapter before is handed on, so the next one follows it. */
export const AI_NOVEL_PREVIOUS_CHARS = 200;
export const previousEnding = (text: string): string =>
  [...text].slice(-AI_NOVEL_PREVIOUS_CHARS).join('');

/**
 * When the growing text is written to the database: every `AI_NOVEL_FLUSH_MS` or once
 * `AI_NOVEL_FLUSH_CHARS` new characters came, whichever first, so a reader polling every second
 * sees it grow without a write per piece.
 */
export const AI_NOVEL_FLUSH_MS = 500;
export const AI_NOVEL_FLUSH_CHARS = 200;

export function shouldFlush(state: { pendingChars: number; sinceFlushMs: number }): boolean {
  return (
    state.pendingChars > 0 &&
    (state.pendingChars >= AI_NOVEL_FLUSH_CHARS || state.sinceFlushMs >= AI_NOVEL_FLUSH_MS)
  );
}

/** Diamonds given back for a novel that stopped after `written` of `chapters` chapters. */
export function novelRefund(novel: { price: number; chapters: number; written: number }): number {
  const unwritten = Math.max(0, novel.chapters - novel.written);
  return novel.chapters > 0 ? Math.round((novel.price * unwritten) / novel.chapters) : 0;
}

/** Our routes (§2 names none for this tool): the form and the reader. */
export const AI_NOVEL_PATH = '/ai/txtToNovel';
export const AI_NOVEL_READER_PATH = '/ai/novel';
export const aiNovelReaderPath = (id: number): string => `${AI_NOVEL_READER_PATH}?id=${id}`;

/** What marks a text the built-in demo wrote, not a model. */
export const AI_DEMO_MARK = '演示生成';
