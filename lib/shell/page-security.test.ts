import { describe, expect, it } from 'vitest';

import {
  API_SECURITY_HEADERS,
  contentSecurityPolicy,
  newNonce,
  offlinePageSecurityHeaders,
  pageSecurityHeaders,
  permissionsPolicy,
  type PageSecuritySettings,
} from './page-security';

const settings: PageSecuritySettings = {
  mediaOrigins: ['https://origin.example', 'https://m1.example'],
  frameOrigins: ['https://origin.example', 'https://games.example'],
  frameAncestors: [],
  development: false,
};
const facts = { nonce: 'bm9uY2U=', pathname: '/home', secure: false };

/** The CSP as a map of directive → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('runs only scripts carrying the nonce, and what they load', () => {
    const script = directives(contentSecurityPolicy(settings, facts)).get('script-src');
    expect(script).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it('lets a development server eval (React rebuilds server stacks with it)', () => {
    const csp = contentSecurityPolicy({ ...settings, development: true }, facts);
    expect(directives(csp).get('script-src')).toContain("'unsafe-eval'");
  });

  it('fetches media from the origin and its mirrors, as blobs and data too', () => {
    const csp = directives(contentSecurityPolicy(settings, facts));
    for (const name of ['img-src', 'media-src', 'connect-src']) {
      expect(csp.get(name), name).toEqual(
        expect.arrayContaining(["'self'", 'https://origin.example', 'https://m1.example']),
      );
    }
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['blob:', 'data:']));
    expect(csp.get('media-src')).toContain('blob:');
    expect(csp.get('connect-src')).not.toContain('https://games.example');
  });

  it('frames only the game centre, and nothing frames the page by default', () => {
    const csp = directives(contentSecurityPolicy(settings, facts));
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://origin.example',
      'https://games.example',
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('lets only the listed origins frame the page when FRAME_ANCESTORS names some', () => {
    const csp = contentSecurityPolicy(
      { ...settings, frameAncestors: ['https://wrapper.example'] },
      facts,
    );
    expect(directives(csp).get('frame-ancestors')).toEqual(['https://wrapper.example']);
  });

  it('upgrades insecure requests only on a secure page', () => {
    expect(contentSecurityPolicy(settings, facts)).not.toContain('upgrade-insecure-requests');
    expect(
      directives(contentSecurityPolicy(settings, { ...facts, secure: true })).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
  });
});

describe('permissionsPolicy', () => {
  it('gives the camera to the scan screen only', () => {
    expect(permissionsPolicy('/mine/setting/accoutCodeCamera')).toMatch(/(^|, )camera=\(self\)/);
    for (const path of ['/home', '/mine/setting', '/mine/setting/accoutCodeCamera/x', '/'])
      expect(permissionsPolicy(path), path).toMatch(/(^|, )camera=\(\)/);
    expect(permissionsPolicy('/home')).toContain('microphone=()');
    expect(permissionsPolicy('/home')).toContain('geolocation=()');
  });
});

describe('pageSecurityHeaders', () => {
  it('sets every header of a page', () => {
    const headers = pageSecurityHeaders(settings, facts);
    expect(headers['content-security-policy']).toContain("'nonce-bm9uY2U='");
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('drops X-Frame-Options when origins may frame the page (it cannot name them)', () => {
    const headers = pageSecurityHeaders(
      { ...settings, frameAncestors: ['https://wrapper.example'] },
      facts,
    );
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('adds HSTS on a secure page', () => {
    expect(pageSecurityHeaders(settings, { ...facts, secure: true })).toMatchObject({
      'strict-transport-security': 'max-age=31536000',
    });
  });

  it('gives the BFF answers nosniff and no framing', () => {
    expect(API_SECURITY_HEADERS).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(
      directives(API_SECURITY_HEADERS['content-security-policy']!).get('frame-ancestors'),
    ).toEqual(["'none'"]);
  });
});

describe('newNonce', () => {
  it('is 16 random bytes in base64, different each time', () => {
    const random = (bytes: Uint8Array) => crypto.getRandomValues(bytes);
    const a = newNonce(random);
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce(random)).not.toBe(a);
    expect(newNonce((bytes) => bytes.fill(255))).toBe('/////////////////////w==');
  });
});

describe('offlinePageSecurityHeaders', () => {
  it('allows only its own script, by hash, and loads nothing', () => {
    const headers = offlinePageSecurityHeaders({ frameAncestors: [] }, 'abc=');
    const csp = directives(headers['content-security-policy']!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'sha256-abc='"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('may be framed by the origins FRAME_ANCESTORS lists, as the pages may', () => {
    const headers = offlinePageSecurityHeaders({ frameAncestors: ['https://a.example'] }, 'x');
    expect(directives(headers['content-security-policy']!).get('frame-ancestors')).toEqual([
      'https://a.example',
    ]);
    expect(headers['x-frame-options']).toBeUndefined();
  });
});
