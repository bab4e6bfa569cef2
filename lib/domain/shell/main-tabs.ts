// The six tabs of the main screen (§2 App shell), in §2's order. The tab bar shows on these
// routes only: every other page is a sub-page with a back arrow instead.
export const MAIN_TABS = [
  { key: 'home', path: '/home', label: '首页' },
  { key: 'community', path: '/community', label: '社区' },
  { key: 'lld', path: '/lld', label: '长视频' },
  { key: 'welfare', path: '/welfare', label: '福利' },
  { key: 'mine', path: '/mine', label: '我的' },
  { key: 'game', path: '/game', label: '游戏' },
] as const;

export type MainTab = (typeof MAIN_TABS)[number];
export type MainTabKey = MainTab['key'];

const PATHS = new Set<string>(MAIN_TABS.map((tab) => tab.path));

/** Whether the tab bar shows on this pathname: one of the six routes exactly (query aside). */
export function isMainTabRoute(pathname: string | null | undefined): boolean {
  if (!pathname) return false;
  const end = pathname.search(/[?#]/);
  const bare = end < 0 ? pathname : pathname.slice(0, end);
  return PATHS.has(bare.length > 1 ? bare.replace(/\/+$/, '') : bare);
}
