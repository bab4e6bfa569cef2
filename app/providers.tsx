'use client';
// Client-side providers for every page: one jotai store and one QueryClient per tab, the
// seasonal theme and the --vh variable, toasts and confirms, the offline bar, the bootstrap
// gate (§2), scroll restoration, the service worker's registration and the online-time reports.
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

import { BootGate } from '@/components/boot/boot-gate';
import { AppSplash } from '@/components/shell/app-splash';
import { OfflineBar } from '@/components/shell/offline-bar';
import { OnlineTimeReporter } from '@/components/shell/online-time-reporter';
import { ScrollRestorer } from '@/components/shell/scroll-restorer';
import { ServiceWorkerRegistration } from '@/components/shell/service-worker-registration';
import { ThemeSync } from '@/components/shell/theme-sync';
import { ViewportHeight } from '@/components/shell/viewport-height';
import { ConfirmProvider } from '@/components/ui/confirm';
import { ToastProvider } from '@/components/ui/toast';
import { warmImagePipeline } from '@/components/ui/use-lazy-image';
import { getQueryClient } from '@/lib/api/query-client';
import { seedConfig } from '@/lib/api/bootstrap';
import { seedFirstScreen, type FirstScreenSeed } from '@/lib/api/video/first-screen';
import { tokenAtom } from '@/lib/state/session-atoms';
import { getAppStore } from '@/lib/state/store';

import { preloadLanding } from './_shell/kept-alive';

export function Providers({
  children,
  initialConfig,
  firstScreen = null,
  nonce,
}: {
  children: ReactNode;
  /** The config the server fetched with the page, or null (the bootstrap then loads it). */
  initialConfig: Record<string, unknown> | null;
  /** The landing screen's public catalogue the server rendered it with, or null. */
  firstScreen?: FirstScreenSeed | null;
  /** This request's CSP nonce (middleware.ts), for next-themes' inline script. */
  nonce?: string;
}) {
  // One store and one client per tab in the browser, fresh ones per request on the server;
  // never made by the initializer itself, which React may run once per discarded render
  // attempt. The config goes in before anything reads the store, so the bootstrap finds it
  // (§2 step 4 done).
  const [store] = useState(() => seedConfig(getAppStore(), initialConfig));
  // A token stored before this page: the visitor may own what the seed prices (first-screen.ts).
  const [queryClient] = useState(() =>
    seedFirstScreen(getQueryClient(), firstScreen, store.get(tokenAtom) !== null),
  );
  useState(() => preloadLanding(store, queryClient));
  useEffect(warmImagePipeline, []);
  return (
    <JotaiProvider store={store}>
      {/* The splash element of §2: first paint, faded when ready, removed after leaving home. */}
      <AppSplash />
      <ThemeSync nonce={nonce}>
        <ViewportHeight />
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <ConfirmProvider>
              {/* useSearchParams needs a Suspense boundary of its own (else whole pages render client-only). */}
              <Suspense fallback={null}>
                <ScrollRestorer />
              </Suspense>
              {/* 网络已断开, and taps on links held while offline (issue 35 item 1). */}
              <OfflineBar />
              {/* The installable app's worker: production builds, after load (issue 36 item 4). */}
              <ServiceWorkerRegistration />
              {/* user/online/time while the page shows, and the last report on leaving (issue 37). */}
              <OnlineTimeReporter />
              <BootGate>{children}</BootGate>
            </ConfirmProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeSync>
    </JotaiProvider>
  );
}
