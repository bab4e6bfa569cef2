import { describe, expect, it } from 'vitest';

import { activeTabPath } from './active-tab';

const TABS = ['/home', '/community', '/lld', '/welfare', '/mine', '/game'];

describe('activeTabPath', () => {
  it.each([
    ['/home', '/home'],
    ['/community/postDetail', '/community'],
    ['/mine/setting/avatar', '/mine'],
    ['/welfare/exchange?tab=2', '/welfare'],
    ['/mineral', null],
    ['/play/longVideo', null],
    ['/', null],
  ])('%s → %s', (pathname, expected) => {
    expect(activeTabPath(pathname, TABS)).toBe(expected);
  });

  it('prefers the most specific tab', () => {
    expect(activeTabPath('/mine/vip/x', ['/mine', '/mine/vip'])).toBe('/mine/vip');
  });

  it('matches a root tab only on the root', () => {
    expect(activeTabPath('/', ['/', '/mine'])).toBe('/');
    expect(activeTabPath('/mine', ['/', '/mine'])).toBe('/mine');
  });
});
