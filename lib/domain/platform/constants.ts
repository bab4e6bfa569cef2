// Business constants of spec §9 (plus the few §2/§8 numbers the UI needs).
// Values are part of the product contract: constants.test.ts pins every one.

export const APP_VERSION = '2.1.1';
export const CONFIG_VERSION = '1.0.0';
export const DEFAULT_LOCALE = 'zh-cn';
export const DEFAULT_TIMEZONE = 'Asia/Shanghai';
/**
 * DEFAULT_TIMEZONE's offset from UTC: UTC+8 without daylight saving since 1991. Dates are
 * shifted by it instead of formatted with Intl, whose first time-zone format loads ICU's zone
 * data, a long main-thread task (docs/benchmarks.md).
 */
export const SHANGHAI_UTC_OFFSET_MINUTES = 8 * 60;
export const HOME_PATH = '/home';
/** dayjs-style tokens, as the spec writes them; format.ts translates them for date-fns. */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

// Storage keys. The spec names only `token`, `isLight` and `isAppStore`; the session keys
// (`config`, `app`) and the persisted user store (`user`) are our choice.
export const TOKEN_STORAGE_KEY = 'token';
export const IS_LIGHT_STORAGE_KEY = 'isLight';
export const IS_APP_STORE_STORAGE_KEY = 'isAppStore';
export const CONFIG_SESSION_KEY = 'config';

/**
 * How much older (by the origin's clock, ping/config `serverTime`) a tab's config copy may be
 * than the one a page brings before the page's replaces it: with the page's copy at most 10 s
 * old (lib/bff/landing-config.ts), an operator's change reaches a tab's next page load within
 * 60 s (docs/admin-api.md "Reaching users"). The bootstrap and the pre-paint theme both apply it.
 */
export const CONFIG_REFRESH_SECONDS = 50;
export const APP_STORE_SESSION_KEY = 'app';
export const USER_STORAGE_KEY = 'user';
/** Ours (the spec names no key): the device id sent as devID; never cleared by clearAuth. */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';
/** Ours: the channel kept beside the flags so a later visit still reports it. */
export const CHANNEL_STORAGE_KEY = 'channel';

export const STORAGE_KEYS = {
  local: {
    token: TOKEN_STORAGE_KEY,
    isLight: IS_LIGHT_STORAGE_KEY,
    isAppStore: IS_APP_STORE_STORAGE_KEY,
    user: USER_STORAGE_KEY,
  },
  session: {
    config: CONFIG_SESSION_KEY,
    appStore: APP_STORE_SESSION_KEY,
  },
} as const;

// Image cache (in-memory lazy-loader cache and the IndexedDB store).
export const LAZY_CACHE_MAX = 200;
export const IMAGE_DB_NAME = 'imageDatabase';
export const IMAGE_DB_STORE = 'imgList';
export const IMAGE_DB_VERSION = 1;
export const IMAGE_DB_KEY = 'src';
export const IMAGE_DB_MAX_SAVE = 500;
export const MAX_ZIP = 500;
export const MAX_TIME_CONSUMING_MS = 10_000;
export const TIMEOUT_MAX_NUMBER = 30;
export const IMAGE_FETCH_TIMEOUT_MS = 100_000;

export const LAZY_IMAGE = {
  threshold: 0.3,
  rootMargin: '0px 0px 100px 0px',
  /** §9: one load attempt per observation… */
  attempts: 1,
  observer: true,
  throttleMs: 200,
  preloadRatio: 1.3,
  /** …§8: a failed image is retried up to 3 attempts before the error placeholder. */
  maxRetries: 3,
} as const;

export const TOAST_MS = 2000;
export const PULL_REFRESH_HEAD = 50;
export const LIST_SCROLL_OFFSET = 300;
export const LIST_PAGE_SIZE = 10;

export const SWIPE_DURATION_MS = 500;
export const TAP_THRESHOLD_PX = 5;
export const MOVE_THRESHOLD_PX = 10;
export const TAB_BAR_SWIPE_THRESHOLD = 2;

export const SPLASH_REMOVE_MS = 2000;
export const VIEWPORT_THROTTLE_MS = 300;
export const FOOTER_DEBOUNCE_MS = 200;
/**
 * The tab routes are warmed this long after the bar mounts (then one per idle moment): the first
 * screen's own calls, pictures and first taps go first on a cold load. 3 s put the warm-up among
 * the first screen's last work (docs/benchmarks.md "The tab warm-up").
 */
export const TAB_WARM_DELAY_MS = 10_000;
/**
 * The floating entries (activity badges, back-to-top, publish) slide off the screen's edge
 * while the page scrolls and come back once it has been still this long.
 */
export const FLOATING_SETTLE_MS = 600;

export const AD_SWIPER = {
  gap: 10,
  height: 180,
  margin: '0 10px',
  radius: 8,
  /**
   * §9 says "blue pagination": the blue of the default theme's active tab (#366CE3), taken from
   * the theme's active colour so the dots follow the seasonal theme like the rest of the shell.
   */
  paginationColor: 'var(--fot-active-color, #366ce3)',
  inactiveOpacity: 0.3,
  autoplayMs: 3000,
} as const;

export const HEADER_DEFAULTS = {
  height: 40,
  background: '#181924',
  zIndex: 200,
} as const;
