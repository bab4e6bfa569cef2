// The search history of /subpage/search, kept in localStorage under `searchHistory` (a JSON
// array, newest first) so it survives the session; the rules live in lib/domain/video/search-history.
import { atom } from 'jotai';

import {
  addKeyword,
  parseSearchHistory,
  removeKeyword,
  type SearchHistory,
} from '@/lib/domain/video/search-history';

import { persistedAtom } from './persisted-atom';
import type { StorageCodec } from './storage-codecs';

export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';

/** Clearing writes this very array, which removes the key instead of storing `[]`. */
const EMPTY: SearchHistory = [];

const historyCodec: StorageCodec<SearchHistory> = {
  parse(raw) {
    try {
      return parseSearchHistory(JSON.parse(raw));
    } catch {
      return undefined;
    }
  },
  stringify: (value) => JSON.stringify(value),
};

export const searchHistoryAtom = persistedAtom<SearchHistory>({
  key: SEARCH_HISTORY_STORAGE_KEY,
  area: 'local',
  initial: EMPTY,
  codec: historyCodec,
});

export const addSearchKeywordAtom = atom(null, (_get, set, keyword: string) => {
  set(searchHistoryAtom, (history) => addKeyword(history, keyword));
});

export const removeSearchKeywordAtom = atom(null, (_get, set, keyword: string) => {
  set(searchHistoryAtom, (history) => {
    const next = removeKeyword(history, keyword);
    return next.length === 0 ? EMPTY : next;
  });
});

export const clearSearchHistoryAtom = atom(null, (_get, set) => {
  set(searchHistoryAtom, EMPTY);
});
