// §2/§8 "A failed load of a page chunk reloads the page", at most once: a deploy that removed
// the old chunks is cured by one reload, but a chunk that is broken for good must not make
// the page reload forever. The rule lives here once; the inline head script is built from
// these very functions (their source text), and the error boundaries call them directly.

/** sessionStorage key: time (ms) of the last reload this rule made. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second chunk failure this soon after the reload shows the error page instead. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/**
 * Whether an error (or a rejection reason) is a failed chunk or dynamic import: webpack's and
 * Turbopack's ChunkLoadError, and the native dynamic-import messages of Chromium, Firefox and
 * Safari. Self-contained: the inline script embeds this function's source.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const name = (error as { name?: unknown }).name;
  const message = (error as { message?: unknown }).message;
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Loading (?:CSS )?chunk [^\s]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

/**
 * The reload-once rule. `last` is the stored marker text (or null). A reload is allowed when
 * no reload happened within the window; a marker from the future (clock moved back) or junk
 * counts as none. Self-contained, like isChunkLoadError.
 */
export function shouldReloadForChunk(last: string | null, now: number, windowMs: number): boolean {
  const at = last === null ? NaN : Number(last);
  if (!(at > 0) || at > now) return true;
  return now - at >= windowMs;
}

export type ChunkFailureAction = 'reload' | 'show-error';

/**
 * Decides and records in one step: 'reload' writes the marker first, so the reloaded page
 * sees it. If the marker cannot be kept (no sessionStorage), nothing reloads by itself: an
 * unguarded reload could loop. Self-contained (the inline script embeds it): the key and the
 * rule come in as arguments.
 */
export function claimReloadWith(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
  windowMs: number,
  key: string,
  shouldReload: (last: string | null, now: number, windowMs: number) => boolean,
): ChunkFailureAction {
  if (storage === null) return 'show-error';
  try {
    if (!shouldReload(storage.getItem(key), now, windowMs)) return 'show-error';
    storage.setItem(key, String(now));
    return storage.getItem(key) === String(now) ? 'reload' : 'show-error';
  } catch {
    return 'show-error';
  }
}

export function claimChunkReload(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
): ChunkFailureAction {
  return claimReloadWith(
    storage,
    now,
    CHUNK_RELOAD_WINDOW_MS,
    CHUNK_RELOAD_KEY,
    shouldReloadForChunk,
  );
}

/** The tab's sessionStorage, or null where touching it throws. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
