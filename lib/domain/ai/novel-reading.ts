// The AI小说 reader's memory (docs/session-bootstrap.md "Storage keys"): where the user left each
// novel — the chapter and how far down it, as a fraction of the chapter so a new font size still
// lands near the same words — and the font size chosen. Pure: lib/state keeps them in localStorage.

/** localStorage keys (ours: the spec names no reader). */
export const NOVEL_READING_STORAGE_KEY = 'aiNovelReading';
export const NOVEL_FONT_STORAGE_KEY = 'aiNovelFontSize';

/** Novels remembered at most; the least recently read is forgotten first. */
export const NOVEL_READING_MAX = 50;

/** [novel id, chapter index, fraction of the chapter scrolled (0–1)], most recent last. */
export type ReadingEntry = readonly [novelId: number, chapter: number, fraction: number];
export type NovelReading = readonly ReadingEntry[];
export type ReadingPosition = { chapter: number; fraction: number };

const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);
const clampFraction = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));

/** The stored list, with malformed entries dropped; [] for anything that is not one. */
export function parseNovelReading(value: unknown): NovelReading {
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item): ReadingEntry[] => {
    if (!Array.isArray(item) || item.length !== 3) return [];
    const [id, chapter, fraction] = item as unknown[];
    if (!isIndex(id) || id < 1 || !isIndex(chapter) || chapter < 0) return [];
    if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return [];
    return [[id, chapter, clampFraction(fraction)]];
  });
  return entries.slice(-NOVEL_READING_MAX);
}

/** Where the user left `novelId`, or null when they never read it. */
export function readingPositionOf(reading: NovelReading, novelId: number): ReadingPosition | null {
  const entry = reading.find(([id]) => id === novelId);
  return entry ? { chapter: entry[1], fraction: entry[2] } : null;
}

/** The list with `novelId` at `position`, moved to the end (most recent); at most MAX kept. */
export function rememberReading(
  reading: NovelReading,
  novelId: number,
  position: ReadingPosition,
): NovelReading {
  const entry: ReadingEntry = [novelId, position.chapter, clampFraction(position.fraction)];
  const last = reading.at(-1);
  if (last && last[0] === entry[0] && last[1] === entry[1] && last[2] === entry[2]) return reading;
  return [...reading.filter(([id]) => id !== novelId), entry].slice(-NOVEL_READING_MAX);
}

/** The reader's font sizes (px), smallest first, and the one it starts with. */
export const NOVEL_FONT_SIZES = [14, 16, 18, 20, 22, 24] as const;
export const NOVEL_FONT_DEFAULT = 18;

/** A stored font size, or the default when it is not one of ours. */
export function parseNovelFont(value: unknown): number {
  return (NOVEL_FONT_SIZES as readonly unknown[]).includes(value)
    ? (value as number)
    : NOVEL_FONT_DEFAULT;
}

/** One step smaller (-1) or larger (+1), held at the ends. */
export function stepNovelFont(size: number, step: -1 | 1): number {
  const at = NOVEL_FONT_SIZES.indexOf(parseNovelFont(size) as (typeof NOVEL_FONT_SIZES)[number]);
  const next = Math.min(NOVEL_FONT_SIZES.length - 1, Math.max(0, at + step));
  return NOVEL_FONT_SIZES[next]!;
}
