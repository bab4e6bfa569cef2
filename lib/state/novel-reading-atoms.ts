// The AI小说 reader's memory in localStorage (docs/session-bootstrap.md "Storage keys"): where each
// novel was left (`aiNovelReading`) and the font size (`aiNovelFontSize`); the rules live in
// lib/domain/ai/novel-reading.
import { atom } from 'jotai';

import {
  NOVEL_FONT_DEFAULT,
  NOVEL_FONT_STORAGE_KEY,
  NOVEL_READING_STORAGE_KEY,
  parseNovelFont,
  parseNovelReading,
  rememberReading,
  type NovelReading,
  type ReadingPosition,
} from '@/lib/domain/ai/novel-reading';

import { persistedAtom } from './persisted-atom';
import type { StorageCodec } from './storage-codecs';

/** Forgetting every novel writes this very array, which removes the key instead of storing `[]`. */
const EMPTY: NovelReading = [];

const readingCodec: StorageCodec<NovelReading> = {
  parse(raw) {
    try {
      return parseNovelReading(JSON.parse(raw));
    } catch {
      return undefined;
    }
  },
  stringify: (value) => JSON.stringify(value),
};

export const novelReadingAtom = persistedAtom<NovelReading>({
  key: NOVEL_READING_STORAGE_KEY,
  area: 'local',
  initial: EMPTY,
  codec: readingCodec,
});

export const rememberReadingAtom = atom(
  null,
  (_get, set, change: { novelId: number; position: ReadingPosition }) => {
    set(novelReadingAtom, (reading) => rememberReading(reading, change.novelId, change.position));
  },
);

const fontCodec: StorageCodec<number> = {
  parse: (raw) => parseNovelFont(Number(raw)),
  stringify: (value) => String(value),
};

/** The default is not stored (writing it removes the key). */
export const novelFontAtom = persistedAtom<number>({
  key: NOVEL_FONT_STORAGE_KEY,
  area: 'local',
  initial: NOVEL_FONT_DEFAULT,
  codec: fontCodec,
});
