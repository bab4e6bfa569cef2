import { describe, expect, it } from 'vitest';

import { parseXUserAgent } from '@/lib/domain/platform/user-agent';

import { clientInfoFor, requestHeaders, xUserAgentFor } from './request-headers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('X-User-Agent', () => {
  it('describes the device, system, version and browser', () => {
    expect(xUserAgentFor(IPHONE, 5, false)).toBe('dt=phone;st=h5_ios;av=2.1.1;bn=Safari;bv=17.0');
    expect(xUserAgentFor(PIXEL, 5, false)).toBe(
      'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=126.0.0.0',
    );
  });

  it('says light when the isLight flag is on', () => {
    expect(parseXUserAgent(xUserAgentFor(PIXEL, 5, true))?.systemType).toBe('light');
  });

  it('tells an iPad that claims to be a Mac by its touch points', () => {
    expect(clientInfoFor(IPAD_AS_MAC, 5)).toMatchObject({
      deviceType: 'pad',
      systemType: 'h5_ios',
    });
    expect(clientInfoFor(IPAD_AS_MAC, 0)).toMatchObject({ deviceType: 'pc', systemType: 'h5_pc' });
  });

  it('always produces a header the BFF accepts', () => {
    for (const ua of ['', 'curl/8', '\u0000weird\u00ff', IPHONE]) {
      expect(parseXUserAgent(xUserAgentFor(ua, 0, false)), ua).not.toBeNull();
    }
  });
});

describe('requestHeaders', () => {
  it('sends Authorization only when there is a token', () => {
    expect(requestHeaders('tok', 'ua')).toEqual({ 'X-User-Agent': 'ua', Authorization: 'tok' });
    expect(requestHeaders(null, 'ua')).toEqual({ 'X-User-Agent': 'ua' });
    expect(requestHeaders('', 'ua')).toEqual({ 'X-User-Agent': 'ua' });
  });
});
