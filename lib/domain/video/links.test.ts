import { describe, expect, it } from 'vitest';

import {
  MORE_ROUTE,
  collectionRoute,
  labelRoute,
  parseQueryId,
  searchResultRoute,
  sectionMoreRoute,
  topicRoute,
  videoCardRoute,
  videoRoute,
} from './links';

describe('parseQueryId', () => {
  it('reads positive whole numbers', () => {
    expect(parseQueryId('12')).toBe(12);
    expect(parseQueryId(' 7 ')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const raw of [
      null,
      undefined,
      '',
      ' ',
      '0',
      '-3',
      '1.5',
      '1e3',
      'abc',
      '12abc',
      '9'.repeat(16),
    ]) {
      expect(parseQueryId(raw)).toBeNull();
    }
  });
});

describe('video routes', () => {
  it('builds each screen’s path with encoded query values', () => {
    expect(videoRoute(5)).toBe('/play/longVideo?id=5');
    expect(collectionRoute(3)).toBe('/play/videoCollection?id=3');
    expect(labelRoute(2, '动作 & 冒险')).toBe(
      '/subpage/labelPage?id=2&name=%E5%8A%A8%E4%BD%9C+%26+%E5%86%92%E9%99%A9',
    );
    expect(topicRoute(4, '热门')).toBe('/topicList?id=4&name=%E7%83%AD%E9%97%A8');
    expect(searchResultRoute('彩条 测试')).toBe(
      '/subpage/result?keyword=%E5%BD%A9%E6%9D%A1+%E6%B5%8B%E8%AF%95',
    );
  });

  it('sends a short video’s card to the short-video pager on it, any other to the player', () => {
    expect(videoCardRoute({ id: 21, short: true })).toBe('/shortVideo?id=21');
    expect(videoCardRoute({ id: 5, short: false })).toBe('/play/longVideo?id=5');
  });

  it('sends a section’s 更多 to the tag page, the topic list or the published feed', () => {
    expect(sectionMoreRoute({ kind: 'tag', id: 2 }, '剧情')).toBe(labelRoute(2, '剧情'));
    expect(sectionMoreRoute({ kind: 'topic', id: 9 }, '专题')).toBe(topicRoute(9, '专题'));
    expect(sectionMoreRoute({ kind: 'published', id: 0 }, '最新上架')).toBe(MORE_ROUTE);
  });
});
