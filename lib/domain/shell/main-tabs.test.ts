import { describe, expect, it } from 'vitest';

import { isMainTabRoute, MAIN_TABS } from './main-tabs';

describe('main tabs', () => {
  it('are the six of §2, in order', () => {
    expect(MAIN_TABS.map((t) => [t.label, t.path])).toEqual([
      ['首页', '/home'],
      ['社区', '/community'],
      ['长视频', '/lld'],
      ['福利', '/welfare'],
      ['我的', '/mine'],
      ['游戏', '/game'],
    ]);
  });

  it('show on the six routes only, not on their sub-pages', () => {
    for (const tab of MAIN_TABS) expect(isMainTabRoute(tab.path)).toBe(true);
    expect(isMainTabRoute('/mine/')).toBe(true);
    expect(isMainTabRoute('/home?pc=1#x')).toBe(true);
    expect(isMainTabRoute('/mine/vip')).toBe(false);
    expect(isMainTabRoute('/community/publish')).toBe(false);
    expect(isMainTabRoute('/')).toBe(false);
    expect(isMainTabRoute('/homely')).toBe(false);
    expect(isMainTabRoute(null)).toBe(false);
    expect(isMainTabRoute('')).toBe(false);
  });
});
