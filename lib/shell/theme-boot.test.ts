import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CONFIG_REFRESH_SECONDS } from '@/lib/domain/platform/constants';
import { THEMES, themeFor } from '@/lib/domain/shell/themes';

import {
  ALL_THEME_KEYS,
  THEME_STORAGE_KEY,
  pickBootTheme,
  themeBootPlan,
  themeBootScript,
} from './theme-boot';

const plan = themeBootPlan();
const pick = (config: unknown, stored: string | null = null) =>
  pickBootTheme({ config: config === null ? null : JSON.stringify(config), stored }, plan);

class MemoryStorage {
  readonly map = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(entries)) this.map.set(k, v);
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

/** Runs the inline script text the way the browser would, against fake globals. */
function runScript(
  session: Record<string, string>,
  local: Record<string, string> = {},
  server: Record<string, string> = {},
) {
  const attributes = new Map<string, string>(Object.entries(server));
  const document = {
    documentElement: {
      setAttribute: (n: string, v: string) => attributes.set(n, v),
      getAttribute: (n: string) => attributes.get(n) ?? null,
      hasAttribute: (n: string) => attributes.has(n),
    },
  };
  const localStorage = new MemoryStorage(local);
  const sessionStorage = new MemoryStorage(session);
  new Function('document', 'localStorage', 'sessionStorage', themeBootScript())(
    document,
    localStorage,
    sessionStorage,
  );
  return { theme: attributes.get('data-theme'), stored: localStorage.getItem(THEME_STORAGE_KEY) };
}

describe('pickBootTheme', () => {
  it('maps the cached config theme like themeFor', () => {
    expect(pick({ theme: 4 })).toBe('qixi');
    expect(pick({ theme: '7' })).toBe('springfestival');
    expect(pick({ theme: ' 03 ' })).toBe('midautumn');
    expect(pick({ theme: 99 })).toBe('default');
    expect(pick({ theme: '3.0' })).toBe('default');
    expect(pick({})).toBe('default');
  });

  it('prefers the cached config over the stored key', () => {
    expect(pick({ theme: 6 }, 'qixi')).toBe('christmas');
  });

  it('falls back to a known stored key without a config', () => {
    expect(pick(null, 'double11')).toBe('double11');
    expect(pick(null, 'orange')).toBe('orange');
    expect(pick(null, 'evil"]{')).toBeNull();
    expect(pick(null, null)).toBeNull();
  });

  it('ignores a config that is not an object', () => {
    expect(pickBootTheme({ config: 'not json', stored: 'labor' }, plan)).toBe('labor');
    expect(pick([1, 2], 'labor')).toBe('labor');
    expect(pick(null, null)).toBeNull();
  });

  it('agrees with themeFor for any theme value (property)', () => {
    const value = fc.oneof(
      fc.integer({ min: -5, max: 20 }),
      fc.double(),
      fc.string(),
      fc.integer({ min: 0, max: 12 }).map((n) => ` ${n} `),
      fc.constantFrom(null, true, '0x3', '3e0', '', '08'),
    );
    fc.assert(
      fc.property(value, (theme) => {
        expect(pick({ theme })).toBe(themeFor(theme).theme);
      }),
    );
  });
});

describe('themeBootScript', () => {
  it('sets data-theme from the cached config and records the key', () => {
    expect(runScript({ config: JSON.stringify({ theme: 5 }) })).toEqual({
      theme: 'double11',
      stored: 'double11',
    });
  });

  it('uses the stored key on a new session (returning visitor)', () => {
    expect(runScript({}, { [THEME_STORAGE_KEY]: 'christmas' })).toEqual({
      theme: 'christmas',
      stored: 'christmas',
    });
  });

  it('keeps the theme the server took from the config it fetched with the page', () => {
    const fresh = { 'data-theme': 'qixi', 'data-theme-fresh': '' };
    // …and remembers it, so next-themes' script (which reads only the key) agrees.
    expect(runScript({}, { [THEME_STORAGE_KEY]: 'christmas' }, fresh)).toEqual({
      theme: 'qixi',
      stored: 'qixi',
    });
    expect(runScript({}, {}, fresh)).toEqual({ theme: 'qixi', stored: 'qixi' });
    // This tab's cached config is still the session's truth (§2 loads one only if missing).
    expect(runScript({ config: JSON.stringify({ theme: 2 }) }, {}, fresh)).toEqual({
      theme: 'duanwu',
      stored: 'duanwu',
    });
  });

  it('paints the page config over a cached one old enough for the bootstrap to replace', () => {
    const cached = { config: JSON.stringify({ theme: 2, serverTime: 1000 }) };
    const page = (at: number) => ({ 'data-theme': 'springfestival', 'data-theme-fresh': `${at}` });
    expect(runScript(cached, {}, page(1000 + CONFIG_REFRESH_SECONDS))).toEqual({
      theme: 'springfestival',
      stored: 'springfestival',
    });
    expect(runScript(cached, {}, page(1000 + CONFIG_REFRESH_SECONDS - 1))).toEqual({
      theme: 'duanwu',
      stored: 'duanwu',
    });
  });

  it('leaves the server default and drops an unknown stored key', () => {
    expect(runScript({}, { [THEME_STORAGE_KEY]: 'bogus' })).toEqual({
      theme: undefined,
      stored: null,
    });
  });

  it('never throws, even when storage does', () => {
    const throwing = {
      getItem() {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      new Function('document', 'localStorage', 'sessionStorage', themeBootScript())(
        {
          documentElement: {
            setAttribute() {},
            getAttribute: () => null,
            hasAttribute: () => false,
          },
        },
        throwing,
        throwing,
      ),
    ).not.toThrow();
  });

  it('is static text that cannot close its script element', () => {
    expect(themeBootScript()).toBe(themeBootScript());
    expect(themeBootScript()).not.toMatch(/<\/script/i);
  });

  it('covers every theme and palette', () => {
    expect(ALL_THEME_KEYS).toHaveLength(10);
    expect(Object.values(plan.themes)).toEqual(THEMES.map((t) => t.theme));
  });
});
