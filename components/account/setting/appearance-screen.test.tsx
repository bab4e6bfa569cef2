import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock(
  'next/navigation',
  async () => (await import('@/components/video/video.test-support')).navigationModule,
);

import { renderWithProviders, setupScreenTest } from '@/components/video/video.test-support';
import { COLOR_MODE_STORAGE_KEY } from '@/lib/shell/color-mode-boot';

import { AppearanceScreen } from './appearance-screen';

setupScreenTest('/mine/setting/appearance', () => ({}));

let systemLight = false;
const html = () => document.documentElement;

beforeEach(() => {
  systemLight = false;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-color-scheme: light)' && systemLight,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  localStorage.clear();
  html().removeAttribute('data-mode');
});

describe('AppearanceScreen', () => {
  it('offers 深色 / 浅色 / 跟随系统 as radios with dark checked by default', () => {
    renderWithProviders(<AppearanceScreen />);
    const group = screen.getByRole('group', { name: '颜色模式' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0]!)).toBe(true);
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['dark', 'light', 'system']);
    expect(screen.getByRole('radio', { name: /^深色/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /^浅色/ })).toHaveProperty('checked', false);
  });

  it('checks the stored choice', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    renderWithProviders(<AppearanceScreen />);
    expect(screen.getByRole('radio', { name: /^跟随系统/ })).toHaveProperty('checked', true);
  });

  it('applies 浅色 at once, remembers it, and 跟随系统 shows what the system prefers', () => {
    renderWithProviders(<AppearanceScreen />);
    fireEvent.click(screen.getByRole('radio', { name: /^浅色/ }));
    expect(screen.getByRole('radio', { name: /^浅色/ })).toHaveProperty('checked', true);
    expect(html().getAttribute('data-mode')).toBe('light');
    expect(html().style.colorScheme).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');

    fireEvent.click(screen.getByRole('radio', { name: /^跟随系统/ }));
    expect(html().getAttribute('data-mode')).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');

    fireEvent.click(screen.getByRole('radio', { name: /^深色/ }));
    expect(html().getAttribute('data-mode')).toBe('dark');
    expect(screen.getByRole('radio', { name: /^深色/ })).toHaveProperty('checked', true);
  });
});
