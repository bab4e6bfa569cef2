import { describe, expect, it, vi } from 'vitest';

import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  claimChunkReload,
  isChunkLoadError,
  shouldReloadForChunk,
} from './chunk-reload';
import { CHUNK_ERROR_SCREEN_ID } from './chunk-error-screen';
import { chunkReloadScript } from './chunk-reload-script';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('isChunkLoadError', () => {
  it.each([
    [
      'Turbopack',
      Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 12'), {
        name: 'ChunkLoadError',
      }),
    ],
    [
      'webpack',
      new Error('Loading chunk 345 failed.\n(error: https://x/_next/static/chunks/345.js)'),
    ],
    ['webpack CSS', new Error('Loading CSS chunk 7 failed.')],
    [
      'Chromium import()',
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
    ],
    ['Firefox import()', new TypeError('error loading dynamically imported module')],
    ['Safari import()', new TypeError('Importing a module script failed.')],
    ['a plain object named ChunkLoadError', { name: 'ChunkLoadError', message: '' }],
  ])('recognises %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a network error of a call', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed'],
    ['null', null],
    ['undefined', undefined],
  ])('ignores %s', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadForChunk', () => {
  const now = 1_700_000_000_000;
  it('allows the first reload', () => {
    expect(shouldReloadForChunk(null, now, 10_000)).toBe(true);
  });
  it('refuses a second one within the window', () => {
    expect(shouldReloadForChunk(String(now - 9_999), now, 10_000)).toBe(false);
    expect(shouldReloadForChunk(String(now), now, 10_000)).toBe(false);
  });
  it('allows one again once the window has passed', () => {
    expect(shouldReloadForChunk(String(now - 10_000), now, 10_000)).toBe(true);
  });
  it('treats junk and future markers as none', () => {
    expect(shouldReloadForChunk('junk', now, 10_000)).toBe(true);
    expect(shouldReloadForChunk('-5', now, 10_000)).toBe(true);
    expect(shouldReloadForChunk(String(now + 60_000), now, 10_000)).toBe(true);
  });
});

describe('claimChunkReload', () => {
  it('reloads once, then shows the error within the window', () => {
    const storage = new MemoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe('reload');
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe('show-error');
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe('reload');
  });

  it('never reloads without a storage to keep the marker', () => {
    expect(claimChunkReload(null, 1)).toBe('show-error');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(full, 1)).toBe('show-error');
    const dropping = { getItem: () => null, setItem: () => {} };
    expect(claimChunkReload(dropping, 1)).toBe('show-error');
  });
});

type Listener = (event: unknown) => void;

const PAGE_SCRIPT = 'http://h/_next/static/chunks/page.js';

/** Evaluates the inline script text against a fake window, as the browser would. */
function installScript(marker?: string, navigator?: { onLine: boolean }) {
  const listeners = new Map<string, Listener[]>();
  const docListeners = new Map<string, (() => void)[]>();
  const reload = vi.fn();
  const sessionStorage = new MemoryStorage();
  if (marker !== undefined) sessionStorage.setItem(CHUNK_RELOAD_KEY, marker);
  const timers: (() => void)[] = [];
  const shown: string[] = [];
  const win = {
    addEventListener: (type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    setTimeout: (callback: () => void) => timers.push(callback),
    document: {
      addEventListener: (type: string, listener: () => void) => {
        docListeners.set(type, [...(docListeners.get(type) ?? []), listener]);
      },
      getElementsByTagName: () => [{ src: PAGE_SCRIPT }],
      // Just enough DOM for the static error screen to report itself.
      body: { appendChild: (node: { id: string }) => shown.push(node.id) },
      querySelector: () => null,
      getElementById: (id: string) =>
        shown.includes(id) ? { parentNode: { removeChild: () => shown.splice(0) } } : null,
      createElement: () => ({
        style: {},
        setAttribute() {},
        addEventListener() {},
        appendChild() {},
      }),
    },
    sessionStorage,
    location: { reload },
    navigator,
  };
  new Function('window', chunkReloadScript())(win);
  const fire = (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(event);
  };
  const parsed = () => docListeners.get('DOMContentLoaded')?.forEach((listener) => listener());
  const runTimers = () => timers.splice(0).forEach((callback) => callback());
  return { fire, reload, sessionStorage, parsed, runTimers, shown };
}

const scriptTarget = (src: string) => ({ tagName: 'SCRIPT', src });
const chunkLoadError = () =>
  Object.assign(new Error('Failed to load chunk /x.js'), { name: 'ChunkLoadError' });

describe('chunkReloadScript', () => {
  it('reloads once when a page script fails, then shows the static error screen', () => {
    vi.useFakeTimers({ now: 5_000_000 });
    try {
      const page = installScript();
      page.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
      expect(page.reload).toHaveBeenCalledTimes(1);
      expect(page.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('5000000');
      page.fire('error', { target: scriptTarget('http://h/_next/static/chunks/b.js') });
      expect(page.reload).toHaveBeenCalledTimes(1);

      // The reloaded page fails again 3 s later: no second reload; once the grace time has
      // passed without the script loading, the static error screen.
      vi.setSystemTime(5_003_000);
      const reloaded = installScript('5000000');
      reloaded.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
      expect(reloaded.reload).not.toHaveBeenCalled();
      expect(reloaded.shown).toEqual([]);
      reloaded.runTimers();
      expect(reloaded.shown).toEqual([CHUNK_ERROR_SCREEN_ID]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no screen, or takes it away, when the runtime retry loads the script', () => {
    const early = installScript(String(Date.now()));
    early.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
    early.fire('load', { target: scriptTarget(PAGE_SCRIPT) });
    early.runTimers();
    expect(early.shown).toEqual([]);

    const late = installScript(String(Date.now()));
    late.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
    late.runTimers();
    expect(late.shown).toEqual([CHUNK_ERROR_SCREEN_ID]);
    late.fire('load', { target: scriptTarget(PAGE_SCRIPT) });
    expect(late.shown).toEqual([]);
  });

  it('leaves scripts added after parsing (route prefetches) to the runtime', () => {
    const page = installScript();
    page.parsed();
    page.fire('error', { target: scriptTarget('http://h/_next/static/chunks/route.js') });
    page.runTimers();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.shown).toEqual([]);
    // What the runtime reports after its own retry counts.
    page.fire('unhandledrejection', { reason: chunkLoadError() });
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it("still judges the page's own scripts after parsing", () => {
    const page = installScript();
    page.parsed();
    page.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on an unhandled chunk rejection and on an uncaught ChunkLoadError', () => {
    const rejection = installScript();
    rejection.fire('unhandledrejection', {
      reason: new TypeError('Failed to fetch dynamically imported module: /x.js'),
    });
    expect(rejection.reload).toHaveBeenCalledTimes(1);

    const uncaught = installScript();
    uncaught.fire('error', { target: {}, error: chunkLoadError() });
    expect(uncaught.reload).toHaveBeenCalledTimes(1);
  });

  it('offline, reloads nothing until the network is back, then once (issue 35 item 1)', () => {
    const navigator = { onLine: false };
    const page = installScript(undefined, navigator);
    page.fire('unhandledrejection', { reason: chunkLoadError() });
    page.fire('error', { target: scriptTarget(PAGE_SCRIPT) });
    page.runTimers();
    expect(page.reload).not.toHaveBeenCalled();
    // No static error screen either: the page reloads as soon as it can.
    expect(page.shown).toEqual([]);
    expect(page.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();

    navigator.onLine = true;
    page.fire('online', {});
    expect(page.reload).toHaveBeenCalledTimes(1);
    page.fire('online', {});
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other failures', () => {
    const page = installScript();
    page.fire('error', { target: scriptTarget('https://cdn.example.com/analytics.js') });
    page.fire('error', { target: { tagName: 'IMG', src: 'http://h/_next/image?url=x' } });
    page.fire('error', { target: { tagName: 'LINK', href: 'http://h/_next/static/chunks/a.js' } });
    page.fire('error', { target: {}, error: new Error('boom') });
    page.fire('unhandledrejection', { reason: new TypeError('Failed to fetch') });
    page.runTimers();
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.shown).toEqual([]);
  });

  it('is static text that cannot close its script element', () => {
    expect(chunkReloadScript()).toBe(chunkReloadScript());
    expect(chunkReloadScript()).not.toMatch(/<\/script/i);
  });
});
