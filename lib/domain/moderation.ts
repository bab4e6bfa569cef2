// The operator's rule set for what users write (posts and comments): banned words, a cap on
// links, and how often one user may post or comment. Pure: the origin reads the rules from its
// config and the clock, and asks these functions.

export type ModerationRules = {
  /** Refused anywhere in the text, case-insensitive, spaces and symbols between letters ignored. */
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

// Bidirectional overrides and invisible separators: they disguise text, no one types them.
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** Text as stored: line breaks unified, invisible controls dropped, at most one empty line in a row. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters as the user sees them (code points), for the length limits. */
export const textLength = (text: string) => [...text].length;

const LINK =
  /\b(?:https?:\/\/|www\.)[^\s]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|cn|io|me|cc|top|xyz|vip)\b/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

// Letters and digits only: "违 规" and "违-规" read as "违规".
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function judgeText(text: string, rules: ModerationRules): Verdict {
  const plain = squash(text);
  const word = rules.bannedWords.find((w) => squash(w) !== '' && plain.includes(squash(w)));
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
