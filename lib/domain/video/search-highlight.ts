// Marking the searched keyword in what a search found (issue 35): the text cut into plain and
// matching pieces, never markup, so a title or a post can hold anything and stays text. Letters
// match whatever their case, as the origin's ILIKE found them; the keyword is taken literally.

export interface TextPiece {
  text: string;
  match: boolean;
}

/** Case folding that keeps the length, so a folded index is an index of the original. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text;
}

/** `text` in order, each occurrence of `keyword` (case-insensitive) a matching piece. */
export function highlightParts(text: string, keyword: string): TextPiece[] {
  const key = fold(keyword.trim());
  if (key === '' || text === '') return text === '' ? [] : [{ text, match: false }];
  const haystack = fold(text);
  const pieces: TextPiece[] = [];
  let from = 0;
  for (let at = haystack.indexOf(key); at >= 0; at = haystack.indexOf(key, from)) {
    if (at > from) pieces.push({ text: text.slice(from, at), match: false });
    pieces.push({ text: text.slice(at, at + key.length), match: true });
    from = at + key.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from), match: false });
  return pieces;
}

/** Characters kept before the first match when a long text is cut to show it. */
export const EXCERPT_LEAD = 24;

/**
 * A long text cut so its first match is near the start (…before it), for rows that show a few
 * lines: the match is what the user searched for. A text whose first match is already near the
 * start, or without one, is kept whole.
 */
export function searchExcerpt(text: string, keyword: string, lead = EXCERPT_LEAD): string {
  const key = fold(keyword.trim());
  if (key === '') return text;
  const at = fold(text).indexOf(key);
  if (at <= lead) return text;
  // Never cut a surrogate pair (an emoji) in half.
  let start = at - lead;
  const code = text.charCodeAt(start);
  if (code >= 0xdc00 && code <= 0xdfff) start -= 1;
  return `…${text.slice(start)}`;
}
