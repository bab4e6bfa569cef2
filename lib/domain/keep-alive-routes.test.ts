import { describe, expect, it } from 'vitest';

import { KEEP_ALIVE_ROUTES, keepAliveKey, withVisited } from './keep-alive-routes';

describe('keepAliveKey (§2 kept-alive routes)', () => {
  it('keeps exactly the ten named routes', () => {
    expect(KEEP_ALIVE_ROUTES).toHaveLength(10);
    for (const route of KEEP_ALIVE_ROUTES) expect(keepAliveKey(route)).toBe(route);
  });

  it.each([
    ['/home/', '/home'],
    ['/community/upInfo', '/community/upInfo'],
    ['/community/postDetail', null],
    ['/lld', null],
    ['/game', null],
    ['/play/longVideo', null],
    ['/mine/vip', null],
    ['/', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (path, key) => {
    expect(keepAliveKey(path)).toBe(key);
  });
});

describe('withVisited', () => {
  it('appends a first visit and keeps the order', () => {
    const a = withVisited([], '/home');
    const b = withVisited(a, '/mine');
    expect(b).toEqual(['/home', '/mine']);
  });

  it('returns the same array when nothing changes', () => {
    const a = withVisited([], '/home');
    expect(withVisited(a, '/home')).toBe(a);
    expect(withVisited(a, null)).toBe(a);
  });
});
