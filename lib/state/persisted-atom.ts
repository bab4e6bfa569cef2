// A jotai atom backed by Web Storage. Unlike jotai's atomWithStorage it reads storage on
// first use in each store (not at module load, not only on mount), so code outside React
// (the API client, the bootstrap) sees the stored value through store.get from the start.
import { atom, type WritableAtom } from 'jotai';

import { readStorage, removeStorage, writeStorage, type StorageArea } from './storage';
import type { StorageCodec } from './storage-codecs';

export interface PersistedAtomOptions<T> {
  key: string;
  area: StorageArea;
  initial: T;
  codec: StorageCodec<T>;
}

const UNREAD = Symbol('unread');

export type SetStateAction<T> = T | ((previous: T) => T);
export type PersistedAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

/** Writing the initial value (e.g. null) removes the key, so "empty" never leaves a stale copy. */
export function persistedAtom<T>({
  key,
  area,
  initial,
  codec,
}: PersistedAtomOptions<T>): PersistedAtom<T> {
  const read = (): T => {
    const raw = readStorage(area, key);
    if (raw === null) return initial;
    const value = codec.parse(raw);
    return value === undefined ? initial : value;
  };
  const base = atom<T | typeof UNREAD>(UNREAD);
  const persisted = atom(
    (get) => {
      const value = get(base);
      return value === UNREAD ? read() : value;
    },
    (get, set, action: SetStateAction<T>) => {
      const next =
        typeof action === 'function' ? (action as (previous: T) => T)(get(persisted)) : action;
      set(base, next);
      if (Object.is(next, initial)) removeStorage(area, key);
      // A failed write keeps the value for this page load only (private mode, quota).
      else writeStorage(area, key, codec.stringify(next));
    },
  );
  if (area === 'local') {
    // Another tab changed the key (a login or logout there): follow it while mounted.
    base.onMount = (setBase) => {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) setBase(read());
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    };
  }
  return persisted;
}
