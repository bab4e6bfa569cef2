import { describe, expect, it } from 'vitest';

import { LIGHT_THEME_COLOUR } from '@/lib/domain/shell/color-mode';

import {
  COLOR_MODE_STORAGE_KEY,
  LIGHT_QUERY,
  colorModeBootScript,
  setColorMode,
  storedColorMode,
} from './color-mode-boot';

/** A page before React: <html>, one theme-color meta, storage, the system's preference. */
function fakePage(stored: string | null, prefersLight: boolean, storageThrows = false) {
  const attributes = new Map<string, string>();
  const meta = new Map<string, string>([['content', '#161852']]);
  const listeners: Record<string, ((event: { key?: string | null }) => void)[]> = {};
  const systemListeners: (() => void)[] = [];
  const store = new Map<string, string>(stored === null ? [] : [[COLOR_MODE_STORAGE_KEY, stored]]);
  const system = { prefersLight };
  const storage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error('blocked');
      return store.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (storageThrows) throw new Error('blocked');
      store.set(k, v);
    },
  };
  const win = {
    document: {
      documentElement: {
        setAttribute: (n: string, v: string) => attributes.set(n, v),
        style: { colorScheme: '' },
      },
      querySelectorAll: (selector: string) =>
        selector === 'meta[name="theme-color"]'
          ? [
              {
                getAttribute: (n: string) => meta.get(n) ?? null,
                setAttribute: (n: string, v: string) => meta.set(n, v),
              },
            ]
          : [],
      addEventListener: (type: string, listener: () => void) =>
        (listeners[type] ??= []).push(listener),
    },
    localStorage: storage as unknown as Storage,
    matchMedia: (query: string) => ({
      get matches() {
        return query === LIGHT_QUERY && system.prefersLight;
      },
      addEventListener: (_type: 'change', listener: () => void) => systemListeners.push(listener),
    }),
    addEventListener: (type: string, listener: (event: { key?: string | null }) => void) =>
      (listeners[type] ??= []).push(listener),
  };
  return {
    win,
    store,
    /** Runs the inline head script as the browser does. */
    boot: () => new Function('window', colorModeBootScript())(win),
    mode: () => attributes.get('data-mode'),
    scheme: () => win.document.documentElement.style.colorScheme,
    themeColour: () => meta.get('content'),
    switchSystem(light: boolean) {
      system.prefersLight = light;
      for (const l of systemListeners) l();
    },
    otherTab(value: string) {
      store.set(COLOR_MODE_STORAGE_KEY, value);
      for (const l of listeners.storage ?? []) l({ key: COLOR_MODE_STORAGE_KEY });
    },
  };
}

describe('the colour-mode head script', () => {
  it.each([
    [null, false, 'dark'],
    [null, true, 'dark'],
    ['dark', true, 'dark'],
    ['light', false, 'light'],
    ['system', true, 'light'],
    ['system', false, 'dark'],
    ['sepia', true, 'dark'],
  ] as const)('stored %s, system light %s: shows %s before paint', (stored, light, shown) => {
    const page = fakePage(stored, light);
    page.boot();
    expect(page.mode()).toBe(shown);
    expect(page.scheme()).toBe(shown);
  });

  it('tints the status bar light in light mode and gives the season its colour back in dark', () => {
    const page = fakePage('light', false);
    page.boot();
    expect(page.themeColour()).toBe(LIGHT_THEME_COLOUR);
    page.otherTab('dark');
    expect(page.themeColour()).toBe('#161852');
  });

  it('follows a system switch live under 跟随系统, and only then', () => {
    const page = fakePage('system', false);
    page.boot();
    page.switchSystem(true);
    expect(page.mode()).toBe('light');
    page.switchSystem(false);
    expect(page.mode()).toBe('dark');

    const fixed = fakePage('dark', false);
    fixed.boot();
    fixed.switchSystem(true);
    expect(fixed.mode()).toBe('dark');
  });

  it("takes another tab's choice", () => {
    const page = fakePage('dark', true);
    page.boot();
    page.otherTab('system');
    expect(page.mode()).toBe('light');
  });

  it('shows dark where storage is blocked', () => {
    const page = fakePage('light', true, true);
    expect(() => page.boot()).not.toThrow();
    expect(page.mode()).toBe('dark');
  });
});

describe('setColorMode', () => {
  it('stores the choice and shows it at once; the system is then followed', () => {
    const page = fakePage(null, true);
    page.boot();
    setColorMode(page.win, 'light');
    expect(page.store.get(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(page.mode()).toBe('light');
    setColorMode(page.win, 'system');
    page.switchSystem(false);
    expect(page.mode()).toBe('dark');
    expect(storedColorMode(page.win.localStorage)).toBe('system');
  });

  it('still shows the choice on this page when storage is blocked', () => {
    const page = fakePage(null, false, true);
    setColorMode(page.win, 'light');
    expect(page.mode()).toBe('light');
    expect(storedColorMode(page.win.localStorage)).toBe('dark');
  });
});
