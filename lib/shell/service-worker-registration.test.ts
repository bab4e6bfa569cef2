import { describe, expect, it } from 'vitest';

import {
  REGISTER_DELAY_MS,
  manageServiceWorker,
  type RegistrationWindow,
} from './service-worker-registration';

/** A browser window as far as the registration sees it: its load event, timers and idle callbacks. */
function fakeWindow(readyState: DocumentReadyState, existing = 0) {
  const registered: { url: string; scope?: string }[] = [];
  const unregistered: number[] = [];
  const listeners = new Set<() => void>();
  const idle = new Map<number, () => void>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let lastId = 0;
  const win: RegistrationWindow = {
    navigator: {
      serviceWorker: {
        register: async (url: string | URL, options?: RegistrationOptions) => {
          registered.push({ url: String(url), scope: options?.scope });
          return {} as ServiceWorkerRegistration;
        },
        getRegistrations: async () =>
          Array.from({ length: existing }, (_, i) => ({
            unregister: async () => {
              unregistered.push(i);
              return true;
            },
          })) as unknown as ServiceWorkerRegistration[],
      },
    },
    document: { readyState },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    requestIdleCallback: (callback) => {
      idle.set(++lastId, callback);
      return lastId;
    },
    cancelIdleCallback: (id) => idle.delete(id),
    setTimeout: (callback, ms) => {
      timers.set(++lastId, { callback, ms });
      return lastId;
    },
    clearTimeout: (id) => timers.delete(id),
  };
  const fireLoad = () => [...listeners].forEach((l) => l());
  const take = <T>(pending: Map<number, T>) => {
    const all = [...pending.values()];
    pending.clear();
    return all;
  };
  const runIdle = () => take(idle).forEach((cb) => cb());
  const runTimers = () => take(timers).forEach((t) => t.callback());
  return { win, registered, unregistered, timers, idle, fireLoad, runIdle, runTimers };
}

describe('manageServiceWorker', () => {
  it('in production registers /sw.js for the whole app a while after load, when idle', () => {
    const w = fakeWindow('loading');
    manageServiceWorker(w.win, 'production');
    w.runTimers();
    w.runIdle();
    expect(w.registered).toEqual([]);
    w.fireLoad();
    w.runIdle();
    expect(w.registered).toEqual([]);
    expect([...w.timers.values()].map((t) => t.ms)).toEqual([REGISTER_DELAY_MS]);
    w.runTimers();
    expect(w.registered).toEqual([]);
    w.runIdle();
    expect(w.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('waits the same delay and an idle moment when the page had already loaded', () => {
    const w = fakeWindow('complete');
    manageServiceWorker(w.win, 'production');
    w.runIdle();
    expect(w.registered).toEqual([]);
    w.runTimers();
    w.runIdle();
    expect(w.registered).toHaveLength(1);
  });

  it('registers without an idle callback where the browser has none', () => {
    const w = fakeWindow('complete');
    manageServiceWorker({ ...w.win, requestIdleCallback: undefined }, 'production');
    w.runTimers();
    expect(w.registered).toHaveLength(1);
  });

  it('does not register after the component went away, and leaves no timer behind', () => {
    const w = fakeWindow('loading');
    const cleanup = manageServiceWorker(w.win, 'production');
    w.fireLoad();
    cleanup();
    expect(w.timers.size).toBe(0);
    const idleStage = fakeWindow('complete');
    const cleanupIdle = manageServiceWorker(idleStage.win, 'production');
    idleStage.runTimers();
    expect(idleStage.idle.size).toBe(1);
    cleanupIdle();
    expect(idleStage.idle.size).toBe(0);
    w.runTimers();
    w.runIdle();
    expect(w.registered).toEqual([]);
  });

  it('in next dev never registers, and removes a worker a production run left', async () => {
    const w = fakeWindow('complete', 2);
    manageServiceWorker(w.win, 'development');
    w.fireLoad();
    w.runIdle();
    await new Promise((r) => setTimeout(r, 0));
    expect(w.registered).toEqual([]);
    expect(w.unregistered).toEqual([0, 1]);
  });

  it('does nothing where the browser has no service workers', () => {
    const w = fakeWindow('complete');
    const win = { ...w.win, navigator: {} };
    expect(() => manageServiceWorker(win, 'production')()).not.toThrow();
  });
});
