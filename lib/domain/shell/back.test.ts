import { describe, expect, it } from 'vitest';

import { decideBack, routeName } from './back';

describe('decideBack (§2 back helper)', () => {
  it('goes home and resets the landing name to index on the landing route', () => {
    expect(decideBack({ currentRouteName: '/mine/vip', landingRouteName: '/mine/vip' })).toEqual({
      kind: 'home',
      resetLanding: 'index',
    });
  });

  it('goes back one page on any other route', () => {
    expect(decideBack({ currentRouteName: '/mine/vip', landingRouteName: '/home' })).toEqual({
      kind: 'back',
    });
    expect(decideBack({ currentRouteName: '/mine/vip', landingRouteName: 'index' })).toEqual({
      kind: 'back',
    });
    expect(decideBack({ currentRouteName: '/mine/vip', landingRouteName: null })).toEqual({
      kind: 'back',
    });
  });

  it('compares route names, not URLs: the query does not count', () => {
    expect(
      decideBack({ currentRouteName: '/play/longVideo', landingRouteName: '/play/longVideo?id=7' })
        .kind,
    ).toBe('home');
  });

  it('goes home when there is no page of ours to go back to', () => {
    expect(
      decideBack({ currentRouteName: '/mine/vip', landingRouteName: '/home', canGoBack: false }),
    ).toEqual({
      kind: 'home',
      resetLanding: 'index',
    });
  });
});

describe('routeName', () => {
  it.each([
    ['/mine/vip', '/mine/vip'],
    ['/mine/vip?from=ad#top', '/mine/vip'],
    ['/mine/', '/mine'],
    ['/', '/'],
    ['https://h5.example.com/community/postDetail?id=3', '/community/postDetail'],
    ['https://h5.example.com', '/'],
    ['index', 'index'],
  ])('%s → %s', (input, expected) => {
    expect(routeName(input)).toBe(expected);
  });
});
