// How persisted values are written in Web Storage (§9): raw text, JSON, '1'/'0' flags. Apart
// from persisted-atom (jotai), so the head script (lib/shell/early-boot) reads storage with the
// same codecs without bundling jotai.

export interface StorageCodec<T> {
  /** undefined: the stored text is not a valid T, so the atom falls back to its initial value. */
  parse(raw: string): T | undefined;
  stringify(value: T): string;
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
