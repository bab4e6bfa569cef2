import { describe, expect, it } from 'vitest';

import { isHomeRoute, SPLASH_REMOVE_MS, startsSplashRemoval } from './splash';

describe('splash removal rule', () => {
  it('waits 2000 ms (§9)', () => {
    expect(SPLASH_REMOVE_MS).toBe(2000);
  });

  it('starts on the first navigation away from home', () => {
    expect(startsSplashRemoval({ landing: '/home', from: '/home', to: '/mine' })).toBe(true);
    expect(startsSplashRemoval({ landing: '/home?pc=1', from: '/home/', to: '/community' })).toBe(
      true,
    );
  });

  it('does not start on a change of query or hash, or between the two home routes', () => {
    expect(startsSplashRemoval({ landing: '/home', from: '/home', to: '/home?id=2' })).toBe(false);
    expect(startsSplashRemoval({ landing: '/', from: '/', to: '/home' })).toBe(false);
  });

  it('a user who landed elsewhere: any first navigation starts it, even one to home', () => {
    expect(startsSplashRemoval({ landing: '/mine', from: '/mine', to: '/home' })).toBe(true);
    expect(startsSplashRemoval({ landing: '/mine/vip', from: '/mine/vip', to: '/mine' })).toBe(
      true,
    );
  });

  it('a user who landed on home and moved within it: still waiting', () => {
    expect(startsSplashRemoval({ landing: '/home', from: '/', to: '/home#top' })).toBe(false);
  });

  it('follows a configured home path', () => {
    expect(isHomeRoute('/lld', '/lld')).toBe(true);
    expect(isHomeRoute('/', '/lld')).toBe(true);
    expect(isHomeRoute('/home', '/lld')).toBe(false);
    expect(
      startsSplashRemoval({ landing: '/lld', from: '/lld', to: '/home', homePath: '/lld' }),
    ).toBe(true);
  });
});
