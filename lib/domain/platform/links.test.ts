import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AD_LINK_FIELDS,
  DEFAULT_HOME_PATH,
  LINK_ACTIONS,
  NOT_FOUND_PATH,
  adLink,
  avatarRoute,
  isLinkAction,
  parseLink,
  routeForAction,
  routeForContentType,
  routeForTypeCode,
  toLinkAction,
  withAppToken,
  type AdItem,
  type LinkAction,
  type LinkParams,
} from './links';

const NAME = '热门 推荐&a=b#c';

describe('routeForAction: the §2 action table', () => {
  const rows: ReadonlyArray<[LinkAction, LinkParams, string]> = [
    ['home', { index: 2 }, '/lld'],
    ['home', { index: '2' }, '/lld'],
    ['home', { index: ' 2 ', id: 9 }, '/lld'],
    ['home', { index: 1, id: 5 }, '/play/longVideo?id=5'],
    ['home', { index: '3', id: 'v7' }, '/play/longVideo?id=v7'],
    ['home', { id: 5 }, '/play/longVideo?id=5'],
    ['home', { index: '02' }, DEFAULT_HOME_PATH],
    ['home', {}, DEFAULT_HOME_PATH],
    ['video', { id: 5 }, '/play/longVideo?id=5'],
    ['video', { id: '5' }, '/play/longVideo?id=5'],
    ['vip', {}, '/mine/vip'],
    ['member_wallet', {}, '/mine/diamondRecharge'],
    ['share_invite', {}, '/mine/share'],
    ['video_tag', { id: 3, name: '动作' }, '/topicList?id=3&name=%E5%8A%A8%E4%BD%9C'],
    ['video_topic_more', { id: 4, name: '动作' }, '/topicList?id=4&name=%E5%8A%A8%E4%BD%9C'],
    ['video_tag', { id: 3 }, '/topicList?id=3'],
    ['post_details', { id: 11 }, '/community/postDetail?id=11'],
    ['user_center', { id: 12 }, '/community/upInfo?id=12'],
    ['member_account', {}, '/mine/credentials'],
    ['community_publish', {}, '/community/publish'],
    ['up_list', {}, '/subpage/upRank'],
    ['member_ai', {}, '/ai/generate'],
    ['game_centre', {}, '/game'],
    ['short_video', {}, '/shortVideo'],
    ['short_video', { id: 10321 }, '/shortVideo?id=10321'],
  ];

  it.each(rows)('%s %o → %s', (action, params, expected) => {
    expect(routeForAction(action, params)).toBe(expected);
  });

  it('routes every listed action somewhere other than /notFound when given an id', () => {
    expect(LINK_ACTIONS).toHaveLength(15);
    for (const action of LINK_ACTIONS) {
      expect(routeForAction(action, { id: 1, name: 'n' })).not.toBe(NOT_FOUND_PATH);
    }
  });

  it('sends detail actions without a usable id to /notFound', () => {
    const needsId: LinkAction[] = [
      'video',
      'video_tag',
      'video_topic_more',
      'post_details',
      'user_center',
    ];
    for (const action of needsId) {
      for (const id of [undefined, null, '', '   ', Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(routeForAction(action, { id })).toBe(NOT_FOUND_PATH);
      }
    }
  });

  it('needs no params argument for fixed routes', () => {
    expect(routeForAction('vip')).toBe('/mine/vip');
  });

  it('sends unknown or malformed actions to /notFound', () => {
    for (const action of [
      'nope',
      '',
      'VIDEO_X',
      '__proto__',
      'toString',
      'constructor',
      'hasOwnProperty',
      undefined,
      null,
      3,
      {},
    ]) {
      expect(routeForAction(action, { id: 1 })).toBe(NOT_FOUND_PATH);
    }
  });

  it('accepts hand-typed spellings of an action key', () => {
    expect(routeForAction(' Member Wallet ', {})).toBe('/mine/diamondRecharge');
    expect(routeForAction('game-centre', {})).toBe('/game');
    expect(routeForAction('VIP', {})).toBe('/mine/vip');
    expect(toLinkAction('post  details')).toBe('post_details');
    expect(toLinkAction(7)).toBeUndefined();
  });

  it('narrows with isLinkAction', () => {
    expect(isLinkAction('up_list')).toBe(true);
    expect(isLinkAction('Up_List')).toBe(false);
    expect(isLinkAction(1)).toBe(false);
  });

  it('encodes names so Chinese and reserved characters round-trip', () => {
    const route = routeForAction('video_tag', { id: 'a b', name: NAME });
    expect(route.startsWith('/topicList?')).toBe(true);
    expect(route).not.toContain('#');
    const parsed = parseLink(route);
    expect(parsed.urlParent).toBe('/topicList');
    expect(parsed.query.id).toBe('a b');
    expect(parsed.query.name).toBe(NAME);
    expect(parsed.query.index).toBeUndefined();
  });

  it('round-trips any id and name through parseLink (property)', () => {
    const text = fc
      .string({ unit: 'grapheme', minLength: 1 })
      .filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(text, text, (id, name) => {
        const { query, urlParent } = parseLink(routeForAction('video_topic_more', { id, name }));
        expect(urlParent).toBe('/topicList');
        expect(query.id).toBe(id.trim());
        expect(query.name).toBe(name.trim());
      }),
    );
  });
});

describe('routeForTypeCode: the §2 type codes', () => {
  const params = { id: 42, name: '标签' };
  const rows: ReadonlyArray<[number, string]> = [
    [1, '/play/longVideo?id=42'],
    [2, '/mine/vip'],
    [3, '/mine/diamondRecharge'],
    [4, '/mine/share'],
    [5, '/topicList?id=42&name=%E6%A0%87%E7%AD%BE'],
    [6, '/topicList?id=42&name=%E6%A0%87%E7%AD%BE'],
    [7, '/community/postDetail?id=42'],
    [8, '/community/upInfo?id=42'],
    [9, '/mine/credentials'],
    [10, '/community/publish'],
    [11, '/subpage/upRank'],
  ];

  it.each(rows)('code %i → %s', (code, expected) => {
    expect(routeForTypeCode(code, params)).toBe(expected);
    expect(routeForTypeCode(String(code), params)).toBe(expected);
    expect(routeForTypeCode(` ${code} `, params)).toBe(expected);
  });

  it.each([
    0,
    12,
    -1,
    1.5,
    Number.NaN,
    '',
    'abc',
    '1a',
    '-1',
    '0x1',
    '1e0',
    '1.0',
    null,
    undefined,
  ])('code %o → /notFound', (code) => {
    expect(routeForTypeCode(code, params)).toBe(NOT_FOUND_PATH);
  });

  it('needs an id for the detail codes', () => {
    for (const code of [1, 5, 6, 7, 8]) expect(routeForTypeCode(code)).toBe(NOT_FOUND_PATH);
    expect(routeForTypeCode(2)).toBe('/mine/vip');
  });
});

describe('routeForContentType: the §2 content types', () => {
  const rows: ReadonlyArray<[number, string]> = [
    [1, '/play/longVideo'],
    [2, '/play/longVideo'],
    [3, '/play/videoCollection'],
    [4, '/circle/postDetail'],
    [5, '/circle/circleDetail'],
    [6, '/anime/detail'],
    [7, '/dating/picDetail'],
    [8, '/reserved/detail'],
    [9, '/dating/novelDetail'],
    [10, '/novel/audio'],
  ];

  it.each(rows)('type %i → %s?id=', (type, path) => {
    expect(routeForContentType(type, 77)).toBe(`${path}?id=77`);
    expect(routeForContentType(String(type), 'x y')).toBe(`${path}?id=x+y`);
  });

  it.each([0, 11, -1, 2.5, 'abc', '', ' ', '11', null, undefined, {}])(
    'type %o → /notFound',
    (type) => {
      expect(routeForContentType(type, 1)).toBe(NOT_FOUND_PATH);
    },
  );

  it('sends a known type without an id to /notFound', () => {
    expect(routeForContentType(1, undefined)).toBe(NOT_FOUND_PATH);
    expect(routeForContentType(4, '')).toBe(NOT_FOUND_PATH);
  });
});

describe('avatarRoute', () => {
  it('goes to the up-info screen', () => {
    expect(avatarRoute(9)).toBe('/community/upInfo?id=9');
    expect(avatarRoute('u&1')).toBe('/community/upInfo?id=u%261');
    expect(avatarRoute(null)).toBe(NOT_FOUND_PATH);
  });
});

describe('adLink', () => {
  const full: AdItem = {
    href: 'h',
    url: 'u',
    link: 'l',
    jumpLink: 'jl',
    jumpUrl: 'ju',
    download_url: 'd',
  };

  it.each(AD_LINK_FIELDS.map((field, at) => [field, at] as const))(
    '%s wins over every later field',
    (field, at) => {
      const item: AdItem = { id: 1 };
      for (const later of AD_LINK_FIELDS.slice(at)) item[later] = `  ${later}-value `;
      for (const earlier of AD_LINK_FIELDS.slice(0, at)) item[earlier] = '   ';
      expect(adLink(item)).toBe(`${field}-value`);
    },
  );

  it.each(AD_LINK_FIELDS)('%s alone is used', (field) => {
    expect(adLink({ [field]: '/mine/vip' })).toBe('/mine/vip');
  });

  it('follows the field order', () => {
    expect(adLink(full)).toBe('h');
    expect(adLink({ ...full, href: null })).toBe('u');
    expect(adLink({ ...full, href: '', url: undefined })).toBe('l');
  });

  it('returns null when only an id (or nothing usable) is present', () => {
    expect(adLink({ id: 5 })).toBeNull();
    expect(adLink({ id: 5, href: '', url: '  ', link: null, cover: 'img.png' })).toBeNull();
    expect(adLink({ href: 12 as unknown as string })).toBeNull();
    expect(adLink({})).toBeNull();
    expect(adLink(null)).toBeNull();
    expect(adLink(undefined)).toBeNull();
  });
});

describe('parseLink', () => {
  const empty = { id: undefined, index: undefined, name: undefined, token: undefined };

  it('splits a full URL', () => {
    const raw = 'https://a.com/x?id=1&index=2&name=n&token=t&other=o';
    expect(parseLink(raw)).toEqual({
      urlParent: 'https://a.com/x',
      origin: raw,
      query: { id: '1', index: '2', name: 'n', token: 't' },
    });
  });

  it('handles a link without a query', () => {
    expect(parseLink('/mine/vip')).toEqual({
      urlParent: '/mine/vip',
      origin: '/mine/vip',
      query: empty,
    });
  });

  it('handles empty and missing input', () => {
    expect(parseLink('')).toEqual({ urlParent: '', origin: '', query: empty });
    expect(parseLink(undefined)).toEqual({ urlParent: '', origin: '', query: empty });
    expect(parseLink(null)).toEqual({ urlParent: '', origin: '', query: empty });
    expect(parseLink('?')).toEqual({ urlParent: '', origin: '?', query: empty });
  });

  it('decodes Chinese, percent-encoded and plus-encoded values', () => {
    expect(parseLink('/topicList?name=中文').query.name).toBe('中文');
    expect(parseLink('/topicList?name=%E4%B8%AD%E6%96%87').query.name).toBe('中文');
    expect(parseLink('/t?name=a+b%20c&id=%26').query).toEqual({ ...empty, name: 'a b c', id: '&' });
  });

  it('keeps malformed escapes as text instead of throwing', () => {
    expect(parseLink('/t?name=%E4%zz&id=%').query).toMatchObject({ name: '\uFFFD%zz', id: '%' });
  });

  it('takes the first of duplicate keys', () => {
    expect(parseLink('/p?id=1&id=2').query.id).toBe('1');
  });

  it('keeps a present-but-empty value as the empty string', () => {
    expect(parseLink('/p?id=&token').query).toEqual({ ...empty, id: '', token: '' });
  });

  it('matches keys case-sensitively', () => {
    expect(parseLink('/p?ID=1&Token=2').query).toEqual(empty);
  });

  it('leaves the hash out of the query and urlParent', () => {
    expect(parseLink('/p?id=1#name=x')).toEqual({
      urlParent: '/p',
      origin: '/p?id=1#name=x',
      query: { ...empty, id: '1' },
    });
    expect(parseLink('/p#frag?id=1')).toEqual({
      urlParent: '/p',
      origin: '/p#frag?id=1',
      query: empty,
    });
  });

  it('splits at the first ? only', () => {
    expect(parseLink('/p?id=a?b&name=c?d')).toMatchObject({
      urlParent: '/p',
      query: { id: 'a?b', name: 'c?d' },
    });
  });

  it('never throws on any string (property)', () => {
    const linkish = fc
      .array(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom(
            '?',
            '#',
            '&',
            '=',
            '%',
            '%E4',
            '%zz',
            '+',
            'id',
            'token',
            '中',
            '\uD800',
          ),
        ),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(linkish, (raw) => {
        const parsed = parseLink(raw);
        expect(parsed.origin).toBe(raw);
        expect(raw.startsWith(parsed.urlParent)).toBe(true);
        expect(parsed.urlParent).not.toMatch(/[?#]/);
      }),
    );
  });
});

describe('withAppToken', () => {
  it.each([
    ['https://g.com/login?token=&x=1', 'https://g.com/login?token=APP&x=1'],
    ['https://g.com/login?x=1&token=old', 'https://g.com/login?x=1&token=APP'],
    ['https://g.com/login?token', 'https://g.com/login?token=APP'],
    ['https://g.com/?a=%E4%B8%AD&token=x#top', 'https://g.com/?a=%E4%B8%AD&token=APP#top'],
    ['https://g.com/?token=1&token=2', 'https://g.com/?token=APP&token=APP'],
    ['https://g.com/?%74oken=1', 'https://g.com/?token=APP'],
    ['/mine/vip?token=x&b=c+d', '/mine/vip?token=APP&b=c+d'],
    ['https://g.com/?a=1&&token=2&', 'https://g.com/?a=1&&token=APP&'],
  ])('%s → %s', (url, expected) => {
    expect(withAppToken(url, 'APP')).toBe(expected);
  });

  it.each([
    'https://g.com/login',
    'https://g.com/login?x=1',
    'https://g.com/login?tokens=1&mytoken=2&Token=3',
    'https://g.com/login?x=token',
    'https://g.com/login#token=1',
    'https://g.com/login#?token=1',
    'https://g.com/?bad=%E4%zz',
    '',
  ])('leaves %s unchanged', (url) => {
    expect(withAppToken(url, 'APP')).toBe(url);
  });

  it('encodes the app token', () => {
    expect(withAppToken('/x?token=1', 'a b&c=d/+')).toBe('/x?token=a%20b%26c%3Dd%2F%2B');
    expect(parseLink(withAppToken('/x?token=1', 'a b&c=d/+')).query.token).toBe('a b&c=d/+');
  });

  it('tolerates a malformed key next to the token', () => {
    expect(withAppToken('/x?%E4%zz=1&token=0', 'T')).toBe('/x?%E4%zz=1&token=T');
  });

  it('does nothing without an app token', () => {
    expect(withAppToken('/x?token=1', '')).toBe('/x?token=1');
    expect(withAppToken('/x?token=1', null)).toBe('/x?token=1');
    expect(withAppToken('/x?token=1', undefined)).toBe('/x?token=1');
  });

  it('sets the token and keeps every other parameter (property)', () => {
    const key = fc.stringMatching(/^[a-z]{1,6}$/).filter((k) => k !== 'token');
    const value = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, value)),
        fc.nat(5),
        fc.string({ minLength: 1 }),
        (pairs, at, app) => {
          const query = new URLSearchParams(pairs);
          const parts = query.toString().split('&').filter(Boolean);
          parts.splice(Math.min(at, parts.length), 0, 'token=placeholder');
          const out = withAppToken(`https://g.com/p?${parts.join('&')}#h`, app);
          const params = new URLSearchParams(out.slice(out.indexOf('?') + 1, out.indexOf('#')));
          expect(params.get('token')).toBe(app);
          params.delete('token');
          expect(params.toString()).toBe(query.toString());
          expect(out.endsWith('#h')).toBe(true);
        },
      ),
    );
  });
});
