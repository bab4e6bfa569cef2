import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHANNEL_COOKIE, LAUNCH_HEADER } from '@/lib/domain/launch-params';

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

  it('matches pages but not /api, /_next or files', () => {
    const [source] = config.matcher;
    const pattern = new RegExp(`^${source}$`);
    for (const path of ['/', '/home', '/mine/setting/kf', '/apix'])
      expect(pattern.test(path), path).toBe(true);
    for (const path of [
      '/api',
      '/api/app/login/guest',
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
