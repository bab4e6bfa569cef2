import { describe, expect, it } from 'vitest';
import { needsSession } from './call';
import {
  CALL_TABLE as API_CALLS,
  callNamed,
  findCall as findApiCall,
  playbackId,
} from './call-table';

// §7's endpoint table, transcribed: every call appears in the table exactly once.
const SPEC_CALLS = `ad/click aiService/list aiGirlfriend/gianBalance aiGirlfriend/score/pay
aiGirlfriend/score/product/list aiGirlfriend/sync aiOrder/del aiOrder/facechange/list
aiOrder/facechange/submit aiOrder/strip/list aiOrder/strip/submit aiTemplate/list apps/click
apps/list apps/page card/list collect/delete collect/operate comment/add comment/list content/info
custom/getEndpoint feedback/add game/login gold/paytypeinfo imgToVideo/generate imgToVideo/hide
imgToVideo/order live/home live/recommended login/account/login login/account/register
login/before login/bindMobile login/captcha login/guest login/official login/phone
media/actor/details media/collect/details media/collect/home media/collect/pay media/home
media/hotSearchs/list media/like media/pay media/play media/published media/recommend
media/short/recommend media/tag/details media/topic/details media/trackList message/latest
message/list ping/announcement ping/check ping/config ping/contact post/detail post/list
post/mypublish post/pay post/publish recharge/history recharge/submit redeem/exchange redeem/list
redeem/history redeemcode/list redeemcode/use search/details search/hot txtToImg/generate
txtToImg/hide txtToImg/list txtToNovel/generate txtToNovel/hide txtToNovel/info txtToNovel/list
upblogers/cares upblogers/info upblogers/list upload/images upload/img upload/imgv2 user/avatar
user/changeMobile user/changePassword user/info user/info/modify user/invite/income
user/invite/list user/invite/redeem user/qrcode user/logout user/online/time user/qrcode/info
usertask/get usertask/list`.split(/\s+/);

// Calls of ours beside §7's: the chunked-upload target (GET test and POST), one video's
// public card, which the web server reads for the player page's poster (issue 36), and AI女友's
// personas and its streamed reply, 书评's streamed description (issue 38), closing the account
// and the wallet's 明细 (issue 39).
const OUR_CALLS = [
  'upload/chunk',
  'upload/chunk',
  'media/card',
  'aiGirlfriend/persona/list',
  'aiGirlfriend/chat',
  'txtToNovel/bookDesc',
  'user/close',
  'user/wallet/ledger',
  'post/report',
];

describe('CALL_TABLE (§7 endpoint table)', () => {
  it('declares every §7 call once, plus ours (chunked uploads, one video card)', () => {
    const paths = API_CALLS.map((c) => c.path);
    expect([...paths].sort()).toEqual([...SPEC_CALLS, ...OUR_CALLS].sort());
  });

  it('seals JSON bodies only: not queries, not uploads', () => {
    expect(findApiCall('POST', 'media/home')?.encrypted).toBe(true);
    expect(findApiCall('GET', 'ping/config')?.encrypted).toBe(false);
    expect(findApiCall('POST', 'upload/img')?.encrypted).toBe(false);
  });

  it('streams only AI女友’s reply and 书评, sealed JSON POSTs like any other', () => {
    const streams = API_CALLS.filter((c) => c.stream);
    expect(streams.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'POST aiGirlfriend/chat',
      'POST txtToNovel/bookDesc',
    ]);
    expect(streams.every((c) => c.encrypted)).toBe(true);
  });

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
    ['POST', 'user/logout', false],
    ['POST', 'user/online/time', false],
    ['POST', 'redeem/list', false],
    ['POST', 'redeem/history', true],
    ['POST', 'apps/page', false],
    ['POST', 'media/trackList', true],
    // §7 marks it public; no screen uploads before its session, so it needs one (issue 34).
    ['POST', 'upload/images', true],
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
    expect(API_CALLS.filter((c) => c.access === 'token-if-present').map((c) => c.path)).toEqual([
      'ping/check',
      'ping/config',
      'ping/contact',
    ]);
  });
});

describe('repeatable calls (the BFF may resend them once when the balancer lost the first)', () => {
  it('GETs and the marked reads and idempotent writes are; counters, logins and uploads are not', () => {
    for (const name of ['ping/check', 'media/home', 'media/pay', 'post/pay'] as const)
      expect(callNamed(name).repeatable, name).toBe(true);
    for (const name of [
      'media/play',
      'search/details',
      'login/guest',
      'recharge/submit',
      'upload/chunk',
    ] as const)
      expect(callNamed(name).repeatable, name).toBe(false);
  });

  it('no upload or stream call is ever repeatable', () => {
    const risky = API_CALLS.filter((c) => (c.form || c.stream) && c.repeatable);
    expect(risky.map((c) => c.name)).toEqual([]);
  });
});
