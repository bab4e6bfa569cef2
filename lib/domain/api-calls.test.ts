import { describe, expect, it } from 'vitest';
import { API_CALLS, findApiCall, needsSession, playbackId } from './api-calls';

describe('API_CALLS (§7 endpoint table)', () => {
  it('has no duplicate method + path', () => {
    const keys = API_CALLS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['GET', 'ping/config', true],
    ['GET', 'ping/check', true],
    ['GET', 'ping/contact', true],
    ['GET', 'aiGirlfriend/gianBalance', true],
    ['POST', 'ping/announcement', false],
    ['POST', 'login/guest', false],
    ['POST', 'login/phone', true],
    ['POST', 'user/info', true],
    ['POST', 'user/qrcode/info', false],
    ['POST', 'redeem/list', false],
    ['POST', 'redeem/history', true],
    ['POST', 'apps/page', false],
    ['POST', 'media/trackList', true],
    ['POST', 'upload/images', false],
    ['POST', 'upload/imgv2', true],
  ] as const)('%s %s secure=%s', (method, path, secure) => {
    expect(findApiCall(method, path)?.secure).toBe(secure);
  });

  it('uses the method §7 states', () => {
    expect(findApiCall('POST', 'ping/config')).toBeUndefined();
    expect(findApiCall('GET', 'login/guest')).toBeUndefined();
    expect(findApiCall('get', 'ping/config')?.method).toBe('GET');
  });

  it('marks the undressing orders as refused and nothing else', () => {
    const refused = API_CALLS.filter((c) => c.refused).map((c) => c.path);
    expect(refused.sort()).toEqual(['aiOrder/strip/list', 'aiOrder/strip/submit']);
  });

  it('knows every §7 area', () => {
    const prefixes = new Set(API_CALLS.map((c) => c.path.split('/')[0]));
    expect([...prefixes].sort()).toEqual(
      [
        'ad',
        'aiGirlfriend',
        'aiOrder',
        'aiService',
        'aiTemplate',
        'apps',
        'card',
        'collect',
        'comment',
        'content',
        'custom',
        'feedback',
        'game',
        'gold',
        'imgToVideo',
        'live',
        'login',
        'media',
        'message',
        'ping',
        'post',
        'recharge',
        'redeem',
        'redeemcode',
        'search',
        'txtToImg',
        'txtToNovel',
        'upblogers',
        'upload',
        'user',
        'usertask',
      ].sort(),
    );
  });
});

describe('playbackId', () => {
  it.each([
    ['media/h5/m3u8/42', '42'],
    ['media/h5/m3u8/abc_D-9', 'abc_D-9'],
    ['media/h5/m3u8/', null],
    ['media/h5/m3u8/a/b', null],
    ['media/h5/m3u8/..', null],
    ['media/h5/m3u8/%2e', null],
    ['media/play', null],
    [`media/h5/m3u8/${'x'.repeat(65)}`, null],
  ])('%s → %s', (path, id) => {
    expect(playbackId(path)).toBe(id);
  });
});

describe('needsSession', () => {
  it('is every secure call but the ones made before the first login', () => {
    expect(needsSession(findApiCall('POST', 'user/info'))).toBe(true);
    expect(needsSession(findApiCall('POST', 'media/home'))).toBe(true);
    expect(needsSession(findApiCall('GET', 'ping/config'))).toBe(false);
    expect(needsSession(findApiCall('GET', 'ping/check'))).toBe(false);
    expect(needsSession(findApiCall('POST', 'login/guest'))).toBe(false);
    expect(needsSession(undefined)).toBe(false);
    expect(API_CALLS.filter((c) => c.beforeSession).map((c) => c.path)).toEqual([
      'ping/check',
      'ping/config',
      'ping/contact',
    ]);
  });
});
