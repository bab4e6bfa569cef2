'use client';
// Whether the page a component sits in is the one on screen. Kept-alive pages stay mounted
// while hidden: their effects are cleaned up by <Activity>, and anything that reads the URL
// or keeps running work asks this first.
import { useSearchParams, type ReadonlyURLSearchParams } from 'next/navigation';
import { createContext, useContext, useState, type ReactNode } from 'react';

const PageActiveContext = createContext(true);

export function PageActiveProvider({ active, children }: { active: boolean; children: ReactNode }) {
  return <PageActiveContext.Provider value={active}>{children}</PageActiveContext.Provider>;
}

/** True on the page on screen (and everywhere outside the keep-alive layer). */
export function usePageActive(): boolean {
  return useContext(PageActiveContext);
}

/**
 * The query of this page's own URL. A hidden kept-alive page keeps the values it had when it
 * was last on screen, instead of seeing the query of whatever page is shown now.
 */
export function usePageSearchParams(): ReadonlyURLSearchParams {
  const active = usePageActive();
  const params = useSearchParams();
  const [kept, setKept] = useState(params);
  if (active && kept !== params) setKept(params);
  return active ? params : kept;
}
