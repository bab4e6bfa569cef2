import { describe, expect, it } from 'vitest';

import * as c from './constants';

describe('§9 constants', () => {
  it.each([
    ['APP_VERSION', c.APP_VERSION, '2.1.1'],
    ['CONFIG_VERSION', c.CONFIG_VERSION, '1.0.0'],
    ['DEFAULT_LOCALE', c.DEFAULT_LOCALE, 'zh-cn'],
    ['DEFAULT_TIMEZONE', c.DEFAULT_TIMEZONE, 'Asia/Shanghai'],
    ['HOME_PATH', c.HOME_PATH, '/home'],
    ['DEFAULT_DATE_FORMAT', c.DEFAULT_DATE_FORMAT, 'YYYY-MM-DD HH:mm:ss'],
    ['TOKEN_STORAGE_KEY', c.TOKEN_STORAGE_KEY, 'token'],
    ['IS_LIGHT_STORAGE_KEY', c.IS_LIGHT_STORAGE_KEY, 'isLight'],
    ['IS_APP_STORE_STORAGE_KEY', c.IS_APP_STORE_STORAGE_KEY, 'isAppStore'],
    ['CONFIG_SESSION_KEY', c.CONFIG_SESSION_KEY, 'config'],
    ['APP_STORE_SESSION_KEY', c.APP_STORE_SESSION_KEY, 'app'],
    ['USER_STORAGE_KEY', c.USER_STORAGE_KEY, 'user'],
    ['LAZY_CACHE_MAX', c.LAZY_CACHE_MAX, 200],
    ['IMAGE_DB_NAME', c.IMAGE_DB_NAME, 'imageDatabase'],
    ['IMAGE_DB_STORE', c.IMAGE_DB_STORE, 'imgList'],
    ['IMAGE_DB_VERSION', c.IMAGE_DB_VERSION, 1],
    ['IMAGE_DB_KEY', c.IMAGE_DB_KEY, 'src'],
    ['IMAGE_DB_MAX_SAVE', c.IMAGE_DB_MAX_SAVE, 500],
    ['MAX_ZIP', c.MAX_ZIP, 500],
    ['MAX_TIME_CONSUMING_MS', c.MAX_TIME_CONSUMING_MS, 10000],
    ['TIMEOUT_MAX_NUMBER', c.TIMEOUT_MAX_NUMBER, 30],
    ['IMAGE_FETCH_TIMEOUT_MS', c.IMAGE_FETCH_TIMEOUT_MS, 100000],
    ['TOAST_MS', c.TOAST_MS, 2000],
    ['PULL_REFRESH_HEAD', c.PULL_REFRESH_HEAD, 50],
    ['LIST_SCROLL_OFFSET', c.LIST_SCROLL_OFFSET, 300],
    ['LIST_PAGE_SIZE', c.LIST_PAGE_SIZE, 10],
    ['SWIPE_DURATION_MS', c.SWIPE_DURATION_MS, 500],
    ['TAP_THRESHOLD_PX', c.TAP_THRESHOLD_PX, 5],
    ['MOVE_THRESHOLD_PX', c.MOVE_THRESHOLD_PX, 10],
    ['TAB_BAR_SWIPE_THRESHOLD', c.TAB_BAR_SWIPE_THRESHOLD, 2],
    ['SPLASH_REMOVE_MS', c.SPLASH_REMOVE_MS, 2000],
    ['VIEWPORT_THROTTLE_MS', c.VIEWPORT_THROTTLE_MS, 300],
    ['FOOTER_DEBOUNCE_MS', c.FOOTER_DEBOUNCE_MS, 200],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('groups the storage keys by storage', () => {
    expect(c.STORAGE_KEYS).toEqual({
      local: { token: 'token', isLight: 'isLight', isAppStore: 'isAppStore', user: 'user' },
      session: { config: 'config', appStore: 'app' },
    });
  });

  it('lazy image settings (§9, retries §8)', () => {
    expect(c.LAZY_IMAGE).toEqual({
      threshold: 0.3,
      rootMargin: '0px 0px 100px 0px',
      attempts: 1,
      observer: true,
      throttleMs: 200,
      preloadRatio: 1.3,
      maxRetries: 3,
    });
  });

  it('ad swiper settings', () => {
    expect(c.AD_SWIPER).toEqual({
      gap: 10,
      height: 180,
      margin: '0 10px',
      radius: 8,
      paginationColor: 'var(--fot-active-color, #366ce3)',
      inactiveOpacity: 0.3,
      autoplayMs: 3000,
    });
  });

  it('header defaults (§2)', () => {
    expect(c.HEADER_DEFAULTS).toEqual({ height: 40, background: '#181924', zIndex: 200 });
  });
});
