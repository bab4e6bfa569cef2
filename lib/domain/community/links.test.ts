import { describe, expect, it } from 'vitest';

import { communityTabs, postRoute, topicTabs, upInfoRoute } from './links';

describe('community links', () => {
  it('builds the routes of §2', () => {
    expect(postRoute(7)).toBe('/community/postDetail?id=7');
    expect(upInfoRoute(2001)).toBe('/community/upInfo?id=2001');
  });

  it('reads the tabs defensively', () => {
    const tabs = communityTabs([
      { id: 1, name: '推荐', type: 'hot' },
      { id: 'x' },
      null,
      { id: 5, name: '美食' },
    ]);
    expect(tabs).toEqual([
      { id: 1, name: '推荐', type: 'hot' },
      { id: 5, name: '美食', type: 'topic' },
    ]);
    expect(topicTabs(tabs).map((t) => t.id)).toEqual([5]);
    expect(communityTabs(undefined)).toEqual([]);
  });
});
