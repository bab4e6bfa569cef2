'use client';
// False while React hydrates server HTML (and on the server), true from then on. A screen the
// server renders before the session exists (the launch frame, components/boot/boot-gate.tsx)
// reads browser-only state (the stored user, a query already in the cache) through this, so its
// first render in the browser matches the server's markup and React can adopt it as it is.
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
