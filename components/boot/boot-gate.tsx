'use client';
// No screen can fire a secure call without a token, and no tap navigates, before the config
// and a session exist (§2 "Navigation waits for the config load and the login"). Most routes
// show the branded splash meanwhile. A launch-frame route (lib/navigation/launch-frame) shows
// its own screen instead, rendered by the server from the config and marked busy: its secure
// calls wait in the API client until the login is done (lib/api/client `waitForToken`), and a
// tap on it is held with feedback (the head script, lib/shell/early-boot) and replayed here
// once the session exists. A failure replaces either with the error screen and its retry.
import { useAtomValue } from 'jotai';
import { usePathname } from 'next/navigation';
import { Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';

import { useBootstrap } from '@/lib/api/use-bootstrap';
import { hasLaunchFrame } from '@/lib/domain/platform/launch-frame';
import { releaseHeldTap } from '@/lib/shell/held-tap';
import { useHydrated } from '@/lib/shell/use-hydrated';
import { configAtom } from '@/lib/state/app-atoms';

import { BootError } from './boot-error';
import { BootSplash } from './boot-splash';
import styles from './boot.module.css';
import { LaunchWatcher } from './launch-watcher';

export function BootGate({ children }: { children: ReactNode }) {
  const boot = useBootstrap();
  const pathname = usePathname();
  const config = useAtomValue(configAtom);
  // While hydrating, the server's state (never ready). React keeps the server's attributes
  // where its hydration render differs, so a hydration that ended after the login (its first
  // attempts thrown away under load) left `inert` on a live page for good, ignoring every tap
  // (docs/decisions/0024-page-that-stayed-inert.md).
  const hydrated = useHydrated();
  const ready = hydrated && boot.view === 'ready';
  // Behind the splash, the first screen is the biggest render of the visit. Deferred, React
  // renders it in slices between which the browser stays responsive, instead of in one long
  // task the moment the session is ready.
  const deferredReady = useDeferredValue(ready);
  const framed = boot.view !== 'failed' && config !== null && hasLaunchFrame(pathname);
  // A launch frame is on screen already: it goes live with the login, not with the deferred
  // render, which React batches with the screen's own deferred work and waits for all of it.
  const live = ready && (framed || deferredReady);
  const shown = live || framed;
  // After the commit that dropped the hold: the tap lands on a live page.
  useEffect(() => {
    if (live) releaseHeldTap();
  }, [live]);
  useEffect(() => {
    if (boot.view === 'failed') releaseHeldTap({ replay: false });
  }, [boot.view]);
  return (
    <>
      {/* useSearchParams needs its own Suspense boundary, or every page would render client-only. */}
      <Suspense fallback={null}>
        <LaunchWatcher />
      </Suspense>
      {shown ? (
        // One element in both states, so the launch frame becomes the live page without a remount.
        // Not inert: a tap meanwhile is held and replayed, not ignored (docs/session-bootstrap.md).
        <div
          className={styles.page}
          aria-busy={live ? undefined : true}
          // BOOT_HELD_ATTRIBUTE: where the head script holds taps.
          data-boot-held={live ? undefined : ''}
        >
          {children}
        </div>
      ) : null}
      {!shown && boot.view !== 'failed' ? <BootSplash /> : null}
      {boot.view === 'failed' ? (
        <BootError message={boot.failure.message} onRetry={boot.retry} />
      ) : null}
    </>
  );
}
