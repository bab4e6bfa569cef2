// Search keywords and the local search history of issue 5: a keyword is trimmed text of
// 1–30 characters (the search/details limit of docs/media-api.md); the history keeps at most
// 20, newest first, each once (searching again moves it to the front).

export const SEARCH_HISTORY_MAX = 20;
export const KEYWORD_MAX_LENGTH = 30;
/** search/hot answers this many keywords; the screen's placeholder keeps as many rows. */
export const HOT_SEARCH_TOP = 10;

/**
 * What search finds, as the field's hint and home's search entry say it: titles, tags and actors
 * (search/details matches exactly these; it does not search UP主).
 */
export const SEARCH_PLACEHOLDER = '搜索影片、标签、演员';

export const KEYWORD_EMPTY_TIP = '请输入搜索内容';
export const KEYWORD_TOO_LONG_TIP = `搜索内容不能超过${KEYWORD_MAX_LENGTH}个字`;

export type SearchHistory = readonly string[];

/** Trimmed, with runs of whitespace (full-width spaces too) read as one space; '' for non-text. */
export function normalizeKeyword(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.replace(/\s+/gu, ' ').trim();
}

/** Length in characters as people count them (an emoji is one), not UTF-16 units. */
function charCount(text: string): number {
  return Array.from(text).length;
}

/** Why a keyword cannot be searched (Chinese, for the user), or null when it can. */
export function keywordProblem(raw: unknown): string | null {
  const keyword = normalizeKeyword(raw);
  if (keyword === '') return KEYWORD_EMPTY_TIP;
  if (charCount(keyword) > KEYWORD_MAX_LENGTH) return KEYWORD_TOO_LONG_TIP;
  return null;
}

/**
 * The history after searching `raw`: the keyword first, any earlier copy removed, at most
 * `max` kept. A keyword that cannot be searched leaves the history as it was (same array).
 */
export function addKeyword(
  history: SearchHistory,
  raw: unknown,
  max: number = SEARCH_HISTORY_MAX,
): SearchHistory {
  if (keywordProblem(raw) !== null) return history;
  const keyword = normalizeKeyword(raw);
  if (history[0] === keyword) return history;
  return [keyword, ...history.filter((k) => k !== keyword)].slice(0, Math.max(0, max));
}

export function removeKeyword(history: SearchHistory, raw: unknown): SearchHistory {
  const keyword = normalizeKeyword(raw);
  return history.includes(keyword) ? history.filter((k) => k !== keyword) : history;
}

/**
 * A stored history as this version would have written it, or undefined. Stored data may come
 * from an older build or a hand edit; anything else is dropped rather than shown.
 */
export function parseSearchHistory(value: unknown): SearchHistory | undefined {
  if (!Array.isArray(value)) return undefined;
  let history: SearchHistory = [];
  // Oldest first, so the newest ends in front exactly as when it was added.
  for (let i = value.length - 1; i >= 0; i -= 1) history = addKeyword(history, value[i]);
  return history;
}
