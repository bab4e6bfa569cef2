// Names compared as they look: Unicode's confusable skeleton (UTS #39) of the folded name, so
// Cyrillic а, the digit 0, rn for m and a blank letter between two characters do not make a new
// name, and the reserved words (官方, 客服, admin…) cannot be written with look-alikes.
import { CONFUSABLES_HEX } from './confusables-table';
import { normaliseText } from '../platform/text-normalise';

let table: Map<string, string> | undefined;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}\p{M}]/gu;

// Built on first use: most screens that import a rule never compare names.
function confusables(): Map<string, string> {
  if (table) return table;
  const fromHex = (h: string) => String.fromCodePoint(parseInt(h, 16));
  table = new Map();
  for (const entry of CONFUSABLES_HEX.join(',').split(',')) {
    const [source = '', target = ''] = entry.split(':');
    table.set(fromHex(source), target.split(' ').map(fromHex).join(''));
  }
  return table;
}

/** UTS #39 skeleton: NFD, each code point by its prototype, NFD again. */
export function skeleton(text: string): string {
  const map = confusables();
  let out = '';
  for (const ch of text.normalize('NFD')) out += map.get(ch) ?? ch;
  return out.normalize('NFD');
}

/**
 * The key two names are one name by: normalised (invisible dropped, NFKC, no spaces), then the
 * skeleton before and after lower-casing, since the prototypes mix cases (0 → O, Cyrillic В → B,
 * m → rn). Case-blind, I reads as both i and l, so i and l are one letter in a key.
 */
export function nameKey(name: string): string {
  const once = skeleton(normaliseText(name).replace(/\s/g, '')).toLowerCase();
  return skeleton(once).toLowerCase().replace(/i/g, 'l');
}

/** The name key of a text's letters and digits only: what a banned word is looked for in. */
export function squashedKey(text: string): string {
  return nameKey(text).replace(NOT_LETTER_OR_DIGIT, '');
}

/** Staff and the app itself: no user may be called by these, nor by anything that looks so. */
export const RESERVED_NAME_WORDS: readonly string[] = [
  '官方',
  '客服',
  '管理员',
  '管理員',
  '系统',
  '系統',
  '站长',
  '站長',
  '版主',
  '运营',
  '運營',
  '审核',
  '審核',
  'admin',
  'official',
  'system',
  'kefu',
  'guanfang',
  'moderator',
];

const LATIN = /\p{Script=Latin}/u;

/**
 * The first of `words` the text holds, compared by name keys. A Chinese word counts anywhere
 * (separators between its characters ignored); a Latin word only where it does not sit inside a
 * longer Latin word, so admin_01 and 小admin are caught and badminton is not.
 */
export function lookalikeWordIn(text: string, words: readonly string[]): string | null {
  const key = nameKey(text);
  const squashed = key.replace(NOT_LETTER_OR_DIGIT, '');
  for (const word of words) {
    const wordKey = squashedKey(word);
    if (wordKey === '') continue;
    if (!LATIN.test(word)) {
      if (squashed.includes(wordKey)) return word;
      continue;
    }
    for (let at = key.indexOf(wordKey); at !== -1; at = key.indexOf(wordKey, at + 1)) {
      const before = [...key.slice(0, at)].at(-1) ?? '';
      const after = [...key.slice(at + wordKey.length)][0] ?? '';
      if (!(LATIN.test(before) && LATIN.test(after))) return word;
    }
  }
  return null;
}
