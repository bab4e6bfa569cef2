// The one normaliser every text rule reads its input through, so a rule judges text as it looks:
// code points that draw nothing or a blank are dropped (Default_Ignorable_Code_Point, which holds
// the Hangul fillers U+115F U+1160 U+3164 U+FFA0, joiners, bidi controls, variation selectors and
// tag characters; plus the braille blank and a few other blank letters), then NFKC folds wide
// and compatibility forms (ＡＢＣ, ｈｔｔｐ, ．) to the plain ones. The stored text is only
// cleaned: what the user typed, less the invisible, so full-width CJK punctuation stays.

// Blank-drawing code points outside Default_Ignorable_Code_Point: braille blank, Khitan filler,
// musical null notehead, object replacement and the Hangul fillers again (older engines).
const BLANK_LETTERS = '\\u2800\\u115F\\u1160\\u3164\\uFFA0\\u{16FE4}\\u{1D159}\\uFFFC';
const INVISIBLE_CLASS = `[\\p{Default_Ignorable_Code_Point}${BLANK_LETTERS}]`;
const INVISIBLE_ALL = new RegExp(INVISIBLE_CLASS, 'gu');
// What an emoji needs and the eye cannot see: a joiner between pictographs (👨‍👩‍👧) and a
// variation selector after an emoji (❤️). Kept in the stored text, dropped for the rules.
const EMOJI_JOINER =
  '(?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}\\uFE0F])\\u200D(?=\\p{Extended_Pictographic})';
const EMOJI_VARIATION = '(?<=\\p{Emoji})[\\uFE0E\\uFE0F]';
const INVISIBLE_STORED = new RegExp(
  `(?!${EMOJI_JOINER})(?!${EMOJI_VARIATION})${INVISIBLE_CLASS}`,
  'gu',
);

/** The text without code points that draw nothing; `keepEmoji` keeps emoji joiners. */
export function stripInvisible(text: string, { keepEmoji = false } = {}): string {
  return text.replace(keepEmoji ? INVISIBLE_STORED : INVISIBLE_ALL, '');
}

/**
 * Text as stored (posts, comments, intros, feedback): line breaks unified, invisible code points
 * dropped (an emoji's joiners kept), no trailing spaces, at most one empty line in a row.
 */
export function cleanText(text: string): string {
  return stripInvisible(text.replace(/\r\n?|[\u2028\u2029\u0085]/g, '\n'), { keepEmoji: true })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line value as stored (names, contacts): invisible code points dropped, trimmed. */
export function cleanLine(text: string): string {
  return stripInvisible(text).trim();
}

/**
 * Text as the rules read it, case kept: invisible dropped, NFKC (wide and compatibility forms
 * folded), every run of white space one space. Never stored: NFKC would rewrite the user's ，。！
 */
export function normaliseText(text: string): string {
  return stripInvisible(stripInvisible(text).normalize('NFKC')).replace(/\s+/gu, ' ').trim();
}

/** normaliseText in lower case: what banned words, links and names are compared on. */
export function foldText(text: string): string {
  return normaliseText(text).toLowerCase();
}

/** Letters and digits of the folded text only: 违 规, 违-规 and 违ㅤ规 all read 违规. */
export function squashText(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Characters as a person counts them (code points): a Chinese character or an emoji is one. */
export function textLength(text: string): number {
  return [...text].length;
}
