import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHANNEL_COOKIE, LAUNCH_HEADER } from '@/lib/domain/platform/launch-params';

import { config, middleware } from '@/middleware';

/** What NextResponse.next({ request: { headers } }) hands on to the page. */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

function run(url: string, init?: { headers?: Record<string, string> }) {
  return middleware(new NextRequest(new URL(url, 'http://localhost:3000'), init));
}

describe('middleware', () => {
  it('hands the valid launch values to the page in a request header', () => {
    const res = run('/home?pc=p1&dc=d1&isAppStore=1&UID=42&uuid=dev1234567&isLight=0&x=1');
    expect(forwarded(res, LAUNCH_HEADER)).toBe(
      'UID=42&uuid=dev1234567&isLight=0&dc=d1&pc=p1&isAppStore=1',
    );
  });

  it('drops invalid values and never passes on a launch header the client sent', () => {
    const res = run('/home?pc=%3Cscript%3E&dc=' + 'x'.repeat(80), {
      headers: { [LAUNCH_HEADER]: 'pc=forged' },
    });
    expect(forwarded(res, LAUNCH_HEADER)).toBeNull();
    expect(res.headers.get('x-middleware-override-headers')).not.toContain(LAUNCH_HEADER);
  });

  it('records pc, dc and isLight in the channel cookie', () => {
    const res = run('/home?pc=p1&dc=d1&isLight=1&isAppStore=1');
    const cookie = res.cookies.get(CHANNEL_COOKIE);
    expect(cookie?.value).toBe('pc=p1&dc=d1&isLight=1');
    expect(cookie?.path).toBe('/');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('lax');
    expect(cookie?.maxAge).toBeGreaterThan(0);
  });

  it('merges a later landing link into the existing channel cookie', () => {
    const res = run('/home?pc=p2', { headers: { cookie: `${CHANNEL_COOKIE}=pc%3Dp1%26dc%3Dd1` } });
    expect(res.cookies.get(CHANNEL_COOKIE)?.value).toBe('pc=p2&dc=d1');
  });

  it('leaves the cookie alone without channel values, and is not an auth boundary', () => {
    const res = run('/mine?UID=42');
    expect(res.cookies.get(CHANNEL_COOKIE)).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('location')).toBeNull();
  });

  it('marks the cookie secure on https', () => {
    const res = middleware(new NextRequest('https://app.example/home?pc=p1'));
    expect(res.cookies.get(CHANNEL_COOKIE)?.secure).toBe(true);
  });

  it('matches pages but not /api, /admin/api, /_next or files', () => {
    const [source] = config.matcher;
    const pattern = new RegExp(`^${source}$`);
    for (const path of ['/', '/home', '/mine/setting/kf', '/apix', '/admin', '/admin/operators'])
      expect(pattern.test(path), path).toBe(true);
    for (const path of [
      '/api',
      '/api/app/login/guest',
      '/admin/api/auth/login',
      '/_next/static/chunks/a.js',
      '/favicon.ico',
      '/logo.png',
    ]) {
      expect(pattern.test(path), path).toBe(false);
    }
  });
});

describe('the kit gallery (/dev/kit)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is a real 404 on a production server without KIT_GALLERY=1', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('KIT_GALLERY', '');
    for (const path of ['/dev/kit', '/dev/kit/', '/dev/kit?x=1']) {
      const res = run(path);
      expect(res.status, path).toBe(404);
      // Rendered as the not-found page, with that status, before any of the page streams.
      expect(res.headers.get('x-middleware-rewrite'), path).toMatch(/\/_kit-gallery-off$/);
    }
  });

  it('is served where the gallery is on', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('KIT_GALLERY', '1');
    expect(run('/dev/kit').headers.get('x-middleware-next')).toBe('1');
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('KIT_GALLERY', '');
    expect(run('/dev/kit').headers.get('x-middleware-next')).toBe('1');
  });
});

describe('the security headers of a page (issue 34)', () => {
  afterEach(() => vi.unstubAllEnvs());

  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

  it('answers every page with a nonce CSP, no framing, nosniff, a referrer and permissions policy', () => {
    for (const path of ['/home', '/mine/recharge', '/play/longVideo?id=1', '/no-such-page']) {
      const res = run(path);
      const csp = res.headers.get('content-security-policy');
      expect(nonceOf(csp), path).toBeTruthy();
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('hands the page a fresh nonce in the CSP it renders with, whatever the client sent', () => {
    const forged = { 'content-security-policy': "script-src 'nonce-forged'", 'x-nonce': 'forged' };
    const first = run('/home', { headers: forged });
    const second = run('/home');
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).not.toBe('forged');
    expect(nonce).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    // Next reads the nonce for its own scripts from the request's CSP; the layout from x-nonce.
    expect(forwarded(first, 'content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(forwarded(first, 'x-nonce')).toBe(nonce);
  });

  it('lets the scan screen, and it alone, use the camera', () => {
    const scan = run('/mine/setting/accoutCodeCamera');
    expect(scan.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(run('/mine/setting').headers.get('permissions-policy')).toContain('camera=()');
  });

  it('sets the headers on the kit gallery’s 404 and the 405 too', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('KIT_GALLERY', '');
    expect(run('/dev/kit').headers.get('x-frame-options')).toBe('DENY');
    const post = middleware(new NextRequest('http://localhost:3000/home', { method: 'POST' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests over HTTPS behind a trusted proxy, in production', () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('BFF_TRUSTED_PROXY_HOPS', '1');
    const res = run('/home', https);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    // No trusted proxy: the header is only what the client says.
    vi.stubEnv('BFF_TRUSTED_PROXY_HOPS', '0');
    expect(run('/home', https).headers.get('strict-transport-security')).toBeNull();
    // Not in development, even over HTTPS.
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('BFF_TRUSTED_PROXY_HOPS', '1');
    expect(run('/home', https).headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the wrapper origins of FRAME_ANCESTORS frame the pages', () => {
    vi.stubEnv('FRAME_ANCESTORS', 'https://wrapper.example');
    const res = run('/home');
    expect(res.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://wrapper.example',
    );
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});
