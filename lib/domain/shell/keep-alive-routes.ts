// §2: the named routes kept alive (hidden, not unmounted) when the user navigates away, and
// the short-video pager (issue 37: the clip and the feed are where the viewer left them).
import { LAUNCH_PARAM_NAMES } from '../platform/launch-params';

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
  '/shortVideo',
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

const LAUNCH_FLAGS = new Set<string>(LAUNCH_PARAM_NAMES);

/**
 * Which page a URL shows, for remembering things about it (its scroll position): the path and
 * the query, less §2's launch flags (UID, uuid, isLight, dc, pc, isAppStore). The flags say how
 * the user arrived, not what they look at: `/home?pc=p1&dc=d1` from a channel link and the
 * `/home` of the tab bar are one page, so scrolling one and coming back to the other finds the
 * place the user left. Other values (id, name, index) do name a different page.
 */
export function pageIdentity(pathname: string, query: string): string {
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (LAUNCH_FLAGS.has(name)) params.delete(name);
  const rest = params.toString();
  return rest === '' ? pathname : `${pathname}?${rest}`;
}
