// What a first visit can start before the app's code has loaded (issue 36): the guest login of
// §2 step 5, and a hold on taps until the session exists. It runs as an inline head script
// (early-boot-script.ts, bundled from this file and the rules it imports by
// scripts/early-boot-script.mjs), so the rules stay those of lib/domain; the bootstrap adopts
// the login's answer (lib/api/early-login) and the boot gate replays the held tap.
import {
  CHANNEL_STORAGE_KEY,
  CONFIG_SESSION_KEY,
  DEVICE_ID_STORAGE_KEY,
  IS_LIGHT_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@/lib/domain/platform/constants';
import { GUEST_LOGIN_PATH, guestLoginFor } from '@/lib/domain/account/guest-login';
import {
  expectsNewUserVipBanner,
  parseClosedAt,
  VIP_BANNER_CLOSED_KEY,
  VIP_BANNER_HIDDEN_ATTRIBUTE,
} from '@/lib/domain/money/vip-banner';
import type { UserInfo } from '@/lib/domain/money/vip';
import { isChannel, launchedFlag, readLaunchParams } from '@/lib/domain/platform/launch-params';
import { API_PREFIX, requestHeaders, xUserAgentFor } from '@/lib/api/request-headers';
import {
  flagCodec,
  jsonCodec,
  rawStringCodec,
  type StorageCodec,
} from '@/lib/state/storage-codecs';

/** The window property the head script leaves its login under. */
export const EARLY_LOGIN_GLOBAL = '__earlyGuestLogin';
/** The window property of the tap held until the session exists. */
export const HELD_TAP_GLOBAL = '__heldTap';
/** On the boot gate's element while the page waits for config and login (§2). */
export const BOOT_HELD_ATTRIBUTE = 'data-boot-held';
/** On a held tap's element: its feedback (globals.css) until the tap is replayed. */
export const TAP_PENDING_ATTRIBUTE = 'data-tap-pending';
/** What a held tap may land on: whatever takes a tap in a launch frame. */
export const TAPPABLE = 'a[href],button,[role="button"],[role="tab"]';

export interface EarlyLogin {
  path: string;
  /** The request body as sent (JSON text). */
  body: string;
  xUserAgent: string;
  response: Promise<Response>;
}

export interface EarlyBootEnv {
  location: { search: string };
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  navigator: { userAgent: string; maxTouchPoints?: number };
  /** The server rendered the page with the config (`<html data-theme-fresh>`). */
  pageHasConfig: boolean;
  fetch: typeof fetch;
  random: () => number;
  now: () => number;
}

function read<T>(storage: Pick<Storage, 'getItem'>, key: string, codec: StorageCodec<T>) {
  const raw = storage.getItem(key);
  return raw === null ? undefined : codec.parse(raw);
}

/**
 * Sends the login the bootstrap would send, now: only without a token, and only once the
 * config is there (§2 step 4 before step 5: with the page, or this tab's copy). The device id is
 * stored first, so the bootstrap computes the same request. Null when nothing was sent.
 */
export function startEarlyLogin(env: EarlyBootEnv): EarlyLogin | null {
  const local = env.localStorage;
  if (read(local, TOKEN_STORAGE_KEY, rawStringCodec) !== undefined) return null;
  if (!env.pageHasConfig && env.sessionStorage.getItem(CONFIG_SESSION_KEY) === null) return null;
  const params = readLaunchParams(new URLSearchParams(env.location.search));
  const { deviceId, payload } = guestLoginFor(
    params,
    {
      deviceId: read(local, DEVICE_ID_STORAGE_KEY, rawStringCodec) ?? null,
      channel: read(local, CHANNEL_STORAGE_KEY, jsonCodec(isChannel)) ?? {},
    },
    env.random,
    env.now(),
  );
  local.setItem(DEVICE_ID_STORAGE_KEY, rawStringCodec.stringify(deviceId));
  const isLight = launchedFlag(
    read(local, IS_LIGHT_STORAGE_KEY, flagCodec) ?? false,
    params.isLight,
  );
  const xUserAgent = xUserAgentFor(
    env.navigator.userAgent,
    env.navigator.maxTouchPoints ?? 0,
    isLight,
  );
  const body = JSON.stringify(payload);
  const response = env.fetch(`${API_PREFIX}/${GUEST_LOGIN_PATH}`, {
    method: 'POST',
    headers: { ...requestHeaders(null, xUserAgent), 'content-type': 'application/json' },
    body,
    credentials: 'same-origin',
    cache: 'no-store',
  });
  // Read by the bootstrap; a failure is its to report, never an unhandled rejection here.
  response.catch(() => undefined);
  return { path: GUEST_LOGIN_PATH, body, xUserAgent, response };
}

interface TapTarget {
  closest(selector: string): TapTarget | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

export interface TapEvent {
  target: unknown;
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

export type HeldTapWindow = { [HELD_TAP_GLOBAL]?: TapTarget | null };

/**
 * A tap inside a page still waiting for its session is held, not lost (§2: navigation waits for
 * config and login): the element shows it is pending at once, and the boot gate replays the
 * last such tap when the session exists (releaseHeldTap). Taps elsewhere, and a tap with a
 * modifier (a new tab), are the browser's.
 */
export function holdTap(win: HeldTapWindow, event: TapEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target as Partial<TapTarget> | null;
  const tapped = typeof target?.closest === 'function' ? target.closest(TAPPABLE) : null;
  if (!tapped || !tapped.closest(`[${BOOT_HELD_ATTRIBUTE}]`)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  win[HELD_TAP_GLOBAL]?.removeAttribute(TAP_PENDING_ATTRIBUTE);
  tapped.setAttribute(TAP_PENDING_ATTRIBUTE, '');
  win[HELD_TAP_GLOBAL] = tapped;
}

type StoredVip = Pick<UserInfo, 'normalVip' | 'supremeVip' | 'darkVip'> | null;
const isStoredVip = (value: unknown): value is StoredVip =>
  value === null || (typeof value === 'object' && !Array.isArray(value));

/**
 * Hides the server-rendered new-user VIP banner before the first paint when the stored user is a
 * VIP or the banner was closed within the day, so it neither flashes nor leaves later.
 */
export function markVipBanner(
  root: Pick<Element, 'setAttribute'>,
  local: Pick<Storage, 'getItem'>,
  now: number,
): void {
  const user = read(local, USER_STORAGE_KEY, jsonCodec(isStoredVip)) ?? null;
  const closedAt = parseClosedAt(local.getItem(VIP_BANNER_CLOSED_KEY));
  if (!expectsNewUserVipBanner(user, closedAt, now)) {
    root.setAttribute(VIP_BANNER_HIDDEN_ATTRIBUTE, '');
  }
}

/** The head script: each part failing quietly (blocked storage leaves the login to the app). */
export function runEarlyBoot(
  win: Window & HeldTapWindow & { [EARLY_LOGIN_GLOBAL]?: EarlyLogin | null },
): void {
  win.addEventListener('click', (event) => holdTap(win, event), true);
  try {
    markVipBanner(win.document.documentElement, win.localStorage, Date.now());
  } catch {
    // Storage blocked: the banner shows until the app decides.
  }
  try {
    win[EARLY_LOGIN_GLOBAL] = startEarlyLogin({
      location: win.location,
      localStorage: win.localStorage,
      sessionStorage: win.sessionStorage,
      navigator: win.navigator,
      pageHasConfig: win.document.documentElement.hasAttribute('data-theme-fresh'),
      fetch: win.fetch.bind(win),
      random: Math.random,
      now: Date.now,
    });
  } catch {
    win[EARLY_LOGIN_GLOBAL] = null;
  }
}
