import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExternal, isSafeExternalUrl, resolveLinkTarget } from './safe-url';

const PROBE_ORIGIN = 'https://app.example';

// Known vectors from XSS cheat sheets and open-redirect reports, plus our own parser edges.
const REFUSED_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'javascript:alert(1)//https://a.com',
  'javascript://https://a.com/%0aalert(1)',
  'javascript://a.com/%0Aalert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u001Fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&#x0A;ascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%20javascript:alert(1)',
  '\u00A0javascript:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  '\u2028javascript:alert(1)',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,x',
  'file:///etc/passwd',
  'FILE://c:/windows',
  'blob:https://a.com/1234',
  'about:blank',
  'mailto:a@b.com',
  'tel:123',
  'ftp://a.com/x',
  'ws://a.com',
  'intent://scan/#Intent;scheme=zxing;end',
  'weixin://dl/business',
  '//evil.com',
  '//evil.com/https://a.com',
  '\\\\evil.com',
  '/\\evil.com',
  '\\/evil.com',
  '/\t/evil.com',
  'https:evil.com',
  'http:evil.com',
  'https:/evil.com',
  'http:///x',
  'https:///evil.com',
  'http:\\\\evil.com',
  'https://evil.com\\@good.com',
  'https:\\/evil.com',
  'http://',
  'https://',
  'http://?x=1',
  'http://#x',
  'http://:80/',
  'https://user:pass@evil.com',
  'https://user@evil.com',
  'https://:pass@evil.com',
  'https://@evil.com',
  'https://good.com@evil.com',
  'https://good.com%40evil.com@x.com',
  'https://exa mple.com',
  'https://example.com/a b',
  'https://example.com/\tx',
  'https://example.com\n',
  ' https://example.com',
  'https://example.com ',
  'https://exa\u00ADmple.com',
  'https://exa\u200Bmple.com',
  'https://a.com/\u202Egnp.exe',
  'https://[::1',
  'https://a..b%',
  'https://a<b.com',
  'https://a.com:99999',
  'https://a.com:port',
  'ht tp://a.com',
  'http//a.com',
  'http:/a.com',
  'https',
  '',
  '/mine/vip',
  'mine/vip',
  'a.com',
];

const ACCEPTED_URLS: readonly string[] = [
  'http://a.com',
  'https://a.com',
  'HTTPS://A.COM/X',
  'HtTp://a.com',
  'https://sub.example.co.uk:8443/p/a/t/h?x=1&y=%E4%B8%AD#frag',
  'https://a.com/?next=javascript:alert(1)',
  'https://a.com/path;param',
  'https://127.0.0.1:3000/',
  'http://[::1]/',
  'https://localhost',
  'https://中文.com/路径?名=值',
  'https://xn--fiq228c.com/',
  'https://a.com/%0a',
  'https://a.com/&#x6A;',
];

describe('isSafeExternalUrl', () => {
  it.each(REFUSED_URLS.map((url) => [JSON.stringify(url), url]))('refuses %s', (_, url) => {
    expect(isSafeExternalUrl(url)).toBe(false);
  });

  it.each(ACCEPTED_URLS)('accepts %s', (url) => {
    expect(isSafeExternalUrl(url)).toBe(true);
  });

  it.each([undefined, null, 1, {}, ['https://a.com'], new URL('https://a.com')])(
    'refuses the non-string %o',
    (value) => {
      expect(isSafeExternalUrl(value)).toBe(false);
    },
  );
});

describe('isExternal', () => {
  it.each([
    'http://a.com',
    'https://a.com/x',
    'HTTPS://A.COM',
    '  https://a.com  ',
    '\u0000 https://a.com',
    'ht\ttps://a.com',
    'https:evil.com',
    '//evil.com',
    '\\\\evil.com',
    '/\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
  ])('%j is external', (url) => {
    expect(isExternal(url)).toBe(true);
  });

  it.each([
    '/mine/vip',
    'mine/vip',
    '',
    'javascript:alert(1)',
    'ftp://a.com',
    '/a//b',
    'httpx://a',
  ])('%j is not external', (url) => {
    expect(isExternal(url)).toBe(false);
  });

  it('is false for non-strings', () => {
    expect(isExternal(undefined)).toBe(false);
    expect(isExternal(42)).toBe(false);
  });
});

describe('resolveLinkTarget', () => {
  it.each([
    ['/mine/vip', '/mine/vip'],
    ['mine/vip', '/mine/vip'],
    ['  /mine/vip  ', '/mine/vip'],
    ['\u3000mine/vip\n', '/mine/vip'],
    ['/topicList?id=1&name=中文', '/topicList?id=1&name=中文'],
    ['/play/longVideo?id=5#c', '/play/longVideo?id=5#c'],
    ['?id=1', '/?id=1'],
    ['/', '/'],
    ['a.com', '/a.com'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/a b', '/a b'],
    ['mine/vip:1', '/mine/vip:1'],
    // Dot segments resolved and empty ones dropped, as a browser resolves the path and more:
    // '/.//evil.com' is '//evil.com' to a URL parser, a host to anything that re-reads it.
    ['/.//evil.com', '/evil.com'],
    ['/./%2e//evil.com', '/evil.com'],
    ['/a//b', '/a/b'],
    ['/a/../b', '/b'],
    ['./mine', '/mine'],
    ['../../mine/vip', '/mine/vip'],
    ['/%2e%2E/.%2e/x', '/x'],
    ['/mine/', '/mine/'],
    ['/mine/.', '/mine/'],
    ['/mine/vip/..', '/mine/'],
    ['/..', '/'],
    ['.', '/'],
    ['/a/./b?x=/../y#/..', '/a/b?x=/../y#/..'],
  ])('%j → internal %j', (raw, path) => {
    expect(resolveLinkTarget(raw)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://a.com', 'https://a.com/'],
    ['  HTTPS://A.COM/x?y=1#z ', 'https://a.com/x?y=1#z'],
    ['https://中文.com/', 'https://xn--fiq228c.com/'],
    ['https://a.com/路径', 'https://a.com/%E8%B7%AF%E5%BE%84'],
  ])('%j → external %j', (raw, url) => {
    expect(resolveLinkTarget(raw)).toEqual({ kind: 'external', url });
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'blob:https://a.com/1',
    'mailto:a@b.com',
    '//evil.com',
    '\\\\evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/a\u0000b',
    'mine\\vip',
    'https:evil.com',
    'http:///x',
    'https://u:p@evil.com',
    'localhost:3000/x',
  ])('%j → refused', (raw) => {
    expect(resolveLinkTarget(raw)).toEqual({ kind: 'refused' });
  });

  it.each([undefined, null, 7, {}])('refuses the non-string %o', (raw) => {
    expect(resolveLinkTarget(raw)).toEqual({ kind: 'refused' });
  });

  it('refuses every listed vector or keeps it inside the app', () => {
    // resolveLinkTarget trims first, so ' https://example.com' is a clean link there.
    const vectors = REFUSED_URLS.filter((url) => !isSafeExternalUrl(url.trim()));
    expect(vectors.length).toBe(REFUSED_URLS.length - 3);
    for (const url of vectors) {
      const target = resolveLinkTarget(url);
      if (target.kind === 'external') expect.fail(`${JSON.stringify(url)} left the app`);
      if (target.kind === 'internal') {
        expect(new URL(target.path, PROBE_ORIGIN).origin).toBe(PROBE_ORIGIN);
      }
    }
  });
});

// Characters a browser strips or that hide a scheme: C0, space, DEL, C1 and Unicode blanks.
const junkChar = fc.oneof(
  fc.integer({ min: 0x00, max: 0x20 }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0xa0 }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    '\u00AD',
    '\u1680',
    '\u2000',
    '\u200B',
    '\u200D',
    '\u2028',
    '\u2029',
    '\u202E',
    '\u3000',
    '\uFEFF',
  ),
);
const junk = fc.array(junkChar, { maxLength: 3 }).map((chars) => chars.join(''));

const javascriptVariant = fc
  .tuple(
    junk,
    fc.array(
      fc.record({
        upper: fc.boolean(),
        percent: fc.boolean(),
        upperHex: fc.boolean(),
        after: junk,
      }),
      { minLength: 10, maxLength: 10 },
    ),
    fc.constantFrom(':', ':', '&colon;', '&#58;', '&#x3A;', '%3A', '%3a'),
    fc.constantFrom('alert(1)', '//a.com/%0aalert(1)', 'void(0)', ''),
  )
  .map(([lead, letters, colon, payload]) => {
    const body = [...'javascript']
      .map((letter, at) => {
        const choice = letters[at];
        if (choice === undefined) return letter;
        const cased = choice.upper ? letter.toUpperCase() : letter;
        const hex = cased.charCodeAt(0).toString(16);
        const spelled = choice.percent ? `%${choice.upperHex ? hex.toUpperCase() : hex}` : cased;
        return spelled + choice.after;
      })
      .join('');
    return `${lead}${body}${colon}${payload}`;
  });

const label = fc
  .stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/)
  .filter((l) => !/^xn--/.test(l) && l.slice(2, 4) !== '--');
const host = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([labels, tld]) => [...labels, tld].join('.'));
const mixedCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join(''));
const webUrl = fc
  .tuple(
    fc.constantFrom('http', 'https').chain(mixedCase),
    host,
    fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
    fc.array(fc.stringMatching(/^[A-Za-z0-9._~%-]{0,10}$/), { maxLength: 4 }),
    fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._~-]{0,20}$/), { nil: undefined }),
  )
  .map(([scheme, domain, port, segments, query]) => {
    const portPart = port === undefined ? '' : `:${port}`;
    const path = segments.map((segment) => `/${segment}`).join('');
    return `${scheme}://${domain}${portPart}${path}${query === undefined ? '' : `?${query}`}`;
  });

describe('safe-url properties', () => {
  it('refuses every generated javascript: variant', () => {
    fc.assert(
      fc.property(javascriptVariant, (url) => {
        expect(isSafeExternalUrl(url)).toBe(false);
        const target = resolveLinkTarget(url);
        expect(target.kind).not.toBe('external');
        if (target.kind === 'internal') {
          expect(new URL(target.path, PROBE_ORIGIN).origin).toBe(PROBE_ORIGIN);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts generated http(s) URLs with valid hosts', () => {
    fc.assert(
      fc.property(webUrl, (url) => {
        expect(isSafeExternalUrl(url)).toBe(true);
        expect(isExternal(url)).toBe(true);
        const target = resolveLinkTarget(url);
        expect(target.kind).toBe('external');
        if (target.kind === 'external') expect(isSafeExternalUrl(target.url)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts fast-check web URLs', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(isSafeExternalUrl(url)).toBe(true);
      }),
    );
  });

  it('an in-app path resolves to the app’s origin, and so does its pathname read again', () => {
    // Paths made of the pieces that move a URL parser: dots (plain and encoded), slashes,
    // empty segments, a host-like name, query and fragment.
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '.%2e',
      'evil.com',
      'a',
      '?',
      '#',
      '@',
      ':',
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(path, (raw) => {
        const target = resolveLinkTarget(raw);
        if (target.kind !== 'internal') return;
        const resolved = new URL(target.path, PROBE_ORIGIN);
        expect(resolved.origin).toBe(PROBE_ORIGIN);
        // A router that navigates to the pathname (or anything that re-resolves it) stays too.
        expect(new URL(resolved.pathname, PROBE_ORIGIN).origin).toBe(PROBE_ORIGIN);
        // Already what a browser would make of it: no dot or empty segment left to resolve.
        const segments = target.path.split(/[?#]/)[0]!.split('/').slice(1, -1);
        for (const segment of segments) expect(segment).not.toMatch(/^(?:\.|%2e){0,2}$/i);
      }),
      { numRuns: 3000 },
    );
  });

  it('never lets an internal target leave the app, whatever the input', () => {
    const anyLink = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(
          fc.oneof(
            junkChar,
            fc.constantFrom(
              '/',
              '\\',
              ':',
              '@',
              '?',
              '#',
              '%2F',
              '.',
              'http',
              's',
              'evil.com',
              'a',
            ),
          ),
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(anyLink, (raw) => {
        const target = resolveLinkTarget(raw);
        if (target.kind === 'internal') {
          expect(target.path.startsWith('/')).toBe(true);
          expect(new URL(target.path, PROBE_ORIGIN).origin).toBe(PROBE_ORIGIN);
        }
        if (target.kind === 'external') {
          expect(['http:', 'https:']).toContain(new URL(target.url).protocol);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
