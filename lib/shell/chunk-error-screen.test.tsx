import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHUNK_ERROR_SCREEN_ID,
  CHUNK_ERROR_TEXTS,
  showChunkErrorScreen,
} from './chunk-error-screen';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('showChunkErrorScreen', () => {
  it('covers the page with 页面加载失败, 重试 (reload) and 返回首页', () => {
    const reload = vi.fn();
    showChunkErrorScreen(document, CHUNK_ERROR_TEXTS, reload);
    const screen = document.getElementById(CHUNK_ERROR_SCREEN_ID);
    expect(screen?.querySelector('h1')?.textContent).toBe('页面加载失败');
    const retry = screen?.querySelector('button');
    expect(retry?.textContent).toBe('重试');
    retry?.click();
    expect(reload).toHaveBeenCalledTimes(1);
    const home = screen?.querySelector('a');
    expect(home?.textContent).toBe('返回首页');
    expect(home?.getAttribute('href')).toBe('/home');
    expect(screen?.style.position).toBe('fixed');
  });

  it('stays away when React already shows its error screen', () => {
    document.body.innerHTML = '<main data-error-screen=""></main>';
    showChunkErrorScreen(document, CHUNK_ERROR_TEXTS, () => {});
    expect(document.getElementById(CHUNK_ERROR_SCREEN_ID)).toBeNull();
  });

  it('draws the screen once', () => {
    showChunkErrorScreen(document, CHUNK_ERROR_TEXTS, () => {});
    showChunkErrorScreen(document, CHUNK_ERROR_TEXTS, () => {});
    expect(document.querySelectorAll(`#${CHUNK_ERROR_SCREEN_ID}`)).toHaveLength(1);
  });

  it('works from its own source text, as the inline script embeds it', () => {
    const embedded = new Function(
      `return (${showChunkErrorScreen.toString()})`,
    )() as typeof showChunkErrorScreen;
    embedded(document, CHUNK_ERROR_TEXTS, () => {});
    expect(document.getElementById(CHUNK_ERROR_SCREEN_ID)?.textContent).toContain('页面加载失败');
  });
});
