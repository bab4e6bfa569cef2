import { describe, expect, it } from 'vitest';

import { KEEP_ALIVE_ROUTES, keepAliveKey, pageIdentity, withVisited } from './keep-alive-routes';

describe('keepAliveKey (§2 kept-alive routes)', () => {
  it('keeps the ten named routes and the short-video pager', () => {
    expect(KEEP_ALIVE_ROUTES).toHaveLength(11);
    expect(KEEP_ALIVE_ROUTES).toContain('/shortVideo');
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

describe('pageIdentity', () => {
  it('is the path alone without a query', () => {
    expect(pageIdentity('/home', '')).toBe('/home');
  });

  it('drops every launch flag of §2: a channel link and the tab bar show one home', () => {
    expect(pageIdentity('/home', 'pc=p1&dc=d1')).toBe('/home');
    expect(pageIdentity('/home', 'UID=7&uuid=dev-0001&isLight=1&isAppStore=1')).toBe('/home');
  });

  it('keeps the values that name a page, in their order', () => {
    expect(pageIdentity('/play/longVideo', 'pc=p1&id=2')).toBe('/play/longVideo?id=2');
    expect(pageIdentity('/topicList', 'id=3&dc=d1&name=%E7%BE%8E%E9%A3%9F')).toBe(
      '/topicList?id=3&name=%E7%BE%8E%E9%A3%9F',
    );
  });

  it('matches flag names exactly, as §2 writes them', () => {
    expect(pageIdentity('/subpage/result', 'PC=1&uid=2')).toBe('/subpage/result?PC=1&uid=2');
  });
});
