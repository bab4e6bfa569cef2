import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { decideLink, decideOpen, type OpenContext } from './open-link';

const web: OpenContext = { token: 'tok-1', isAppStore: false };
const wrapper: OpenContext = { token: 'tok-1', isAppStore: true };
const route = (path: string) => ({ kind: 'route', path });
const refused = { kind: 'refused' };

describe('decideOpen: raw strings', () => {
  it('routes in-app paths as written', () => {
    expect(decideOpen('/mine/vip', web)).toEqual(route('/mine/vip'));
    expect(decideOpen('welfare', web)).toEqual(route('/welfare'));
    expect(decideOpen('/topicList?id=1&name=热门', web)).toEqual(
      route('/topicList?id=1&name=热门'),
    );
  });

  it('routes an action-key link through the action table with its query', () => {
    expect(decideOpen('vip', web)).toEqual(route('/mine/vip'));
    expect(decideOpen('/video?id=3', web)).toEqual(route('/play/longVideo?id=3'));
    expect(decideOpen('home?index=2', web)).toEqual(route('/lld'));
    expect(decideOpen('video_tag?id=5&name=a b', web)).toEqual(route('/topicList?id=5&name=a+b'));
    // Only a single segment is an action: /game/vip is a path, not the vip action.
    expect(decideOpen('/game/vip', web)).toEqual(route('/game/vip'));
  });

  it('opens safe external links in a new window, or through the wrapper in the app store build', () => {
    expect(decideOpen('https://example.com/a', web)).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
      via: 'window',
    });
    expect(decideOpen('https://example.com/a', wrapper)).toEqual({
      kind: 'external',
      url: 'https://example.com/a',
      via: 'wrapper',
    });
  });

  it('adds the app token only to external links that carry a token parameter', () => {
    expect(decideOpen('https://example.com/games?token=', web)).toMatchObject({
      url: 'https://example.com/games?token=tok-1',
    });
    expect(decideOpen('https://example.com/games?from=ad', web)).toMatchObject({
      url: 'https://example.com/games?from=ad',
    });
    expect(
      decideOpen('https://example.com/g?token=x', { token: null, isAppStore: false }),
    ).toMatchObject({
      url: 'https://example.com/g?token=x',
    });
    // In-app links never receive the token.
    expect(decideOpen('/mine/vip?token=', web)).toEqual(route('/mine/vip?token='));
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'http://user:pw@example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(decideOpen(raw, web)).toEqual(refused);
  });
});

describe('decideOpen: ad items', () => {
  it('uses the first link field in §2 order', () => {
    expect(decideOpen({ id: 1, href: '/mine/vip', url: '/game' }, web)).toEqual(route('/mine/vip'));
    expect(decideOpen({ id: 1, url: '/play/longVideo?id=10001' }, web)).toEqual(
      route('/play/longVideo?id=10001'),
    );
    expect(decideOpen({ id: 1, link: 'https://example.com/?from=banner' }, web)).toMatchObject({
      kind: 'external',
      via: 'window',
    });
    expect(decideOpen({ jumpLink: '/welfare' }, web)).toEqual(route('/welfare'));
    expect(decideOpen({ jumpUrl: '/topicList?id=1' }, web)).toEqual(route('/topicList?id=1'));
    expect(decideOpen({ download_url: 'https://example.com/app.apk' }, wrapper)).toMatchObject({
      kind: 'external',
      via: 'wrapper',
    });
  });

  it('asks for the advertise-click call when only an id is there', () => {
    expect(decideOpen({ id: 7, title: '邀请好友', cover: '/ads/a.jpg' }, web)).toEqual({
      kind: 'click',
      id: 7,
    });
    expect(decideOpen({ id: ' 8 ', href: '  ' }, web)).toEqual({ kind: 'click', id: '8' });
  });

  it('refuses an ad with a refused link, even when it has an id', () => {
    expect(decideOpen({ id: 7, href: 'javascript:alert(1)' }, web)).toEqual(refused);
  });

  it('refuses an item with neither link nor id', () => {
    expect(decideOpen({ title: 'x' }, web)).toEqual(refused);
    expect(decideOpen({ id: '' }, web)).toEqual(refused);
    expect(decideOpen({ id: Number.NaN }, web)).toEqual(refused);
    expect(decideOpen(null, web)).toEqual(refused);
    expect(decideOpen(undefined, web)).toEqual(refused);
  });
});

describe('decideOpen: jump, content and action items', () => {
  it('routes jump items by type code', () => {
    expect(decideOpen({ typeCode: 1, id: 9 }, web)).toEqual(route('/play/longVideo?id=9'));
    expect(decideOpen({ typeCode: '2', id: null }, web)).toEqual(route('/mine/vip'));
    expect(decideOpen({ typeCode: 5, id: 3, name: '热门' }, web)).toEqual(
      route('/topicList?id=3&name=%E7%83%AD%E9%97%A8'),
    );
    expect(decideOpen({ typeCode: 8, id: 12 }, web)).toEqual(route('/community/upInfo?id=12'));
    expect(decideOpen({ typeCode: 11 }, web)).toEqual(route('/subpage/upRank'));
  });

  it('sends an unknown type code to /notFound, or to its own link when it has one', () => {
    expect(decideOpen({ typeCode: 99, id: 1 }, web)).toEqual(route('/notFound'));
    expect(decideOpen({ typeCode: 99, urlParent: '/game' }, web)).toEqual(route('/game'));
    expect(decideOpen({ typeCode: 99, urlParent: 'javascript:x' }, web)).toEqual(refused);
  });

  it('routes content cards by content type, unknown ones to /notFound', () => {
    expect(decideOpen({ contentType: 1, id: 4 }, web)).toEqual(route('/play/longVideo?id=4'));
    expect(decideOpen({ contentType: '4', id: 4 }, web)).toEqual(route('/circle/postDetail?id=4'));
    expect(decideOpen({ contentType: 10, id: 'a' }, web)).toEqual(route('/novel/audio?id=a'));
    expect(decideOpen({ contentType: 42, id: 1 }, web)).toEqual(route('/notFound'));
  });

  it('routes actions, avatars included', () => {
    expect(decideOpen({ action: 'member_ai' }, web)).toEqual(route('/ai/generate'));
    expect(decideOpen({ action: 'user_center', params: { id: 5 } }, web)).toEqual(
      route('/community/upInfo?id=5'),
    );
    expect(decideOpen({ action: 'home', params: { index: 2 } }, web)).toEqual(route('/lld'));
    expect(decideOpen({ action: 'nope' }, web)).toEqual(route('/notFound'));
  });
});

describe('decideLink (property)', () => {
  it('never lets a non-http(s) scheme out, and routes only same-app paths', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, isAppStore) => {
        const decision = decideLink(raw, { token: 't', isAppStore });
        if (decision.kind === 'external') {
          expect(new URL(decision.url).protocol).toMatch(/^https?:$/);
          expect(decision.via).toBe(isAppStore ? 'wrapper' : 'window');
        }
        if (decision.kind === 'route') {
          expect(decision.path.startsWith('/')).toBe(true);
          expect(decision.path.startsWith('//')).toBe(false);
        }
        expect(decision.kind).not.toBe('click');
      }),
    );
  });
});
