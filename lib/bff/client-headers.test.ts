import { afterAll, describe, expect, it } from 'vitest';
import { channel } from 'node:diagnostics_channel';

import { clientIp, readClientHeaders, validToken } from './client-headers';
import { installRequestHook, SOCKET_HEADER, uninstallRequestHook } from './node-request-hook';

/** Headers as the route sees them after node-request-hook.ts met a connection from `peer`. */
function throughHook(peer: string, sent: Record<string, string> = {}): Headers {
  installRequestHook();
  const request = { method: 'POST', url: '/api/app/user/info', headers: { ...sent } };
  channel('http.server.request.start').publish({ request, socket: { remoteAddress: peer } });
  return new Headers(request.headers as Record<string, string>);
}

// Test files share a worker: the next one's HTTP servers must not meet this hook.
afterAll(uninstallRequestHook);

describe('clientIp', () => {
  it.each([
    // One appending proxy: the last entry is what it saw; what the client wrote before it is ignored.
    ['6.6.6.6, 198.51.100.7', 1, '198.51.100.7'],
    ['6.6.6.6,198.51.100.7', 1, '198.51.100.7'],
    // Two: CDN then nginx; the CDN's view of the client is second from the right.
    ['6.6.6.6, 198.51.100.7, 10.0.0.2', 2, '198.51.100.7'],
    ['2001:db8::1, 10.0.0.2', 2, '2001:db8::1'],
    // Fewer entries than hops, junk, ports and brackets: no x-real-ip rather than a guess.
    ['198.51.100.7', 3, null],
    ['evil.com', 1, null],
    ['1.2.3.4:5678', 1, null],
    ['[::1]', 1, null],
    ['256.1.1.1', 1, null],
    ['01.1.1.1', 1, null],
    ['1:2:3:4:5:6:7:8:9', 1, null],
    ['fe80::1%eth0', 1, null],
    ['', 1, null],
  ])('X-Forwarded-For %j with %i hops → %j', (header, hops, expected) => {
    expect(clientIp(new Headers({ 'x-forwarded-for': header }), hops)).toBe(expected);
  });

  it('with no trusted proxy, the socket’s peer whatever X-Forwarded-For says', () => {
    const forged = { 'x-forwarded-for': '198.51.100.7' };
    expect(clientIp(throughHook('127.0.0.2', forged), 0)).toBe('127.0.0.2');
    expect(clientIp(throughHook('::ffff:10.1.2.3', forged), 0)).toBe('10.1.2.3');
    expect(clientIp(throughHook('::1'), 0)).toBe('::1');
    // Behind a proxy the socket's peer is the proxy: the header counts instead.
    expect(clientIp(throughHook('10.0.0.2', forged), 1)).toBe('198.51.100.7');
  });

  it('a socket header the hook did not write is nobody’s address', () => {
    const forged = throughHook('127.0.0.2', { [SOCKET_HEADER]: 'x 203.0.113.5' });
    expect(forged.get(SOCKET_HEADER)).not.toContain('203.0.113.5');
    const sent = new Headers({ [SOCKET_HEADER]: `${'0'.repeat(32)} 203.0.113.5` });
    expect(clientIp(sent, 0)).toBeNull();
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.5' }), 0)).toBeNull();
  });
});

describe('readClientHeaders', () => {
  it('picks the four fields and defaults the signed ones to ""', () => {
    expect(readClientHeaders(new Headers(), 0)).toEqual({
      token: '',
      userAgent: '',
      accept: null,
      realIp: null,
    });
    expect(
      readClientHeaders(
        new Headers({
          authorization: 'abc',
          'x-user-agent': 'dt=pc',
          accept: '*/*',
          'x-forwarded-for': '1.2.3.4',
        }),
        1,
      ),
    ).toEqual({ token: 'abc', userAgent: 'dt=pc', accept: '*/*', realIp: '1.2.3.4' });
  });

  it('drops a strange Accept instead of refusing the call', () => {
    expect(readClientHeaders(new Headers({ accept: 'a'.repeat(300) }), 0).accept).toBeNull();
    expect(readClientHeaders(new Headers({ accept: 'text/\u00e9' }), 0).accept).toBeNull();
  });

  it('validToken allows printable ASCII without "&" up to 1024 characters', () => {
    expect(validToken('')).toBe(true);
    expect(validToken('Bearer a.b-c_d~e')).toBe(true);
    expect(validToken('a&b')).toBe(false);
    expect(validToken('a\nb')).toBe(false);
    expect(validToken('x'.repeat(1025))).toBe(false);
  });
});
