import { describe, expect, it } from 'vitest';

import {
  startOnlineReporter,
  type ReporterDocument,
  type ReporterWindow,
} from './online-time-reporter';

type Listener = () => void;

/** A page whose clock, visibility and interval timers the test moves by hand. */
function fakePage(visible = true) {
  let nowMs = 0;
  let state: DocumentVisibilityState = visible ? 'visible' : 'hidden';
  const listeners = new Map<string, Set<Listener>>();
  const timers = new Map<number, { callback: () => void; ms: number; next: number }>();
  let nextId = 1;
  const on = (type: string, fn: Listener) => {
    if (!listeners.has(type)) listeners.set(type, new Set());
    listeners.get(type)!.add(fn);
  };
  const off = (type: string, fn: Listener) => listeners.get(type)?.delete(fn);
  const fire = (type: string) => listeners.get(type)?.forEach((fn) => fn());
  const doc: ReporterDocument = {
    get visibilityState() {
      return state;
    },
    addEventListener: on,
    removeEventListener: off,
  };
  const win: ReporterWindow = {
    addEventListener: on,
    removeEventListener: off,
    setInterval: (callback, ms) => {
      timers.set(nextId, { callback, ms, next: nowMs + ms });
      return nextId++;
    },
    clearInterval: (id) => void timers.delete(id),
  };
  const sent: number[] = [];
  let answers = true;
  return {
    doc,
    win,
    now: () => nowMs,
    sent,
    send: async (seconds: number) => {
      sent.push(seconds);
      return answers;
    },
    offline: (value: boolean) => (answers = !value),
    /** Moves the clock, firing each timer whose time came, in order. */
    advance(ms: number) {
      const end = nowMs + ms;
      for (;;) {
        const due = [...timers.values()]
          .filter((t) => t.next <= end)
          .sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        nowMs = due.next;
        due.next += due.ms;
        due.callback();
      }
      nowMs = end;
    },
    setVisible(value: boolean) {
      state = value ? 'visible' : 'hidden';
      fire('visibilitychange');
    },
    fire,
    listenerCount: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
    timerCount: () => timers.size,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the online-time reporter', () => {
  it('reports every interval while visible, stops when hidden, and reports on hiding', async () => {
    const page = fakePage();
    const reporter = startOnlineReporter({ ...page, intervalMs: 60_000 });
    page.advance(125_000);
    expect(page.sent).toEqual([60, 60]);
    page.setVisible(false);
    // The 5 s since the last report leave with the hiding; no timer while hidden.
    expect(page.sent).toEqual([60, 60, 5]);
    expect(page.timerCount()).toBe(0);
    page.advance(600_000);
    expect(page.sent).toEqual([60, 60, 5]);
    page.setVisible(true);
    page.advance(60_000);
    expect(page.sent).toEqual([60, 60, 5, 60]);
    reporter.stop();
  });

  it('sends the last report on pagehide, and counts again when the page comes back', async () => {
    const page = fakePage();
    const reporter = startOnlineReporter({ ...page, intervalMs: 60_000 });
    page.advance(12_400);
    page.fire('pagehide');
    expect(page.sent).toEqual([12]);
    page.advance(30_000);
    // Restored from the back/forward cache: counting resumes, with the 0.4 s carried.
    page.fire('pageshow');
    page.advance(9_600);
    await reporter.flush();
    expect(page.sent).toEqual([12, 10]);
    reporter.stop();
  });

  it('flushes on demand, skips empty reports and claims again what got no answer', async () => {
    const page = fakePage();
    const reporter = startOnlineReporter({ ...page, intervalMs: 60_000 });
    await reporter.flush();
    expect(page.sent).toEqual([]);
    page.advance(20_000);
    page.offline(true);
    await reporter.flush();
    page.offline(false);
    page.advance(5_000);
    await reporter.flush();
    expect(page.sent).toEqual([20, 25]);
    reporter.stop();
  });

  it('counts nothing while a page starts hidden, and stop removes every listener and timer', async () => {
    const page = fakePage(false);
    const reporter = startOnlineReporter({ ...page, intervalMs: 60_000 });
    expect(page.timerCount()).toBe(0);
    page.advance(120_000);
    await reporter.flush();
    expect(page.sent).toEqual([]);
    page.setVisible(true);
    expect(page.timerCount()).toBe(1);
    reporter.stop();
    expect(page.listenerCount()).toBe(0);
    expect(page.timerCount()).toBe(0);
    await settle();
  });
});
