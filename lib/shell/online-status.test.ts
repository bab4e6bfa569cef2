import { describe, expect, it } from 'vitest';

import { createOnlineStatus, type OnlineWindow } from './online-status';

/** A window whose events, flag and timers the test drives. */
function fakeWindow(onLine = true) {
  const listeners = new Map<string, Set<() => void>>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let nextId = 1;
  const win: OnlineWindow & {
    navigator: { onLine: boolean };
    fire(type: 'online' | 'offline'): void;
    listenerCount(): number;
    timers: typeof timers;
    runTimers(): void;
  } = {
    navigator: { onLine },
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => {
      listeners.get(type)?.delete(listener);
    },
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.set(id, { callback, ms });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id);
    },
    fire(type) {
      this.navigator.onLine = type === 'online';
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    timers,
    runTimers() {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.callback();
    },
  };
  return win;
}

/** A probe whose answers the test gives one by one. */
function fakeProbe() {
  const pending: ((answered: boolean) => void)[] = [];
  return {
    probe: () => new Promise<boolean>((resolve) => pending.push(resolve)),
    calls: () => pending.length,
    async answer(answered: boolean) {
      pending.shift()?.(answered);
      // Let the status see the answer.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

function setup(onLine = true) {
  const win = fakeWindow(onLine);
  const probe = fakeProbe();
  const status = createOnlineStatus({ win: () => win, probe: probe.probe });
  const seen: boolean[] = [];
  const unsubscribe = status.subscribe(() => seen.push(status.getSnapshot()));
  return { win, probe, status, seen, unsubscribe };
}

describe('createOnlineStatus', () => {
  it("follows the browser's offline and online events", () => {
    const { win, status, seen } = setup();
    expect(status.getSnapshot()).toBe(true);
    win.fire('offline');
    expect(status.getSnapshot()).toBe(false);
    win.fire('online');
    expect(status.getSnapshot()).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('starts offline when the browser already is', () => {
    const { status } = setup(false);
    expect(status.getSnapshot()).toBe(false);
  });

  it('two requests without an answer make it offline; a probe with backoff brings it back', async () => {
    const { win, probe, status, seen } = setup();
    status.reportRequest('failed');
    expect(status.getSnapshot()).toBe(true);
    status.reportRequest('failed');
    expect(status.getSnapshot()).toBe(false);

    expect([...win.timers.values()].map((t) => t.ms)).toEqual([1000]);
    win.runTimers();
    expect(probe.calls()).toBe(1);
    await probe.answer(false);
    expect(status.getSnapshot()).toBe(false);
    expect([...win.timers.values()].map((t) => t.ms)).toEqual([2000]);

    win.runTimers();
    await probe.answer(true);
    expect(status.getSnapshot()).toBe(true);
    expect(win.timers.size).toBe(0);
    expect(seen).toEqual([false, true]);
  });

  it('any answer to a request ends an offline spell and its probing', () => {
    const { win, status } = setup();
    status.reportRequest('failed');
    status.reportRequest('failed');
    expect(win.timers.size).toBe(1);
    status.reportRequest('answered');
    expect(status.getSnapshot()).toBe(true);
    expect(win.timers.size).toBe(0);
  });

  it("offline by the browser, it waits for the browser's online event: no probe", () => {
    const { win, status } = setup();
    win.fire('offline');
    status.reportRequest('failed');
    status.reportRequest('failed');
    expect(win.timers.size).toBe(0);
    win.fire('online');
    expect(status.getSnapshot()).toBe(true);
  });

  it("the router's detection makes it offline until the probe gets an answer", async () => {
    const { win, probe, status } = setup();
    status.reportRouterOffline();
    expect(status.getSnapshot()).toBe(false);
    win.runTimers();
    await probe.answer(true);
    expect(status.getSnapshot()).toBe(true);
  });

  it('removes its listeners and timers with the last subscriber', () => {
    const { win, status, unsubscribe } = setup();
    const second = status.subscribe(() => undefined);
    status.reportRequest('failed');
    status.reportRequest('failed');
    expect(win.listenerCount()).toBe(2);
    unsubscribe();
    expect(win.listenerCount()).toBe(2);
    second();
    expect(win.listenerCount()).toBe(0);
    expect(win.timers.size).toBe(0);
    // Unsubscribing twice is harmless.
    second();
    expect(win.listenerCount()).toBe(0);
  });

  it('with no window (the server) it is online and watches nothing', () => {
    const status = createOnlineStatus({ win: () => null, probe: async () => true });
    const stop = status.subscribe(() => undefined);
    expect(status.getSnapshot()).toBe(true);
    stop();
  });
});
