'use client';
// False while React hydrates server HTML (and on the server), true from then on. A screen the
// server renders before the session exists (the launch frame, components/boot/boot-gate.tsx)
// reads browser-only state (the stored user, a query already in the cache) through this, so its
// first render in the browser matches the server's markup and React can adopt it as it is.
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useHydratedValue(true, false);
}

/**
 * `server` while hydrating (and on the server), `browser` from then on. React renders the
 * component again right after hydration only when the two differ, in one blocking pass with
 * everything under it: a screen whose browser view is what the server sent (a feed that came
 * with the page, a visitor with no stored user) is not rendered twice.
 */
export function useHydratedValue<T>(browser: T, server: T): T {
  return useSyncExternalStore(
    noSubscribe,
    () => browser,
    () => server,
  );
}
