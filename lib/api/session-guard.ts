// What the browser does when the API says 1000 (session invalid): clear auth and reload,
// at most once per page load and never twice in a row (decideSessionInvalid).
import { isLightAtom } from '@/lib/state/channel-atoms';
import { reloadingAtom, sessionFailureAtom } from '@/lib/state/boot-atoms';
import { clearAuthAtom, tokenAtom } from '@/lib/state/session-atoms';
import {
  clearReloadMarker,
  decideSessionInvalid,
  markerSettled,
  readReloadMarker,
  writeReloadMarker,
} from '@/lib/state/session-reload';
import { getAppStore } from '@/lib/state/store';

import { CODES, TIPS } from '@/lib/protocol/codes';
import { xUserAgentFor } from './request-headers';

let reloadIssued = false;
/** This page load's first secure success while a reload marker stood: the session's start. */
let firstSuccessAt: number | null = null;

export function handleSessionInvalid(
  reload: () => void = () => window.location.reload(),
): 'wait' | 'fail' {
  const store = getAppStore();
  const now = Date.now();
  const action = decideSessionInvalid({ reloadIssued, markerAt: readReloadMarker(), now });
  if (action === 'wait') return 'wait';
  store.set(clearAuthAtom);
  // Without a marker the reloaded page could not tell it already reloaded once: no reload then.
  if (action === 'reload' && writeReloadMarker(now)) {
    reloadIssued = true;
    store.set(reloadingAtom, true);
    reload();
    return 'wait';
  }
  store.set(sessionFailureAtom, {
    kind: 'session',
    code: CODES.sessionInvalid,
    message: TIPS.sessionFailed,
  });
  return 'fail';
}

/**
 * The new session answered a secure call: once it has held for a moment (markerSettled), a
 * later 1000 is a new expiry and may reload again.
 */
export function handleSecureSuccess(now: number = Date.now()): void {
  const markerAt = readReloadMarker();
  if (markerAt === null) return;
  firstSuccessAt ??= now;
  if (markerSettled(markerAt, firstSuccessAt, now)) clearReloadMarker();
}

/** Resolves when the tab's store holds a token; rejects with the signal's reason on abort. */
export function waitForToken(signal?: AbortSignal): Promise<void> {
  // Outside a browser there is no tab session and no bootstrap to wait for.
  if (typeof window === 'undefined') return Promise.resolve();
  const store = getAppStore();
  if (store.get(tokenAtom) !== null) return Promise.resolve();
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    let unsubscribe = () => {};
    let settled = false;
    const done = () => {
      settled = true;
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const stop = store.sub(tokenAtom, () => {
      if (settled || store.get(tokenAtom) === null) return;
      done();
      resolve();
    });
    if (settled) stop();
    else unsubscribe = stop;
  });
}

export function currentToken(): string | null {
  return getAppStore().get(tokenAtom);
}

let cachedAgent: { isLight: boolean; value: string } | undefined;

export function currentXUserAgent(): string {
  const isLight = getAppStore().get(isLightAtom);
  if (cachedAgent?.isLight !== isLight) {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    cachedAgent = {
      isLight,
      value: xUserAgentFor(nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0, isLight),
    };
  }
  return cachedAgent.value;
}

/** For unit tests only: a fresh "page load". */
export function resetSessionGuardForTests(): void {
  reloadIssued = false;
  firstSuccessAt = null;
  cachedAgent = undefined;
}
