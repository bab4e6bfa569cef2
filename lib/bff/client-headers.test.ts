import { describe, expect, it } from 'vitest';
import { clientIp, readClientHeaders, validToken } from './client-headers';

describe('clientIp', () => {
  it.each([
    // No proxy: Next writes the socket address when the header is absent.
    ['127.0.0.1', 0, '127.0.0.1'],
    ['::ffff:10.1.2.3', 0, '::ffff:10.1.2.3'],
    ['::1', 0, '::1'],
    // One appending proxy: the last entry is what it saw; what the client wrote before it is ignored.
    ['6.6.6.6, 198.51.100.7', 1, '198.51.100.7'],
    ['6.6.6.6,198.51.100.7', 0, '198.51.100.7'],
    // Two: CDN then nginx; the CDN's view of the client is second from the right.
    ['6.6.6.6, 198.51.100.7, 10.0.0.2', 2, '198.51.100.7'],
    ['2001:db8::1, 10.0.0.2', 2, '2001:db8::1'],
    // Fewer entries than hops, junk, ports and brackets: no x-real-ip rather than a guess.
    ['198.51.100.7', 3, null],
    ['evil.com', 0, null],
    ['1.2.3.4:5678', 0, null],
    ['[::1]', 0, null],
    ['256.1.1.1', 0, null],
    ['01.1.1.1', 0, null],
    ['1:2:3:4:5:6:7:8:9', 0, null],
    ['fe80::1%eth0', 0, null],
    ['', 0, null],
  ])('%j with %i hops → %j', (header, hops, expected) => {
    expect(clientIp(header, hops)).toBe(expected);
  });

  it('null without the header', () => {
    expect(clientIp(null, 0)).toBeNull();
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
        0,
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
