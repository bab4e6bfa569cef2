// The demo provider's reading of its input: a seeded PRNG (same input, same output), the
// prompt's own content words, and the genre or tone the system text names. No model: a
// dictionary segmenter (ICU's, through Intl.Segmenter) and keyword tables.
import { createHash } from 'node:crypto';

export type Rng = () => number;

/** A PRNG (mulberry32) seeded by a SHA-256 of the parts: the same parts, the same numbers. */
export function seededRng(...parts: string[]): Rng {
  let state = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

/** Words that carry no subject of their own (the request's framing, pronouns, particles). */
const STOP_WORDS = new Set(
  (
    '一个 一些 一段 一篇 一部 一位 一下 关于 有关 故事 小说 文章 内容 主角 主人公 名字 帮我 ' +
    '请你 请帮 我们 你们 他们 她们 它们 自己 这个 那个 这些 那些 什么 怎么 如何 为什么 ' +
    '可以 能够 需要 想要 希望 一起 现在 今天 然后 但是 因为 所以 如果 就是 还是 或者 ' +
    '已经 非常 特别 真的 有点 一点 觉得 知道 写作 描写 生成 创作 讲述 开头 章节 一章 ' +
    '要求 风格 字数 不要 没有 不是 我的 你的 他的 她的 的话 时候 还有 以及 而且 并且'
  ).split(' '),
);

/** Single characters that never join a neighbour into a word (particles, pronouns, verbs of asking). */
const STOP_CHARS = new Set([
  ...'的了在是和与及或叫把被给让我你他她它们个一这那有就也都还很吗呢吧啊呀哦嗯写请要想说讲',
]);

const MAX_PHRASE = 10;
const HAN = /\p{Script=Han}/u;
const WORDLIKE = /[\p{Script=Han}\p{L}\p{N}]/u;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * The prompt's content words in order of appearance, each once: the segmenter's words of two
 * or more characters, and runs of single Han characters it left apart (古|剑 → 古剑).
 */
export function contentWords(text: string, limit = 8): string[] {
  const words: string[] = [];
  let run = '';
  // A run the dictionary did not know (names, made-up places) is kept as a phrase; a very long
  // one in pieces of four.
  const flush = () => {
    const chars = [...run];
    const size = chars.length <= MAX_PHRASE ? chars.length : 4;
    for (let i = 0; i + 2 <= chars.length; i += size) words.push(chars.slice(i, i + size).join(''));
    run = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(text.normalize('NFKC'))) {
    const length = [...segment].length;
    if (!isWordLike || !WORDLIKE.test(segment)) {
      flush();
    } else if (length === 1 && HAN.test(segment)) {
      if (STOP_CHARS.has(segment)) flush();
      else run += segment;
    } else {
      flush();
      if (length >= 2 && length <= 8 && !STOP_WORDS.has(segment)) words.push(segment);
    }
  }
  flush();
  return [...new Set(words)].slice(0, limit);
}

/** A book's title in 《》, if the text names one. */
export function bookTitle(text: string): string | null {
  const match = /《([^《》]{1,30})》/u.exec(text);
  return match ? match[1]! : null;
}

/** The first entry whose cue words the text contains, else `fallback`. */
export function readCue<K extends string>(
  text: string,
  cues: ReadonlyArray<readonly [K, readonly string[]]>,
  fallback: K,
): K {
  for (const [key, words] of cues) if (words.some((w) => text.includes(w))) return key;
  return fallback;
}
