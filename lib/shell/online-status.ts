// The tab's one source of "can the app reach its server" (issue 35 item 1): the browser's
// online/offline events and navigator.onLine, plus the API client's requests as evidence
// (lib/domain/shell/online-state.ts decides). Offline by evidence alone, no `online` event will come,
// so a small probe of the web tier's /api/health asks again with backoff. The window listeners
// and the probe run only while someone listens, and are removed with the last listener.
import {
  INITIAL_ONLINE,
  nextOnlineState,
  probeDelayMs,
  type OnlineEvidence,
  type OnlineState,
} from '@/lib/domain/shell/online-state';

export interface OnlineWindow {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface OnlineStatusDeps {
  /** The window to watch; null where there is none (the server). */
  win: () => OnlineWindow | null;
  /** Asks the server whether it is reachable: true when any answer came back. */
  probe: () => Promise<boolean>;
}

export interface OnlineStatus {
  /** True unless the evidence says the server cannot be reached. */
  getSnapshot(): boolean;
  /** Listens for changes; the first listener starts watching the window, the last one stops. */
  subscribe(listener: () => void): () => void;
  /** Evidence from a request: 'answered' (any HTTP answer) or 'failed' (none at all). */
  reportRequest(outcome: 'answered' | 'failed'): void;
  /** Next's router found the server unreachable (experimental.useOffline's detection). */
  reportRouterOffline(): void;
}

export const PROBE_PATH = '/api/health';
const PROBE_TIMEOUT_MS = 5000;

export function createOnlineStatus(deps: OnlineStatusDeps): OnlineStatus {
  let state: OnlineState = INITIAL_ONLINE;
  const listeners = new Set<() => void>();
  let watched: OnlineWindow | null = null;
  let probeTimer: number | null = null;
  let probeAttempt = 0;
  let probing = false;

  const stopProbe = () => {
    if (probeTimer !== null) watched?.clearTimeout(probeTimer);
    probeTimer = null;
  };

  const scheduleProbe = () => {
    if (!watched || !state.needsProbe || probeTimer !== null || probing) return;
    const win = watched;
    probeTimer = win.setTimeout(() => {
      probeTimer = null;
      probing = true;
      probeAttempt += 1;
      void deps
        .probe()
        .catch(() => false)
        .then((answered) => {
          probing = false;
          apply(answered ? 'request-answered' : 'request-failed');
        });
    }, probeDelayMs(probeAttempt));
  };

  function apply(evidence: OnlineEvidence) {
    const before = state;
    state = nextOnlineState(state, evidence);
    if (!state.needsProbe) {
      stopProbe();
      probeAttempt = 0;
    } else scheduleProbe();
    if (before.online !== state.online) for (const listener of [...listeners]) listener();
  }

  const onOnline = () => apply('browser-online');
  const onOffline = () => apply('browser-offline');

  const start = () => {
    const win = deps.win();
    if (!win) return;
    watched = win;
    win.addEventListener('online', onOnline);
    win.addEventListener('offline', onOffline);
    // The flag as it is now: an `offline` event before we listened was missed.
    if (!win.navigator.onLine) apply('browser-offline');
    else if (!state.online && !state.needsProbe) apply('browser-online');
    scheduleProbe();
  };

  const stop = () => {
    stopProbe();
    watched?.removeEventListener('online', onOnline);
    watched?.removeEventListener('offline', onOffline);
    watched = null;
  };

  return {
    getSnapshot: () => state.online,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
    },
    reportRequest(outcome) {
      apply(outcome === 'answered' ? 'request-answered' : 'request-failed');
    },
    reportRouterOffline() {
      apply('router-offline');
    },
  };
}

/** One GET of the web tier's health route; any answer means the server is reachable. */
export async function probeHealth(): Promise<boolean> {
  try {
    await fetch(PROBE_PATH, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}

/** The tab's status (the server's: always online, never watching anything). */
export const onlineStatus: OnlineStatus = createOnlineStatus({
  win: () =>
    typeof window === 'undefined' || typeof window.addEventListener !== 'function' ? null : window,
  probe: probeHealth,
});
