import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SESSION_RELOAD_KEY, SESSION_SETTLE_MS } from '@/lib/state/session-reload';
import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';
import {
  installMemoryStorage,
  removeMemoryStorage,
  type MemoryStorage,
} from '@/lib/state/storage.test-support';

import {
  handleSecureSuccess,
  handleSessionInvalid,
  resetSessionGuardForTests,
} from './session-guard';

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  ({ local, session } = installMemoryStorage());
  resetSessionGuardForTests();
  local.setItem('token', 'tok');
  local.setItem('deviceId', 'device-1234');
});
afterEach(removeMemoryStorage);

// getAppStore() on node (no window) hands out a fresh store per call, so state is read back from storage.
describe('session guard', () => {
  it('first 1000: clears auth, marks the reload, reloads once', () => {
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('wait');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('deviceId')).toBe('device-1234');
    expect(session.getItem(SESSION_RELOAD_KEY)).not.toBeNull();
    // Concurrent answers of the same page load: no second reload.
    expect(handleSessionInvalid(reload)).toBe('wait');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a 1000 right after a 1000-triggered reload fails instead of reloading', () => {
    handleSessionInvalid(vi.fn());
    resetSessionGuardForTests(); // the reloaded page
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('fail');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a success right after the reload keeps the marker: a 1000 that follows fails, no loop', () => {
    handleSessionInvalid(vi.fn());
    resetSessionGuardForTests(); // the reloaded page: media/home works, user/info says 1000
    handleSecureSuccess();
    expect(session.getItem(SESSION_RELOAD_KEY)).not.toBeNull();
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('fail');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a slow reload is not a held session: its first success keeps the marker, no loop', () => {
    handleSessionInvalid(vi.fn());
    resetSessionGuardForTests(); // a phone that took longer than the settle time to boot again
    handleSecureSuccess(Date.now() + SESSION_SETTLE_MS + 3_000);
    expect(session.getItem(SESSION_RELOAD_KEY)).not.toBeNull();
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('fail');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a secure success once the new session has held clears the marker', () => {
    handleSessionInvalid(vi.fn());
    resetSessionGuardForTests();
    const first = Date.now() + 2_000;
    handleSecureSuccess(first);
    handleSecureSuccess(first + SESSION_SETTLE_MS - 1);
    expect(session.getItem(SESSION_RELOAD_KEY)).not.toBeNull();
    handleSecureSuccess(first + SESSION_SETTLE_MS);
    expect(session.getItem(SESSION_RELOAD_KEY)).toBeNull();
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('wait');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without sessionStorage it never reloads (it could not tell the next load)', () => {
    session.failWrites = true;
    const reload = vi.fn();
    expect(handleSessionInvalid(reload)).toBe('fail');
    expect(reload).not.toHaveBeenCalled();
    expect(getAppStore().get(tokenAtom)).toBeNull();
  });
});

describe('session guard in a browser store', () => {
  it('puts the failure and the reload flag in the shared store', async () => {
    vi.stubGlobal('window', { location: { reload: vi.fn() } });
    vi.resetModules();
    const guard = await import('./session-guard');
    const { getAppStore: browserStore } = await import('@/lib/state/store');
    const boot = await import('@/lib/state/boot-atoms');
    const store = browserStore();
    expect(browserStore()).toBe(store);
    expect(guard.handleSessionInvalid()).toBe('wait');
    expect(store.get(boot.reloadingAtom)).toBe(true);
    guard.resetSessionGuardForTests();
    expect(guard.handleSessionInvalid()).toBe('fail');
    expect(store.get(boot.sessionFailureAtom)).toMatchObject({ kind: 'session', code: 1000 });
    vi.unstubAllGlobals();
  });
});

describe('waitForToken', () => {
  // The tab's one store exists only in a browser (elsewhere every call gets a fresh one).
  async function browserGuard() {
    vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {} });
    vi.resetModules();
    const guard = await import('./session-guard');
    const { getAppStore: browserStore } = await import('@/lib/state/store');
    const atoms = await import('@/lib/state/session-atoms');
    return { guard, store: browserStore(), tokenAtom: atoms.tokenAtom };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('resolves once the session has a token, at once if it has one already', async () => {
    const { guard, store, tokenAtom: token } = await browserGuard();
    store.set(token, null);
    let done = false;
    const waiting = guard.waitForToken().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    store.set(token, 'tok-new');
    await waiting;
    expect(done).toBe(true);
    await expect(guard.waitForToken()).resolves.toBeUndefined();
  });

  it('rejects with the reason when its caller gives up first', async () => {
    const { guard, store, tokenAtom: token } = await browserGuard();
    store.set(token, null);
    const controller = new AbortController();
    const waiting = guard.waitForToken(controller.signal);
    controller.abort(new DOMException('unmounted', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
