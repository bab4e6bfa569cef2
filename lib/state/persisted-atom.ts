// A jotai atom backed by Web Storage. Unlike jotai's atomWithStorage it reads storage on
// first use in each store (not at module load, not only on mount), so code outside React
// (the API client, the bootstrap) sees the stored value through store.get from the start.
import { atom, type WritableAtom } from 'jotai';

import { readStorage, removeStorage, writeStorage, type StorageArea } from './storage';

export interface StorageCodec<T> {
  /** undefined: the stored text is not a valid T, so the atom falls back to its initial value. */
  parse(raw: string): T | undefined;
  stringify(value: T): string;
}

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

export function jsonCodec<T>(guard: (value: unknown) => value is T): StorageCodec<T> {
  return {
    parse(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    stringify: (value) => JSON.stringify(value),
  };
}

/** Raw text, never JSON-quoted (the token key of §9 holds the bare token). Blank counts as absent. */
export const rawStringCodec: StorageCodec<string | null> = {
  parse: (raw) => (raw.trim() === '' ? undefined : raw),
  stringify: (value) => value ?? '',
};

/** '1' / '0' in storage; reading also accepts 'true' / 'false' from older writers. */
export const flagCodec: StorageCodec<boolean> = {
  parse(raw) {
    const v = raw.trim().toLowerCase();
    if (v === '1' || v === 'true') return true;
    if (v === '0' || v === 'false') return false;
    return undefined;
  },
  stringify: (value) => (value ? '1' : '0'),
};
