// The operator's rule set for what users write (posts and comments): banned words, a cap on
// links, and how often one user may post or comment. Pure: the origin reads the rules from its
// config and the clock, and asks these functions.
import { squashedKey } from '../account/name-skeleton';
import { foldText, squashText } from '../platform/text-normalise';

export type ModerationRules = {
  /**
   * Refused anywhere in the text, case-insensitive, spaces, symbols and invisible letters between
   * letters ignored, look-alike letters (UTS #39 confusables) read as the letters they copy.
   */
  bannedWords: readonly string[];
  /** Most links a post or comment may carry. */
  maxLinks: number;
  postsPerHour: number;
  commentsPerMinute: number;
};

export const DEFAULT_RULES: ModerationRules = {
  bannedWords: [],
  maxLinks: 2,
  postsPerHour: 10,
  commentsPerMinute: 10,
};

export type Verdict = { ok: true } | { ok: false; reason: string };

// Every rule reads the folded text (lib/domain/platform/text-normalise.ts): ｈｔｔｐ, ｗｗｗ．and a blank
// letter inside a word do not hide it. The ideographic full stop works as a dot in a browser's
// address bar, so it counts as one in a link.
const LINK =
  /\b(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|cn|io|me|cc|top|xyz|vip)\b/gi;

export function countLinks(text: string): number {
  return foldText(text).replace(/[。｡]/g, '.').match(LINK)?.length ?? 0;
}

/** The first banned word the text holds: as typed, or written with look-alike letters. */
export function bannedWordIn(text: string, words: readonly string[]): string | null {
  const plain = squashText(text);
  const look = squashedKey(text);
  return (
    words.find((w) => {
      const word = squashText(w);
      return word !== '' && (plain.includes(word) || look.includes(squashedKey(w)));
    }) ?? null
  );
}

export function judgeText(text: string, rules: ModerationRules): Verdict {
  const word = bannedWordIn(text, rules.bannedWords);
  if (word) return { ok: false, reason: `内容含有违规词“${word}”，请修改后重新发布` };
  if (countLinks(text) > rules.maxLinks)
    return { ok: false, reason: `内容中的链接不能超过${rules.maxLinks}个` };
  return { ok: true };
}

const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;

/** The rules from the operator's config value, each part defaulted when missing or malformed. */
export function readRules(value: unknown): ModerationRules {
  const raw = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const words = Array.isArray(raw.bannedWords)
    ? raw.bannedWords.filter((w): w is string => typeof w === 'string' && w.trim() !== '')
    : DEFAULT_RULES.bannedWords;
  return {
    bannedWords: words,
    maxLinks: count(raw.maxLinks, DEFAULT_RULES.maxLinks),
    postsPerHour: count(raw.postsPerHour, DEFAULT_RULES.postsPerHour),
    commentsPerMinute: count(raw.commentsPerMinute, DEFAULT_RULES.commentsPerMinute),
  };
}

/**
 * What the author is told when a post is sent (issue 35): the automatic check of these rules
 * decides a text or picture post within moments of publishing; a video post is decided once its
 * video is transcoded. A refusal, and its reason, shows in 我的帖子.
 */
export function publishedNotice(video: boolean): string {
  return video ? '发布成功，视频处理完成后自动公开' : '发布成功，自动审核后几秒内公开';
}
