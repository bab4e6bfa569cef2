// Which footer tab a pathname belongs to: prefix match on whole segments, the longest
// (most specific) tab path winning, so '/mine/vip' lights 我的 and '/mineral' does not.
import { routeName } from './back';

export function activeTabPath(pathname: string, paths: readonly string[]): string | null {
  const current = routeName(pathname);
  let best: string | null = null;
  for (const path of paths) {
    const tab = routeName(path);
    const matches =
      tab === '/' ? current === '/' : current === tab || current.startsWith(`${tab}/`);
    if (matches && (best === null || tab.length > routeName(best).length)) best = path;
  }
  return best;
}
