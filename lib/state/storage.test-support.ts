// Test helper: an in-memory Web Storage for node unit tests (node 20 has no localStorage),
// with switches for the failures real browsers produce (private mode, full quota).
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** setItem throws QuotaExceededError, as Safari private mode and full disks do. */
  failWrites = false;
  /** getItem throws, as some browsers do when storage is disabled. */
  failReads = false;

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('denied', 'SecurityError');
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
}

/** Installs fresh local and session storages on globalThis; returns them for assertions. */
export function installMemoryStorage(): { local: MemoryStorage; session: MemoryStorage } {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  Object.defineProperty(globalThis, 'localStorage', {
    value: local,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: session,
    configurable: true,
    writable: true,
  });
  return { local, session };
}

export function removeMemoryStorage(): void {
  delete (globalThis as { localStorage?: Storage }).localStorage;
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
}
