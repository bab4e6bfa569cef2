import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  BROWSER_FIELD_MAX_LENGTH,
  X_USER_AGENT_MAX_LENGTH,
  buildXUserAgent,
  detectClient,
  parseXUserAgent,
  type ClientInfo,
} from './user-agent';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/124.2478.50 Version/17.0 Mobile/15E148 Safari/604.1',
  iphoneWechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.48(0x18003030) NetType/WIFI Language/zh_CN',
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTabletChrome:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidTabletFirefox: 'Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
  androidEdge:
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36 EdgA/124.0.2478.64',
  androidWechat:
    'Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A.210812.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/101.0.4951.74 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2383 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  androidUc:
    'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2012K11AC Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UCBrowser/16.3.5.1262 Mobile Safari/537.36',
  androidQq:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PFJM10 Build/SP1A.210812.016) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.7 Mobile Safari/537.36 COVC/046915',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36',
  androidStock:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; ko-kr; LG-L160L Build/IML74K) AppleWebkit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  harmonyPhone:
    'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  harmonyTablet:
    'Mozilla/5.0 (Tablet; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 HuaweiBrowser/5.0.4.300',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  windowsEdgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19041',
  windowsFirefox:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsQq:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.202.400 QQBrowser/11.9.5355.400',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  curl: 'curl/8.5.0',
};

describe('detectClient', () => {
  it.each([
    ['iphoneSafari', 'phone', 'h5_ios', 'Safari', '17.4'],
    ['ipadSafari', 'pad', 'h5_ios', 'Safari', '16.6'],
    ['ipod', 'phone', 'h5_ios', 'Safari', '15.6'],
    ['iphoneChrome', 'phone', 'h5_ios', 'Chrome', '124.0.6367.88'],
    ['iphoneFirefox', 'phone', 'h5_ios', 'Firefox', '125.0'],
    ['iphoneEdge', 'phone', 'h5_ios', 'Edge', '124.2478.50'],
    ['iphoneWechat', 'phone', 'h5_ios', 'WeChat', '8.0.48'],
    ['iphoneWebView', 'phone', 'h5_ios', 'unknown', 'unknown'],
    ['androidChrome', 'phone', 'h5_android', 'Chrome', '124.0.0.0'],
    ['androidTabletChrome', 'pad', 'h5_android', 'Chrome', '120.0.6099.230'],
    ['androidFirefox', 'phone', 'h5_android', 'Firefox', '125.0'],
    ['androidTabletFirefox', 'pad', 'h5_android', 'Firefox', '125.0'],
    ['androidEdge', 'phone', 'h5_android', 'Edge', '124.0.2478.64'],
    ['androidWechat', 'phone', 'h5_android', 'WeChat', '8.0.49.2600'],
    ['androidUc', 'phone', 'h5_android', 'UC', '16.3.5.1262'],
    ['androidQq', 'phone', 'h5_android', 'QQBrowser', '14.7'],
    ['androidWebView', 'phone', 'h5_android', 'Chrome', '116.0.0.0'],
    ['androidStock', 'phone', 'h5_android', 'unknown', 'unknown'],
    ['harmonyPhone', 'phone', 'h5_android', 'Chrome', '114.0.0.0'],
    ['harmonyTablet', 'pad', 'h5_android', 'Chrome', '114.0.0.0'],
    ['windowsChrome', 'pc', 'h5_pc', 'Chrome', '124.0.0.0'],
    ['windowsEdge', 'pc', 'h5_pc', 'Edge', '124.0.2478.51'],
    ['windowsEdgeLegacy', 'pc', 'h5_pc', 'Edge', '18.19041'],
    ['windowsFirefox', 'pc', 'h5_pc', 'Firefox', '125.0'],
    ['windowsQq', 'pc', 'h5_pc', 'QQBrowser', '11.9.5355.400'],
    ['macSafari', 'pc', 'h5_pc', 'Safari', '17.4.1'],
    ['linuxFirefox', 'pc', 'h5_pc', 'Firefox', '125.0'],
    ['windowsPhone', 'phone', 'h5_android', 'Edge', '15.14977'],
    ['operaMini', 'phone', 'h5_pc', 'unknown', 'unknown'],
    ['curl', 'pc', 'h5_pc', 'unknown', 'unknown'],
  ] as const)(
    '%s → %s / %s / %s %s',
    (key, deviceType, systemType, browserName, browserVersion) => {
      expect(detectClient(UA[key])).toEqual({
        deviceType,
        systemType,
        browserName,
        browserVersion,
      });
    },
  );

  it.each([null, undefined, ''])('%j → unknown desktop', (ua) => {
    expect(detectClient(ua)).toEqual({
      deviceType: 'pc',
      systemType: 'h5_pc',
      browserName: 'unknown',
      browserVersion: 'unknown',
    });
  });
});

const PHONE: ClientInfo = {
  deviceType: 'phone',
  systemType: 'h5_android',
  browserName: 'Chrome',
  browserVersion: '124.0.0.0',
};

describe('buildXUserAgent', () => {
  it.each([
    [PHONE, false, 'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=124.0.0.0'],
    [PHONE, true, 'dt=phone;st=light;av=2.1.1;bn=Chrome;bv=124.0.0.0'],
    [
      { deviceType: 'pad', systemType: 'h5_ios', browserName: 'Safari', browserVersion: '16.6' },
      false,
      'dt=pad;st=h5_ios;av=2.1.1;bn=Safari;bv=16.6',
    ],
    [
      {
        deviceType: 'pc',
        systemType: 'h5_pc',
        browserName: 'Samsung Internet',
        browserVersion: '24',
      },
      false,
      'dt=pc;st=h5_pc;av=2.1.1;bn=Samsung Internet;bv=24',
    ],
    [
      { ...PHONE, browserName: 'Bad;Name=x', browserVersion: '1;2=3' },
      false,
      'dt=phone;st=h5_android;av=2.1.1;bn=BadNamex;bv=123',
    ],
    [
      { ...PHONE, browserName: 'Chr\u0000ome\n\t\u007f', browserVersion: ' 1.0\r\n' },
      false,
      'dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1.0',
    ],
    [
      { ...PHONE, browserName: '夸克Quark', browserVersion: '版本6.1' },
      false,
      'dt=phone;st=h5_android;av=2.1.1;bn=Quark;bv=6.1',
    ],
    [
      { ...PHONE, browserName: ';;==', browserVersion: '' },
      false,
      'dt=phone;st=h5_android;av=2.1.1;bn=unknown;bv=unknown',
    ],
  ] as const)('%o (light %s) → %s', (info, isLight, expected) => {
    expect(buildXUserAgent(info, isLight)).toBe(expected);
  });

  it('caps each browser field and the whole header', () => {
    const header = buildXUserAgent(
      { ...PHONE, browserName: 'N'.repeat(1000), browserVersion: '9'.repeat(1000) },
      false,
    );
    expect(header).toBe(
      `dt=phone;st=h5_android;av=2.1.1;bn=${'N'.repeat(BROWSER_FIELD_MAX_LENGTH)};bv=${'9'.repeat(BROWSER_FIELD_MAX_LENGTH)}`,
    );
    expect(header.length).toBeLessThanOrEqual(X_USER_AGENT_MAX_LENGTH);
  });

  it('builds the header of a real client', () => {
    expect(buildXUserAgent(detectClient(UA.iphoneWechat), false)).toBe(
      'dt=phone;st=h5_ios;av=2.1.1;bn=WeChat;bv=8.0.48',
    );
  });

  it('always yields a header the parser accepts, within 256 printable characters', () => {
    const info = fc.record({
      deviceType: fc.constantFrom('phone', 'pad', 'pc'),
      systemType: fc.constantFrom('h5_pc', 'h5_android', 'h5_ios'),
      browserName: fc.string({ unit: 'binary', maxLength: 400 }),
      browserVersion: fc.string({ unit: 'binary', maxLength: 400 }),
    }) as fc.Arbitrary<ClientInfo>;
    fc.assert(
      fc.property(info, fc.boolean(), (client, isLight) => {
        const header = buildXUserAgent(client, isLight);
        expect(header.length).toBeLessThanOrEqual(X_USER_AGENT_MAX_LENGTH);
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        const parsed = parseXUserAgent(header);
        expect(parsed).not.toBeNull();
        expect(parsed?.deviceType).toBe(client.deviceType);
        expect(parsed?.systemType).toBe(isLight ? 'light' : client.systemType);
        expect(parsed?.appVersion).toBe('2.1.1');
      }),
    );
  });
});

describe('parseXUserAgent', () => {
  it('reads a built header back', () => {
    expect(parseXUserAgent('dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=124.0.0.0')).toEqual({
      deviceType: 'phone',
      systemType: 'h5_android',
      appVersion: '2.1.1',
      browserName: 'Chrome',
      browserVersion: '124.0.0.0',
    });
  });

  it.each([
    ['dt=pc;st=light;av=2.1.1;bn=Firefox;bv=125.0', 'light'],
    ['dt=pad;st=h5_ios;av=2.1.1;bn=Safari;bv=16.6', 'h5_ios'],
    ['  dt=pc;st=h5_pc;av=2.1.1;bn=Samsung Internet;bv=24  ', 'h5_pc'],
    ['bv=1;bn=X;av=2.1.1;st=h5_pc;dt=pc', 'h5_pc'],
    ['dt=pc;st=h5_pc;av=2.0.9;bn=X;bv=1', 'h5_pc'],
    ['dt=pc;st=h5_pc;av=3;bn=X;bv=1', 'h5_pc'],
  ])('accepts %j', (header, systemType) => {
    expect(parseXUserAgent(header)?.systemType).toBe(systemType);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['garbage'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1;bv=2'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1;x=2'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1;'],
    ['dt=watch;st=h5_android;av=2.1.1;bn=Chrome;bv=1'],
    ['dt=phone;st=android;av=2.1.1;bn=Chrome;bv=1'],
    ['dt=phone;st=h5_android;av=v2;bn=Chrome;bv=1'],
    ['dt=phone;st=h5_android;av=;bn=Chrome;bv=1'],
    ['dt=phone;st=h5_android;av=1.2.3.4.5;bn=Chrome;bv=1'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=;bv=1'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=  '],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chr=ome;bv=1'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1\u0000'],
    ['dt=phone;st=h5_android;av=2.1.1;bn=夸克;bv=1'],
    ['DT=phone;st=h5_android;av=2.1.1;bn=Chrome;bv=1'],
    [`dt=phone;st=h5_android;av=2.1.1;bn=${'x'.repeat(220)};bv=1`],
  ])('rejects %j', (header) => {
    expect(parseXUserAgent(header)).toBeNull();
  });

  it('accepts exactly 256 characters', () => {
    const head = 'dt=phone;st=h5_android;av=2.1.1;bn=';
    const tail = ';bv=1';
    const header = head + 'x'.repeat(256 - head.length - tail.length) + tail;
    expect(header.length).toBe(256);
    expect(parseXUserAgent(header)).not.toBeNull();
    expect(parseXUserAgent(header.replace(';bv=1', ';bv=12'))).toBeNull();
  });
});
