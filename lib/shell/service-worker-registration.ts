// When the page registers the service worker (lib/shell/service-worker.ts): production builds
// only, a while after the page has loaded and then at an idle moment, so the precache (the
// build's ~3 MB of files) never competes with the first screen: its downloads and their script
// compilation took CPU from hydration and the first video's buffering on a 2-core phone
// (docs/benchmarks.md, issue 36). `next dev` never registers one and removes any a production
// run on the same origin left behind (its cached chunks are not dev's).
import { SW_PATH, SW_SCOPE } from './service-worker-rules';

type Container = Pick<ServiceWorkerContainer, 'register' | 'getRegistrations'>;

export interface RegistrationWindow {
  navigator: { serviceWorker?: Container };
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

/** How long after load the registration waits: the first screen's covers and video go first. */
export const REGISTER_DELAY_MS = 8_000;
/** The longest the registration then waits for an idle moment. */
export const REGISTER_IDLE_TIMEOUT_MS = 5_000;

/** Registers (or, outside production, unregisters); returns the cleanup for an effect. */
export function manageServiceWorker(win: RegistrationWindow, nodeEnv: string | undefined) {
  const container = win.navigator.serviceWorker;
  if (!container) return () => {};
  if (nodeEnv !== 'production') {
    container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => {});
    return () => {};
  }
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const register = () => {
    if (cancelled) return;
    // A failed registration (private mode, a blocked worker) leaves the app as it was.
    container.register(SW_PATH, { scope: SW_SCOPE }).catch(() => {});
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      idle = win.requestIdleCallback(register, { timeout: REGISTER_IDLE_TIMEOUT_MS });
    } else {
      register();
    }
  };
  const afterLoad = () => {
    timer = win.setTimeout(whenIdle, REGISTER_DELAY_MS);
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    win.removeEventListener('load', afterLoad);
    if (timer !== undefined) win.clearTimeout(timer);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
  };
}
