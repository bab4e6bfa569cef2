// The inline head script of the reload-once rule (chunk-reload.ts). It must be in place before
// any chunk starts loading: a page chunk that fails before React runs would otherwise leave a
// page that never becomes interactive and no error boundary to say so.
import { CHUNK_ERROR_TEXTS, showChunkErrorScreen } from './chunk-error-screen';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimReloadWith,
  isChunkLoadError,
  shouldReloadForChunk,
} from './chunk-reload';

/** How long a page whose code failed may still recover (the runtime retries a chunk once). */
export const RECOVERY_GRACE_MS = 1500;

interface ScriptLike {
  src: string;
}

export interface ChunkReloadWindow {
  addEventListener(type: string, listener: (event: never) => void, capture?: boolean): void;
  setTimeout(callback: () => void, ms: number): unknown;
  document: Parameters<typeof showChunkErrorScreen>[0] & {
    addEventListener(type: string, listener: () => void): void;
    getElementsByTagName(tag: 'script'): ArrayLike<ScriptLike>;
  };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: { reload(): void };
  navigator?: { onLine?: boolean };
}

export interface ChunkReloadOptions {
  key: string;
  windowMs: number;
  graceMs: number;
  texts: typeof CHUNK_ERROR_TEXTS;
}

export interface ChunkReloadRules {
  isChunkError: (error: unknown) => boolean;
  shouldReload: (last: string | null, now: number, windowMs: number) => boolean;
  claim: typeof claimReloadWith;
  showError: typeof showChunkErrorScreen;
}

/**
 * - A failed `<script src="/_next/…">` of the page's own HTML (error events do not bubble:
 *   capture phase) means the page cannot start: reload once per the rule; if the rule
 *   declines, React will never render an error boundary, so unless the runtime's own retry
 *   loads the script within the grace time, the static error screen shows.
 * - Offline (navigator.onLine false) nothing reloads: a reload would land on the browser's
 *   own error page, out of the app. The rule is applied once the `online` event comes.
 * - Scripts the runtime adds later (route prefetches, lazy chunks) are not judged here: a
 *   failed prefetch breaks nothing yet, and a chunk that is really needed is retried by the
 *   runtime and then reported as a ChunkLoadError, an uncaught error or an unhandled
 *   rejection, which reloads once per the same rule (React's error boundaries show the rest).
 * Self-contained: the script text embeds this source and passes everything in.
 */
export function installChunkReload(
  win: ChunkReloadWindow,
  options: ChunkReloadOptions,
  rules: ChunkReloadRules,
): void {
  const doc = win.document;
  let reloading = false;
  // The document's own scripts, known once it is parsed; before that any failing one is.
  let pageScripts: string[] | null = null;
  const broken: string[] = [];

  doc.addEventListener('DOMContentLoaded', () => {
    const scripts = doc.getElementsByTagName('script');
    pageScripts = [];
    for (let i = 0; i < scripts.length; i += 1) pageScripts.push((scripts[i] as ScriptLike).src);
  });

  const reload = () => {
    reloading = true;
    win.location.reload();
  };
  let waitingOnline = false;
  const claimReload = (): boolean => {
    if (reloading || waitingOnline) return true;
    if (win.navigator && win.navigator.onLine === false) {
      // The chunk failed because the network is down, and a reload now would show the
      // browser's own offline page: wait for the network, then apply the rule.
      waitingOnline = true;
      win.addEventListener('online', () => {
        if (!waitingOnline) return;
        waitingOnline = false;
        claimReload();
      });
      return true;
    }
    let storage: Pick<Storage, 'getItem' | 'setItem'> | null = null;
    try {
      storage = win.sessionStorage;
    } catch {
      storage = null;
    }
    const now = Date.now();
    if (rules.claim(storage, now, options.windowMs, options.key, rules.shouldReload) !== 'reload') {
      return false;
    }
    reload();
    return true;
  };
  const nextScript = (target: unknown): string | null => {
    const el = target as { tagName?: unknown; src?: unknown } | null | undefined;
    if (!el || el.tagName !== 'SCRIPT' || typeof el.src !== 'string') return null;
    return el.src.indexOf('/_next/') >= 0 ? el.src : null;
  };

  win.addEventListener(
    'error',
    (event: { target?: unknown; error?: unknown }) => {
      const src = nextScript(event.target);
      if (src === null) {
        if (rules.isChunkError(event.error)) claimReload();
        return;
      }
      if (pageScripts !== null && pageScripts.indexOf(src) < 0) return;
      if (broken.indexOf(src) < 0) broken.push(src);
      if (claimReload()) return;
      win.setTimeout(() => {
        if (broken.length > 0) rules.showError(doc, options.texts, reload);
      }, options.graceMs);
    },
    true,
  );
  win.addEventListener(
    'load',
    (event: { target?: unknown }) => {
      const src = nextScript(event.target);
      const at = src === null ? -1 : broken.indexOf(src);
      if (at < 0) return;
      broken.splice(at, 1);
      const screen = doc.getElementById(options.texts.id) as {
        parentNode?: { removeChild(node: unknown): void } | null;
      } | null;
      if (broken.length === 0 && screen && screen.parentNode) screen.parentNode.removeChild(screen);
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event: { reason?: unknown }) => {
    if (rules.isChunkError(event.reason)) claimReload();
  });
}

/** The inline <script> text: static per build; it runs under the page's CSP nonce (app/layout.tsx). */
export function chunkReloadScript(): string {
  const options: ChunkReloadOptions = {
    key: CHUNK_RELOAD_KEY,
    windowMs: CHUNK_RELOAD_WINDOW_MS,
    graceMs: RECOVERY_GRACE_MS,
    texts: CHUNK_ERROR_TEXTS,
  };
  const rules = `{isChunkError:${isChunkLoadError.toString()},shouldReload:${shouldReloadForChunk.toString()},claim:${claimReloadWith.toString()},showError:${showChunkErrorScreen.toString()}}`;
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `(${installChunkReload.toString()})(window,${json},${rules})`;
}
