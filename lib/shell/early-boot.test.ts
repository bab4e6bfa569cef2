import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EARLY_BOOT_SCRIPT_FILE,
  buildEarlyBootScript,
  earlyBootModule,
} from '@/scripts/early-boot-script.mjs';
import { rememberLaunch, seedConfig, startBootstrap } from '@/lib/api/bootstrap';
import { createApiClient } from '@/lib/api/client';
import { takeEarlyResponse } from '@/lib/api/early-login';
import { xUserAgentFor } from '@/lib/api/request-headers';
import {
  VIP_BANNER_CLOSED_KEY,
  VIP_BANNER_HIDDEN_ATTRIBUTE,
  VIP_BANNER_SNOOZE_MS,
} from '@/lib/domain/money/vip-banner';
import { USER_STORAGE_KEY } from '@/lib/domain/platform/constants';
import { readLaunchParams } from '@/lib/domain/platform/launch-params';
import { bootStateAtom } from '@/lib/state/boot-atoms';
import { isLightAtom } from '@/lib/state/channel-atoms';
import { tokenAtom } from '@/lib/state/session-atoms';
import type { AppStore } from '@/lib/state/store';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from '@/lib/state/storage.test-support';

import {
  BOOT_HELD_ATTRIBUTE,
  EARLY_LOGIN_GLOBAL,
  HELD_TAP_GLOBAL,
  TAP_PENDING_ATTRIBUTE,
  holdTap,
  markVipBanner,
  startEarlyLogin,
  type EarlyLogin,
  type EarlyBootEnv,
  type HeldTapWindow,
} from './early-boot';
import { EARLY_BOOT_SCRIPT } from './early-boot-script';
import { releaseHeldTap } from './held-tap';

const CONFIG = { theme: 2, domain: [{ type: 'IMAGE', urls: ['http://o/cdn/img'] }] };
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile';
const answer = (token: string) =>
  new Response(JSON.stringify({ code: 200, msg: '', data: { token, user: { id: 7 } } }), {
    status: 200,
  });

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => ({ local, session } = installMemoryStorage()));
afterEach(removeMemoryStorage);

function envFor(search: string, fetch: EarlyBootEnv['fetch'], pageHasConfig = true): EarlyBootEnv {
  return {
    location: { search },
    localStorage: local,
    sessionStorage: session,
    navigator: { userAgent: UA, maxTouchPoints: 5 },
    pageHasConfig,
    fetch,
    random: () => 0.3,
    now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
  };
}

/** The page's own bootstrap afterwards, with the client that adopts what the script sent. */
async function bootAfter(search: string, early: EarlyLogin | null, fetch: typeof globalThis.fetch) {
  const win = { [EARLY_LOGIN_GLOBAL]: early };
  let store: AppStore = createStore();
  store = seedConfig(store, CONFIG);
  const params = readLaunchParams(new URLSearchParams(search));
  rememberLaunch(store, params);
  const api = createApiClient({
    prefixUrl: 'http://app/api/app',
    getToken: () => store.get(tokenAtom),
    getXUserAgent: () => xUserAgentFor(UA, 5, store.get(isLightAtom)),
    onSessionInvalid: () => 'fail',
    onSecureSuccess: () => undefined,
    adopt: (path, body, agent) => takeEarlyResponse(path, body, agent, win),
    fetch,
  });
  // A different random than the script's: only the stored device id can make them agree.
  await startBootstrap({ store, api, random: () => 0.9, now: () => 0 }, params);
  return store;
}

describe('the early guest login', () => {
  it('is the request the bootstrap makes, so the bootstrap adopts its answer and sends none', async () => {
    local.setItem('channel', JSON.stringify({ pc: 'old', dc: 'd0' }));
    const search = '?pc=p1&isLight=1';
    const early = vi.fn(async () => answer('EARLY'));
    const sent = startEarlyLogin(envFor(search, early));
    expect(early).toHaveBeenCalledTimes(1);
    const [url, init] = early.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/app/login/guest');
    expect(JSON.parse(String(init.body))).toEqual({
      devID: local.getItem('deviceId'),
      affCode: JSON.stringify({ pc: 'p1', dc: 'd0', isLight: '1' }),
      token: '',
    });

    const own = vi.fn(async () => answer('LATE'));
    const store = await bootAfter(search, sent, own);
    expect(own).not.toHaveBeenCalled();
    expect(store.get(bootStateAtom).status).toBe('ready');
    expect(store.get(tokenAtom)).toBe('EARLY');
  });

  it('keeps a link’s uuid and a stored device id as the bootstrap does', () => {
    const fetch = vi.fn(async () => answer('T'));
    startEarlyLogin(envFor('?uuid=link-device-1', fetch));
    expect(local.getItem('deviceId')).toBe('link-device-1');
    local.setItem('deviceId', 'stored-device');
    startEarlyLogin(envFor('', fetch));
    expect(local.getItem('deviceId')).toBe('stored-device');
  });

  it('sends nothing with a token, or before any config (§2 step 4 first)', () => {
    const fetch = vi.fn(async () => answer('T'));
    expect(startEarlyLogin(envFor('', fetch, false))).toBeNull();
    session.setItem('config', JSON.stringify(CONFIG));
    local.setItem('token', 'TOKEN');
    expect(startEarlyLogin(envFor('', fetch))).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is not adopted for another request: the bootstrap then sends its own', async () => {
    const sent = startEarlyLogin(
      envFor(
        '',
        vi.fn(async () => answer('EARLY')),
      ),
    );
    const own = vi.fn(async () => answer('OWN'));
    // Another link by the time the app runs: another channel, another body.
    const store = await bootAfter('?pc=other', sent, own);
    expect(own).toHaveBeenCalledTimes(1);
    expect(store.get(tokenAtom)).toBe('OWN');
  });
});

describe('the held tap', () => {
  type Attrs = Map<string, string>;
  function element(held: boolean) {
    const frame = { attrs: new Map<string, string>() as Attrs };
    if (held) frame.attrs.set(BOOT_HELD_ATTRIBUTE, '');
    const el = {
      attrs: new Map<string, string>() as Attrs,
      clicks: 0,
      closest: (selector: string) =>
        selector.startsWith('[data-boot') ? (held ? frame : null) : el,
      setAttribute: (name: string, value: string) => el.attrs.set(name, value),
      removeAttribute: (name: string) => el.attrs.delete(name),
      click: () => (el.clicks += 1),
    };
    return el;
  }
  const tap = (target: unknown) => ({
    target,
    button: 0,
    defaultPrevented: false,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    preventDefault: vi.fn(),
    stopImmediatePropagation: vi.fn(),
  });

  it('holds a tap in a waiting frame with feedback, and replays the last one', () => {
    const win: HeldTapWindow = {};
    const first = element(true);
    const second = element(true);
    const event = tap(first);
    holdTap(win, event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(first.attrs.has(TAP_PENDING_ATTRIBUTE)).toBe(true);
    holdTap(win, tap(second));
    expect(first.attrs.has(TAP_PENDING_ATTRIBUTE)).toBe(false);
    releaseHeldTap({}, win);
    expect(second.clicks).toBe(1);
    expect(second.attrs.has(TAP_PENDING_ATTRIBUTE)).toBe(false);
    expect(win[HELD_TAP_GLOBAL]).toBeNull();
  });

  it('leaves a live page’s taps and modified clicks alone', () => {
    const win: HeldTapWindow = {};
    const live = tap(element(false));
    holdTap(win, live);
    expect(live.preventDefault).not.toHaveBeenCalled();
    const newTab = { ...tap(element(true)), ctrlKey: true };
    holdTap(win, newTab);
    expect(newTab.preventDefault).not.toHaveBeenCalled();
  });
});

describe('the new-user VIP banner mark', () => {
  const NOW = Date.UTC(2026, 0, 2, 3, 4, 5);
  const marks = () => {
    const names: string[] = [];
    markVipBanner({ setAttribute: (name) => names.push(name) }, local, NOW);
    return names;
  };
  const vip = { id: 1, token: 't', normalVip: { vipType: 1, vipExpireInt: 2e9, vipExpire: '' } };

  it('leaves the banner for a first visit and a stored user who is not VIP', () => {
    expect(marks()).toEqual([]);
    local.setItem(USER_STORAGE_KEY, JSON.stringify({ id: 1, token: 't', normalVip: null }));
    expect(marks()).toEqual([]);
  });

  it('hides it before paint for a stored VIP and for a close within the day', () => {
    local.setItem(USER_STORAGE_KEY, JSON.stringify(vip));
    expect(marks()).toEqual([VIP_BANNER_HIDDEN_ATTRIBUTE]);
    local.removeItem(USER_STORAGE_KEY);
    local.setItem(VIP_BANNER_CLOSED_KEY, String(NOW - 60_000));
    expect(marks()).toEqual([VIP_BANNER_HIDDEN_ATTRIBUTE]);
    local.setItem(VIP_BANNER_CLOSED_KEY, String(NOW - VIP_BANNER_SNOOZE_MS));
    expect(marks()).toEqual([]);
  });

  it('treats unreadable stored values as absent', () => {
    local.setItem(USER_STORAGE_KEY, '{not json');
    local.setItem(VIP_BANNER_CLOSED_KEY, 'yesterday');
    expect(marks()).toEqual([]);
  });
});

describe('the inline script', () => {
  it('is what scripts/early-boot-script.mjs builds from these rules (npm run gen:early-boot)', async () => {
    const committed = readFileSync(EARLY_BOOT_SCRIPT_FILE, 'utf8');
    expect(committed).toBe(earlyBootModule(await buildEarlyBootScript()));
    expect(EARLY_BOOT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  it('runs on its own in a page: marks the banner, sends the login for the bootstrap', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const listeners: string[] = [];
    const marks: string[] = [];
    local.setItem(VIP_BANNER_CLOSED_KEY, String(Date.now() - 1000));
    const win: Record<string, unknown> = {
      location: { search: '?dc=d9' },
      localStorage: local,
      sessionStorage: session,
      navigator: { userAgent: UA, maxTouchPoints: 0 },
      document: {
        documentElement: {
          hasAttribute: (name: string) => name === 'data-theme-fresh',
          setAttribute: (name: string) => marks.push(name),
        },
      },
      fetch,
      URLSearchParams,
      addEventListener: (type: string) => listeners.push(type),
    };
    win.window = win;
    runInNewContext(EARLY_BOOT_SCRIPT, win);
    expect(listeners).toEqual(['click']);
    expect(marks).toEqual([VIP_BANNER_HIDDEN_ATTRIBUTE]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const early = win[EARLY_LOGIN_GLOBAL] as EarlyLogin;
    expect(JSON.parse(early.body)).toMatchObject({ affCode: '{"dc":"d9"}', token: '' });
  });
});
