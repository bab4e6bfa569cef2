import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  SEARCH_HISTORY_STORAGE_KEY,
  addSearchKeywordAtom,
  clearSearchHistoryAtom,
  removeSearchKeywordAtom,
  searchHistoryAtom,
} from './search-history-atoms';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from './storage.test-support';

let local: MemoryStorage;

beforeEach(() => {
  ({ local } = installMemoryStorage());
});
afterEach(removeMemoryStorage);

describe('searchHistoryAtom', () => {
  it('stores each search in localStorage under searchHistory, newest first', () => {
    const store = createStore();
    store.set(addSearchKeywordAtom, '彩条');
    store.set(addSearchKeywordAtom, ' 渐变 ');
    store.set(addSearchKeywordAtom, '彩条');
    expect(store.get(searchHistoryAtom)).toEqual(['彩条', '渐变']);
    expect(JSON.parse(local.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '')).toEqual(['彩条', '渐变']);
    // A new page load (a new store) reads it back.
    expect(createStore().get(searchHistoryAtom)).toEqual(['彩条', '渐变']);
  });

  it('reads a damaged stored value as a repaired or empty history', () => {
    local.setItem(SEARCH_HISTORY_STORAGE_KEY, '["a", 1, "a", "b"]');
    expect(createStore().get(searchHistoryAtom)).toEqual(['a', 'b']);
    local.setItem(SEARCH_HISTORY_STORAGE_KEY, 'not json');
    expect(createStore().get(searchHistoryAtom)).toEqual([]);
  });

  it('removes one keyword, and clear-all removes the storage key', () => {
    const store = createStore();
    store.set(addSearchKeywordAtom, 'a');
    store.set(addSearchKeywordAtom, 'b');
    store.set(removeSearchKeywordAtom, 'a');
    expect(store.get(searchHistoryAtom)).toEqual(['b']);
    store.set(removeSearchKeywordAtom, 'b');
    expect(local.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
    store.set(addSearchKeywordAtom, 'c');
    store.set(clearSearchHistoryAtom);
    expect(store.get(searchHistoryAtom)).toEqual([]);
    expect(local.getItem(SEARCH_HISTORY_STORAGE_KEY)).toBeNull();
  });
});
