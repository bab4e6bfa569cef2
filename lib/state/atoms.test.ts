import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { HOME_PATH } from '@/lib/domain/platform/constants';

import {
  DEFAULT_APP_STATE,
  applyConfigAtom,
  cdnLinesAtom,
  configAtom,
  decryptConfigAtom,
  homePathAtom,
  themeAtom,
  themeValueAtom,
  toggleVideoMutedAtom,
  videoMutedAtom,
} from './app-atoms';
import { channelAtom, isAppStoreAtom, isLightAtom, rememberLaunchAtom } from './channel-atoms';
import { clearAuthAtom, deviceIdAtom, setSessionAtom, tokenAtom, userAtom } from './session-atoms';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from './storage.test-support';

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  ({ local, session } = installMemoryStorage());
});
afterEach(removeMemoryStorage);

describe('launch flags and channel', () => {
  it('remembers isAppStore and isLight in localStorage and records the channel', () => {
    const store = createStore();
    store.set(rememberLaunchAtom, { pc: 'p1', dc: 'd1', isAppStore: '1', isLight: '1', UID: '9' });
    expect(local.getItem('isAppStore')).toBe('1');
    expect(local.getItem('isLight')).toBe('1');
    expect(JSON.parse(local.getItem('channel') ?? '')).toEqual({
      pc: 'p1',
      dc: 'd1',
      isLight: '1',
    });
    expect(store.get(isAppStoreAtom)).toBe(true);
  });

  it('keeps earlier flags and channel fields when a later link does not mention them', () => {
    const store = createStore();
    store.set(rememberLaunchAtom, { pc: 'p1', dc: 'd1', isAppStore: '1' });
    store.set(rememberLaunchAtom, { pc: 'p2' });
    expect(store.get(isAppStoreAtom)).toBe(true);
    expect(store.get(channelAtom)).toEqual({ pc: 'p2', dc: 'd1' });
    store.set(rememberLaunchAtom, { isAppStore: '0', isLight: 'maybe' });
    expect(store.get(isAppStoreAtom)).toBe(false);
    expect(store.get(isLightAtom)).toBe(false);
    expect(local.getItem('isAppStore')).toBeNull();
  });
});

describe('session', () => {
  it('stores the token raw and the user as JSON, and clearAuth keeps the device id', () => {
    const store = createStore();
    store.set(deviceIdAtom, '1234567890');
    store.set(setSessionAtom, { token: 'tok', user: { id: 7, token: 'old' } });
    expect(local.getItem('token')).toBe('tok');
    expect(JSON.parse(local.getItem('user') ?? '')).toEqual({ id: 7, token: 'tok' });
    store.set(clearAuthAtom);
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('user')).toBeNull();
    expect(local.getItem('deviceId')).toBe('1234567890');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });

  it('ignores a stored user without an id', () => {
    local.setItem('user', '{"name":"x"}');
    expect(createStore().get(userAtom)).toBeNull();
  });
});

describe('app state and config', () => {
  it('defaults: home path /home, no CDN lines, sound (the viewer has not muted)', () => {
    const store = createStore();
    expect(store.get(homePathAtom)).toBe(HOME_PATH);
    expect(store.get(cdnLinesAtom).IMAGE).toEqual([]);
    expect(store.get(videoMutedAtom)).toBe(false);
    expect(store.get(themeValueAtom)).toBe(1);
  });

  it('applies a config: sessionStorage copy, CDN lines by type, switches, theme', () => {
    const store = createStore();
    store.set(applyConfigAtom, {
      theme: 3,
      domain: [
        { type: 'IMAGE', urls: ['http://a/cdn/img', 'http://b/cdn/img'] },
        { type: 'VID', urls: ['http://a/cdn/vid'] },
      ],
      start_encrypt_http: 1,
      version: '1.0.0',
    });
    expect(JSON.parse(session.getItem('config') ?? '').theme).toBe(3);
    expect(store.get(cdnLinesAtom).IMAGE).toEqual(['http://a/cdn/img', 'http://b/cdn/img']);
    expect(store.get(decryptConfigAtom)).toEqual({
      version: '1.0.0',
      localKeyEncrypt: false,
      startEncryptHttp: true,
      startEncryptM3u8: false,
    });
    expect(store.get(themeAtom).theme).toBe('midautumn');
    expect(JSON.parse(session.getItem('app') ?? '').cdn.VID).toEqual(['http://a/cdn/vid']);
    // A new store (a reload) reads both back from sessionStorage.
    const again = createStore();
    expect(again.get(configAtom)?.theme).toBe(3);
    expect(again.get(cdnLinesAtom).VID).toEqual(['http://a/cdn/vid']);
  });

  it('toggles the muted flag only through its setters', () => {
    const store = createStore();
    store.set(toggleVideoMutedAtom);
    expect(store.get(videoMutedAtom)).toBe(true);
    store.set(videoMutedAtom, false);
    expect(store.get(videoMutedAtom)).toBe(false);
  });

  it('accepts only in-app home paths', () => {
    const store = createStore();
    store.set(homePathAtom, '//evil.example');
    store.set(homePathAtom, 'https://evil.example');
    expect(store.get(homePathAtom)).toBe(DEFAULT_APP_STATE.homePath);
    store.set(homePathAtom, '/lld');
    expect(store.get(homePathAtom)).toBe('/lld');
  });

  it('falls back to defaults for a corrupt app entry', () => {
    session.setItem('app', '{"homePath":"x"}');
    expect(createStore().get(homePathAtom)).toBe(HOME_PATH);
  });
});
