'use client';
// Keeps the ten §2 routes alive across navigations. The router renders one route at a time, so
// kept routes render here instead: their page files render nothing, and this outlet keeps each
// visited screen in an <Activity>, hidden (display: none, effects cleaned up, state and DOM
// kept) while another page is on screen. Next's own cacheComponents keeps only 3 routes.
import { usePathname } from 'next/navigation';
import { Activity, useState, type ComponentType, type ReactNode } from 'react';

import {
  keepAliveKey,
  withVisited,
  type KeepAliveRoute,
} from '@/lib/domain/shell/keep-alive-routes';

import { PageActiveProvider } from './page-active';
import { WarmRouteProvider, type WarmRoute } from './route-warm';

export type KeptScreens = Partial<Record<KeepAliveRoute, ComponentType>>;

const noWarm: WarmRoute = () => undefined;

export function KeepAliveOutlet({
  screens,
  warm = noWarm,
  children,
}: {
  screens: KeptScreens;
  /** Fetches a route's screen code ahead of its first visit (the tab bar's warm-up). */
  warm?: WarmRoute;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = keepAliveKey(pathname);
  const shown = current !== null && screens[current] ? current : null;
  const [visited, setVisited] = useState<readonly KeepAliveRoute[]>(() => withVisited([], shown));
  const next = withVisited(visited, shown);
  // Adjusting state while rendering (React's documented pattern): the new screen mounts in
  // this same render instead of one frame later.
  if (next !== visited) setVisited(next);

  return (
    <WarmRouteProvider warm={warm}>
      {/* The routed page first: Next's route announcer reads the first <h1> in the document
          when the new title has not streamed in yet, and a hidden kept screen's came first
          (every sub-page reached from home was announced as 首页). */}
      {children}
      {next.map((route) => {
        const Screen = screens[route];
        if (!Screen) return null;
        const active = route === shown;
        return (
          <Activity key={route} mode={active ? 'visible' : 'hidden'}>
            <PageActiveProvider active={active}>
              <Screen />
            </PageActiveProvider>
          </Activity>
        );
      })}
    </WarmRouteProvider>
  );
}
