import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isApiError } from '../envelope';
import {
  collectionFeedQuery,
  hotKeywordsQuery,
  mediaHomeQuery,
  mediaKeys,
  publishedFeedQuery,
  publishedFirstQuery,
  recommendFeedQuery,
  searchFeedQuery,
  searchKeys,
  tagFeedQuery,
  topicFeedQuery,
  trackListFeedQuery,
} from './media';
import { fail, installFakeApi, ok, type FakeApi } from '../fake-api.test-support';
import {
  COLLECTION,
  TOPIC,
  feedPage,
  mediaHome,
  pageOf,
  videoCards,
} from './media-fixtures.test-support';

let api: FakeApi;
let client: QueryClient;

beforeEach(() => {
  api = installFakeApi();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('mediaHomeQuery', () => {
  it('asks for the area’s default tab, then a chosen tab, under separate keys', async () => {
    api.on('media/home', (body) => ok(mediaHome({ tabId: Number(body.tabId ?? 1) })));
    const first = await client.fetchQuery(mediaHomeQuery('lld'));
    const second = await client.fetchQuery(mediaHomeQuery('lld', 2));
    expect(api.bodies('media/home')).toEqual([{ area: 'lld' }, { area: 'lld', tabId: 2 }]);
    expect(first.tabId).toBe(1);
    expect(second.tabId).toBe(2);
    expect(client.getQueryData(mediaKeys.home('lld', 2))).toEqual(second);
    expect(mediaKeys.home('home')).toEqual(['media', 'home', 'home']);
  });

  it('fails with the server’s Chinese tip', async () => {
    api.on('media/home', () => fail(4000, '参数错误'));
    const error = await client.fetchQuery(mediaHomeQuery('home')).catch((e: unknown) => e);
    expect(isApiError(error) && error.code === 4000 && error.tip === '参数错误').toBe(true);
  });
});

describe('paged feeds', () => {
  it('page through recommend 10 at a time and stop at a short page', async () => {
    api.on('media/recommend', (body) => ok(feedPage(body, 23)));
    const data = await client.fetchInfiniteQuery({ ...recommendFeedQuery({ tabId: 3 }), pages: 3 });
    expect(api.bodies('media/recommend')).toEqual([
      { tabId: 3, page: 1, pageSize: 10 },
      { tabId: 3, page: 2, pageSize: 10 },
      { tabId: 3, page: 3, pageSize: 10 },
    ]);
    expect(data.pages.map((p) => p.list.length)).toEqual([10, 10, 3]);
    const options = recommendFeedQuery({ tabId: 3 });
    expect(options.getNextPageParam(data.pages[2]!, data.pages, 3, [1, 2, 3])).toBeUndefined();
    expect(options.getNextPageParam(data.pages[0]!, data.pages.slice(0, 1), 1, [1])).toBe(2);
  });

  it('asks for related videos with videoId only', async () => {
    api.on('media/recommend', () => ok(pageOf([])));
    await client.fetchInfiniteQuery(recommendFeedQuery({ videoId: 9 }));
    expect(api.bodies('media/recommend')).toEqual([{ videoId: 9, page: 1, pageSize: 10 }]);
    expect(mediaKeys.recommend({ videoId: 9 })).toEqual(['media', 'recommend', null, 9]);
  });

  it('flatten tag and topic details into a page with the header beside the list', async () => {
    api.on('media/tag/details', (body) =>
      ok({ tag: { id: 3, name: '动作' }, videos: feedPage(body, 12) }),
    );
    api.on('media/topic/details', (body) => ok({ topic: TOPIC, videos: feedPage(body, 2) }));
    const tag = await client.fetchInfiniteQuery(tagFeedQuery(3, 'hot'));
    expect(api.bodies('media/tag/details')).toEqual([
      { id: 3, sort: 'hot', page: 1, pageSize: 10 },
    ]);
    expect(tag.pages[0]?.tag).toEqual({ id: 3, name: '动作' });
    expect(tag.pages[0]?.list).toHaveLength(10);
    expect(tag.pages[0]?.total).toBe(12);
    const topic = await client.fetchInfiniteQuery(topicFeedQuery(4));
    expect(topic.pages[0]?.topic).toEqual(TOPIC);
    expect(topic.pages[0]?.list.map((v) => v.id)).toEqual([1, 2]);
  });

  it('reads a detail answer without videos as an empty last page', async () => {
    api.on('media/topic/details', () => ok({ topic: TOPIC }));
    const topic = await client.fetchInfiniteQuery(topicFeedQuery(4));
    expect(topic.pages[0]?.list).toEqual([]);
    expect(
      topicFeedQuery(4).getNextPageParam(topic.pages[0]!, topic.pages, 1, [1]),
    ).toBeUndefined();
  });

  it('carry a collection’s header and whether it was bought', async () => {
    api.on('media/collect/details', (body) =>
      ok({ collection: COLLECTION, videos: feedPage(body, 3), bought: true }),
    );
    const data = await client.fetchInfiniteQuery(collectionFeedQuery(7));
    expect(api.bodies('media/collect/details')).toEqual([{ id: 7, page: 1, pageSize: 10 }]);
    expect(data.pages[0]).toMatchObject({ collection: COLLECTION, bought: true, total: 3 });
  });

  it('send the sort of published feeds and the keyword of a search', async () => {
    api.on('media/published', (body) => ok(feedPage(body, 30)));
    api.on('search/details', () => ok(pageOf(videoCards(1, 2))));
    await client.fetchInfiniteQuery(publishedFeedQuery('views'));
    const first = await client.fetchQuery(publishedFirstQuery('hot'));
    await client.fetchInfiniteQuery(searchFeedQuery('彩条'));
    expect(api.bodies('media/published')).toEqual([
      { sort: 'views', page: 1, pageSize: 10 },
      { sort: 'hot', page: 1, pageSize: 6 },
    ]);
    expect(first.list).toHaveLength(6);
    expect(api.bodies('search/details')).toEqual([{ keyword: '彩条', page: 1, pageSize: 10 }]);
    expect(searchKeys.details('彩条')).toEqual(['search', 'details', '彩条']);
  });

  it('treat watch history as never fresh, and hot keywords as fresh for minutes', () => {
    expect(trackListFeedQuery().staleTime).toBe(0);
    expect(hotKeywordsQuery().staleTime).toBeGreaterThanOrEqual(60_000);
    expect(recommendFeedQuery().staleTime).toBe(60_000);
  });
});
