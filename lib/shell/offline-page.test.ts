// @vitest-environment jsdom
import { createHash } from 'node:crypto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { CONFIG_SESSION_KEY } from '@/lib/domain/platform/constants';

import {
  OFFLINE_RETRY_ID,
  OFFLINE_TITLE,
  offlinePageHtml,
  offlinePageScript,
  wireOfflineRetry,
} from './offline-page';
import { THEME_STORAGE_KEY } from './theme-boot';

/** The page as this test's document; its inline script run as the browser would in the head. */
function load(runScript = true) {
  const html = offlinePageHtml(offlinePageScript());
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.replaceWith(document.adoptNode(doc.documentElement));
  if (runScript) new Function(document.querySelector('script')?.textContent ?? '')();
  return document;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the offline screen', () => {
  it('says in Chinese that the network is gone, with 重试', () => {
    const doc = load(false);
    expect(doc.documentElement.lang).toBe('zh-CN');
    expect(doc.querySelector('h1')?.textContent).toBe(OFFLINE_TITLE);
    expect(doc.getElementById(OFFLINE_RETRY_ID)?.textContent).toBe('重试');
    expect(doc.title).toContain('网络已断开');
  });

  it('loads nothing: no src, no href, no stylesheet link', () => {
    expect(offlinePageHtml(offlinePageScript())).not.toMatch(/\s(src|href)=/);
  });

  it('wears the season the app last showed (themeKey), like the app’s own pages', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'duanwu');
    expect(load().documentElement.dataset.theme).toBe('duanwu');
  });

  it('prefers this tab’s config, and is the default theme with nothing stored', () => {
    expect(load().documentElement.dataset.theme).toBe('default');
    sessionStorage.setItem(CONFIG_SESSION_KEY, '{"theme":6}');
    expect(load().documentElement.dataset.theme).toBe('christmas');
  });

  it('has one inline script, the one whose hash the route allows', () => {
    const scripts = [...load(false).querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    const hash = (s: string) => createHash('sha256').update(s).digest('base64');
    expect(hash(scripts[0]!.textContent ?? '')).toBe(hash(offlinePageScript()));
  });
});

describe('wireOfflineRetry', () => {
  it('reloads the address on 重试 and when the network comes back', () => {
    const doc = load(false);
    const reload = vi.fn();
    const win = {
      addEventListener: (type: 'online', listener: () => void) =>
        window.addEventListener(type, listener),
      location: { reload },
    };
    wireOfflineRetry(win, doc, OFFLINE_RETRY_ID);
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    doc.getElementById(OFFLINE_RETRY_ID)!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
