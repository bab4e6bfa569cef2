import { describe, expect, it } from 'vitest';

import {
  currentPageSecuritySettings,
  originList,
  pageSecuritySettings,
  requestIsHttps,
  trustedProxyHops,
} from './page-security-config';

describe('pageSecuritySettings', () => {
  it('defaults the origin as the origin does: localhost on ORIGIN_PORT, and its twin line', () => {
    expect(pageSecuritySettings({})).toEqual({
      // The origin lists a local server under both loopback names: the second line (VID…).
      mediaOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000'],
      frameOrigins: ['http://localhost:4000'],
      frameAncestors: [],
      development: false,
    });
    expect(pageSecuritySettings({ ORIGIN_PORT: '4206' }).mediaOrigins).toEqual([
      'http://localhost:4206',
      'http://127.0.0.1:4206',
    ]);
  });

  it('takes the public URL, its mirrors, the game platform and the framing origins', () => {
    const settings = pageSecuritySettings({
      ORIGIN_PUBLIC_URL: 'https://origin.example/base/',
      ORIGIN_CDN_MIRRORS: 'https://a.example, https://b.example:8443/x ,https://origin.example',
      GAME_FRAME_ORIGINS: 'https://games.example/lobby',
      FRAME_ANCESTORS: 'https://wrapper.example',
      NODE_ENV: 'development',
    });
    expect(settings).toEqual({
      mediaOrigins: ['https://origin.example', 'https://a.example', 'https://b.example:8443'],
      frameOrigins: ['https://origin.example', 'https://games.example'],
      frameAncestors: ['https://wrapper.example'],
      development: true,
    });
  });
});

describe('currentPageSecuritySettings', () => {
  it('parses again only when a variable it reads changed', () => {
    const env = { ORIGIN_PUBLIC_URL: 'https://a.example', OTHER: '1' };
    const first = currentPageSecuritySettings(env);
    expect(currentPageSecuritySettings({ ...env, OTHER: '2' })).toBe(first);
    const moved = currentPageSecuritySettings({ ...env, FRAME_ANCESTORS: 'https://w.example' });
    expect(moved).not.toBe(first);
    expect(moved.frameAncestors).toEqual(['https://w.example']);
  });
});

describe('originList', () => {
  it('keeps http(s) origins and drops anything that could widen the policy', () => {
    expect(
      originList(
        `https://ok.example,*, 'unsafe-inline', javascript:alert(1), data:x,,  ;x, http://h:1`,
      ),
    ).toEqual(['https://ok.example', 'http://h:1']);
    expect(originList(undefined)).toEqual([]);
    // A source list cannot be broken out of through a URL: the parser encodes ';' and spaces.
    expect(originList('https://a.example;script-src *')).toEqual([]);
  });
});

describe('trustedProxyHops', () => {
  it('reads BFF_TRUSTED_PROXY_HOPS, trusting no proxy on a bad value', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ BFF_TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ BFF_TRUSTED_PROXY_HOPS: '-1' })).toBe(0);
    expect(trustedProxyHops({ BFF_TRUSTED_PROXY_HOPS: 'x' })).toBe(0);
  });
});

describe('requestIsHttps', () => {
  const proto = (value?: string) => new Headers(value ? { 'x-forwarded-proto': value } : {});

  it('believes no client-sent X-Forwarded-Proto without a trusted proxy', () => {
    expect(requestIsHttps(proto('https'), 0)).toBe(false);
  });

  it("takes the outermost trusted proxy's entry", () => {
    expect(requestIsHttps(proto('https'), 1)).toBe(true);
    expect(requestIsHttps(proto('HTTPS'), 1)).toBe(true);
    expect(requestIsHttps(proto('http'), 1)).toBe(false);
    // The client claimed https; the one proxy appended what it saw.
    expect(requestIsHttps(proto('https, http'), 1)).toBe(false);
    expect(requestIsHttps(proto('http, https'), 1)).toBe(true);
    expect(requestIsHttps(proto('https, http'), 2)).toBe(true);
  });

  it('says no when the proxies wrote fewer entries than they are', () => {
    expect(requestIsHttps(proto('https'), 2)).toBe(false);
    expect(requestIsHttps(proto(), 1)).toBe(false);
  });
});
