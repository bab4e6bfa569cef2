'use client';
// Nothing below renders before the config and a session exist (§2 "Navigation waits for
// the config load and the login"): no screen can fire a secure call without a token.
import { Suspense, useDeferredValue, type ReactNode } from 'react';

import { useBootstrap } from '@/lib/api/use-bootstrap';

import { BootError } from './boot-error';
import { BootSplash } from './boot-splash';
import { LaunchWatcher } from './launch-watcher';

export function BootGate({ children }: { children: ReactNode }) {
  const boot = useBootstrap();
  // The first screen is the biggest render of the visit. Deferred, React renders it in slices
  // between which the browser stays responsive (the splash shows meanwhile), instead of in
  // one long task the moment the session is ready.
  const ready = useDeferredValue(boot.view === 'ready') && boot.view === 'ready';
  return (
    <>
      {/* useSearchParams needs its own Suspense boundary, or every page would render client-only. */}
      <Suspense fallback={null}>
        <LaunchWatcher />
      </Suspense>
      {ready ? children : null}
      {boot.view === 'splash' || (boot.view === 'ready' && !ready) ? <BootSplash /> : null}
      {boot.view === 'failed' ? (
        <BootError message={boot.failure.message} onRetry={boot.retry} />
      ) : null}
    </>
  );
}
