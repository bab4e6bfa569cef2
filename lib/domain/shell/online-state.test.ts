import { describe, expect, it } from 'vitest';

import {
  FAILURES_FOR_OFFLINE,
  INITIAL_ONLINE,
  nextOnlineState,
  probeDelayMs,
  type OnlineEvidence,
  type OnlineState,
} from './online-state';

const run = (...evidence: OnlineEvidence[]): OnlineState =>
  evidence.reduce(nextOnlineState, INITIAL_ONLINE);

describe('nextOnlineState', () => {
  it("trusts the browser's offline at once; its online event ends it", () => {
    const offline = run('browser-offline');
    expect(offline).toEqual({ online: false, failures: 0, needsProbe: false });
    expect(nextOnlineState(offline, 'browser-online')).toEqual(INITIAL_ONLINE);
  });

  it('one request without an answer is a fluke; two in a row make the app offline', () => {
    expect(FAILURES_FOR_OFFLINE).toBe(2);
    expect(run('request-failed').online).toBe(true);
    // Offline by evidence alone, no online event will come: only a probe can end it.
    expect(run('request-failed', 'request-failed')).toEqual({
      online: false,
      failures: 2,
      needsProbe: true,
    });
  });

  it('any answer between failures starts the count again', () => {
    expect(run('request-failed', 'request-answered', 'request-failed').online).toBe(true);
  });

  it('any answer ends an offline spell found by evidence', () => {
    expect(run('request-failed', 'request-failed', 'request-answered')).toEqual(INITIAL_ONLINE);
    expect(run('router-offline', 'request-answered')).toEqual(INITIAL_ONLINE);
  });

  it("an answer does not end the browser's offline: it answers a request sent before the drop", () => {
    expect(run('browser-offline', 'request-answered').online).toBe(false);
    expect(
      run('request-failed', 'request-failed', 'browser-offline', 'request-answered').online,
    ).toBe(false);
    expect(run('browser-offline', 'request-answered', 'browser-online')).toEqual(INITIAL_ONLINE);
  });

  it("failures while the browser says offline wait for the browser's online event", () => {
    const state = run('browser-offline', 'request-failed', 'request-failed');
    expect(state.online).toBe(false);
    expect(state.needsProbe).toBe(false);
  });

  it("the router's own detection makes the app offline, with a probe to see it back", () => {
    expect(run('router-offline')).toEqual({ online: false, failures: 0, needsProbe: true });
    // Already offline by the browser: its online event ends it, no probe needed.
    expect(run('browser-offline', 'router-offline').needsProbe).toBe(false);
  });

  it('keeps the same state object when nothing changes (no needless renders)', () => {
    expect(nextOnlineState(INITIAL_ONLINE, 'request-answered')).toBe(INITIAL_ONLINE);
    expect(nextOnlineState(INITIAL_ONLINE, 'browser-online')).toBe(INITIAL_ONLINE);
  });
});

describe('probeDelayMs', () => {
  it('backs off 1 s, 2 s, 4 s, then every 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(probeDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
