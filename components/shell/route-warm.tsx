'use client';
// A way for the shell's links to say "this route is likely next": the kept-alive registry
// (app/_shell/kept-alive.tsx) answers by fetching that screen's code, so the first visit of a
// warmed tab renders at once instead of showing a placeholder while its code comes in. The
// router's own prefetch covers the route's payload, not code the registry loads on demand.
import { createContext, useContext, type ReactNode } from 'react';

export type WarmRoute = (path: string) => void;

const noWarm: WarmRoute = () => undefined;
const WarmRouteContext = createContext<WarmRoute>(noWarm);

export function WarmRouteProvider({ warm, children }: { warm: WarmRoute; children: ReactNode }) {
  return <WarmRouteContext.Provider value={warm}>{children}</WarmRouteContext.Provider>;
}

/** Warms a route's screen code; does nothing outside a provider. */
export function useWarmRoute(): WarmRoute {
  return useContext(WarmRouteContext);
}
