// Guarded Web Storage (spec §9): private mode, full quota, disabled storage and SSR all
// degrade to "nothing stored" instead of throwing into a render or the bootstrap.

export type StorageArea = 'local' | 'session';

function storageFor(area: StorageArea): Storage | null {
  try {
    // globalThis, not window: node unit tests install an in-memory Storage here.
    const g = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
    const storage = area === 'local' ? g.localStorage : g.sessionStorage;
    return storage ?? null;
  } catch {
    // Some browsers throw on merely touching localStorage when cookies are blocked.
    return null;
  }
}

export function readStorage(area: StorageArea, key: string): string | null {
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when the value could not be kept (quota, private mode, no storage). */
export function writeStorage(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageFor(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(area: StorageArea, key: string): void {
  try {
    storageFor(area)?.removeItem(key);
  } catch {
    // Nothing to undo: a storage we cannot touch holds nothing of ours.
  }
}

export function readJson(area: StorageArea, key: string): unknown {
  const raw = readStorage(area, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStorage(area, key, text);
}
