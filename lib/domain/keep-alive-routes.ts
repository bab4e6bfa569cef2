// §2: the named routes kept alive (hidden, not unmounted) when the user navigates away.
export const KEEP_ALIVE_ROUTES = [
  '/home',
  '/liveTv',
  '/subpage/search',
  '/community',
  '/mine',
  '/welfare',
  '/topicList',
  '/subpage/result',
  '/community/upInfo',
  '/ai/generate',
] as const;

export type KeepAliveRoute = (typeof KEEP_ALIVE_ROUTES)[number];

const KEPT = new Set<string>(KEEP_ALIVE_ROUTES);

/** The kept-alive route a pathname shows, or null: one instance per route, whatever its query. */
export function keepAliveKey(pathname: string | null | undefined): KeepAliveRoute | null {
  if (!pathname) return null;
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KEPT.has(trimmed) ? (trimmed as KeepAliveRoute) : null;
}

/**
 * The routes visited so far, oldest first, with `current` appended on its first visit.
 * Returns the same array when nothing changes, so it can drive React state cheaply.
 */
export function withVisited(
  visited: readonly KeepAliveRoute[],
  current: KeepAliveRoute | null,
): readonly KeepAliveRoute[] {
  if (current === null || visited.includes(current)) return visited;
  return [...visited, current];
}
