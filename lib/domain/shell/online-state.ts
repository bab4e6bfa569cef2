// Whether the app can reach its server, from evidence (issue 35 item 1). The browser's own flag
// is trusted when it says offline, until its online event; when it says online it may be wrong
// (Wi-Fi with no way out, a dead DNS), so requests that get no answer at all count as evidence
// too, and then any answer proves the way is open again. Pure: the browser glue lives in
// lib/shell/online-status.ts.

/** What was seen. */
export type OnlineEvidence =
  /** The browser's `offline` event, or navigator.onLine false at start. */
  | 'browser-offline'
  /** The browser's `online` event, or navigator.onLine true at start. */
  | 'browser-online'
  /** A request that got no answer (not an abort, not a timeout the app chose). */
  | 'request-failed'
  /** Any answer, whatever its status: the server was reached. */
  | 'request-answered'
  /** The router could not fetch a screen and found the server unreachable (Next's own check). */
  | 'router-offline';

export interface OnlineState {
  readonly online: boolean;
  /** Requests in a row that got no answer since the last answer or `online` event. */
  readonly failures: number;
  /** Offline while the browser still says online: only a probe can tell when it is back. */
  readonly needsProbe: boolean;
}

/** Requests in a row without an answer that make the app offline: one may be a fluke. */
export const FAILURES_FOR_OFFLINE = 2;

export const INITIAL_ONLINE: OnlineState = { online: true, failures: 0, needsProbe: false };

export function nextOnlineState(state: OnlineState, evidence: OnlineEvidence): OnlineState {
  switch (evidence) {
    case 'browser-offline':
      return { online: false, failures: state.failures, needsProbe: false };
    case 'request-answered':
      // The browser saying offline is sure (no network at all): an answer now is one to a
      // request sent before the drop, no proof of the present. Only its online event ends it.
      if (!state.online && !state.needsProbe) return state;
      return state.online && state.failures === 0 ? state : INITIAL_ONLINE;
    case 'browser-online':
      return state.online && state.failures === 0 ? state : INITIAL_ONLINE;
    case 'router-offline':
      return state.online ? { online: false, failures: state.failures, needsProbe: true } : state;
    case 'request-failed': {
      const failures = state.failures + 1;
      if (!state.online) return { ...state, failures };
      if (failures < FAILURES_FOR_OFFLINE) return { ...state, failures };
      return { online: false, failures, needsProbe: true };
    }
  }
}

/** Delay before the next probe while offline by evidence: 1 s, 2 s, 4 s, then every 8 s. */
export function probeDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt), 8000);
}
