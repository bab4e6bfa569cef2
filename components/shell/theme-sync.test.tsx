import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { THEME_STORAGE_KEY } from '@/lib/shell/theme-boot';
import { applyConfigAtom, configAtom } from '@/lib/state/app-atoms';

import { ThemeSync } from './theme-sync';

const html = () => document.documentElement;

function renderWith(store: ReturnType<typeof createStore>) {
  return render(
    <Provider store={store}>
      <ThemeSync>
        <p>内容</p>
      </ThemeSync>
    </Provider>,
  );
}

beforeEach(() => {
  // next-themes subscribes to prefers-color-scheme even with enableSystem off; jsdom lacks it.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  localStorage.clear();
  sessionStorage.clear();
  html().removeAttribute('data-theme');
});
afterEach(cleanup);

describe('ThemeSync', () => {
  it('applies the config theme to <html data-theme> and remembers its key', () => {
    const store = createStore();
    store.set(applyConfigAtom, { theme: 4 });
    renderWith(store);
    expect(screen.getByText('内容')).toBeTruthy();
    expect(html().getAttribute('data-theme')).toBe('qixi');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('qixi');
  });

  it('falls back to the default theme for an unknown value', () => {
    const store = createStore();
    store.set(applyConfigAtom, { theme: 'winter' });
    renderWith(store);
    expect(html().getAttribute('data-theme')).toBe('default');
  });

  it('keeps the remembered theme while the config loads, then follows the config', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'christmas');
    const store = createStore();
    renderWith(store);
    expect(html().getAttribute('data-theme')).toBe('christmas');
    act(() => store.set(configAtom, { theme: '7' }));
    expect(html().getAttribute('data-theme')).toBe('springfestival');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('springfestival');
  });

  it('applies themes without adding a stylesheet (which would restyle the whole page)', () => {
    const added: Node[] = [];
    const watcher = new MutationObserver((records) =>
      records.forEach((r) => added.push(...r.addedNodes)),
    );
    watcher.observe(document.head, { childList: true });
    localStorage.setItem(THEME_STORAGE_KEY, 'christmas');
    const store = createStore();
    renderWith(store);
    act(() => store.set(configAtom, { theme: '7' }));
    expect(html().getAttribute('data-theme')).toBe('springfestival');
    watcher.takeRecords().forEach((r) => added.push(...r.addedNodes));
    watcher.disconnect();
    expect(added.filter((node) => node.nodeName === 'STYLE')).toEqual([]);
  });

  it('ignores another tab writing a different key while the config is in hand', () => {
    const store = createStore();
    store.set(applyConfigAtom, { theme: 2 });
    renderWith(store);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'double11' }),
      );
    });
    expect(html().getAttribute('data-theme')).toBe('duanwu');
  });
});
