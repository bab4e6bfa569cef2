// The community's text rules (lib/domain/community/moderation.ts: the operator's banned words and link cap,
// read through text-normalise.ts) applied to the AI studio: a prompt is cleaned and judged before
// anything is charged, and a model's answer is watched as it streams. Pure: the origin passes the
// rules it read (services/community/config.ts communitySettings).
import { bannedWordIn, countLinks, type ModerationRules } from '../community/moderation';
import { cleanText, textLength } from '../platform/text-normalise';

export type AiTextVerdict = { ok: true; text: string } | { ok: false; reason: string };

export type AiTextLimits = {
  /** Most characters (as a person counts them) the field takes. */
  maxChars?: number;
  /** What the field is called in a tip: 提示词, 大纲, 书名… (default 内容). */
  label?: string;
};

/** A stream cut for a banned word: the answer is withdrawn and the job refunded. */
export const AI_OUTPUT_REFUSED = '生成的内容未通过审核，请修改后再试';

/**
 * A user's words for an AI tool: the cleaned text (as stored for posts: invisible code points
 * dropped, line breaks unified, trimmed) or the Chinese reason it is refused. The same banned
 * words and link cap as posts and comments.
 */
export function checkAiText(
  text: string,
  rules: Pick<ModerationRules, 'bannedWords' | 'maxLinks'>,
  { maxChars, label = '内容' }: AiTextLimits = {},
): AiTextVerdict {
  const clean = cleanText(text);
  if (clean === '') return { ok: false, reason: `请输入${label}` };
  if (maxChars !== undefined && textLength(clean) > maxChars) {
    return { ok: false, reason: `${label}最多${maxChars}个字` };
  }
  const word = bannedWordIn(clean, rules.bannedWords);
  if (word) return { ok: false, reason: `${label}包含违规词“${word}”，请修改后再试` };
  if (countLinks(clean) > rules.maxLinks) {
    return { ok: false, reason: `${label}中的链接不能超过${rules.maxLinks}个` };
  }
  return { ok: true, text: clean };
}

// A banned word written with separators between its letters (违 规, 违-规) spans more characters
// than it has: the window a piece is judged in keeps this many per letter of the longest word.
const SPREAD = 4;

/**
 * Watches a model's answer piece by piece for the banned words, judging each piece with the tail
 * before it (so a word split across pieces is seen) instead of the whole text again: a chapter
 * streams in about a thousand pieces. `end` judges the whole text once.
 */
export class AiOutputGuard {
  private text = '';
  private readonly window: number;

  constructor(private readonly bannedWords: readonly string[]) {
    const longest = Math.max(0, ...bannedWords.map((w) => textLength(w)));
    this.window = longest * SPREAD;
  }

  /** AI_OUTPUT_REFUSED once the answer so far holds a banned word, else null. */
  push(piece: string): string | null {
    const tail = [...this.text.slice(-this.window * 2)].slice(-this.window).join('');
    this.text += piece;
    return bannedWordIn(tail + piece, this.bannedWords) ? AI_OUTPUT_REFUSED : null;
  }

  /** The whole answer judged once more (a word spread wider than the window). */
  end(): string | null {
    return bannedWordIn(this.text, this.bannedWords) ? AI_OUTPUT_REFUSED : null;
  }
}
