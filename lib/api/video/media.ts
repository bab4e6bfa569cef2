'use client';
// React Query options for the media and search calls of docs/media-api.md. Keys start with
// 'media' or 'search' so an area can be invalidated at once. Feeds page through
// pagedQueryOptions() (pages of 10, a short page is the last); the detail calls that wrap their
// videos with a header (tag, topic, actor, collection) are flattened into one page shape,
// `PageOf<VideoCard>` plus that header, so InfiniteList reads `list` directly.
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@/lib/domain/platform/constants';

import { accountKeys } from '../account/center';
import { api } from '../client';
import type {
  ActorDetails,
  Collection,
  CollectionDetails,
  HomeArea,
  PageOf,
  PublishedSort,
  Ref,
  ShortCard,
  TagDetails,
  TagSort,
  Topic,
  TopicDetails,
  VideoCard,
  WatchedVideo,
} from './media-types';
import type { PostCard, UploaderCard } from '@/lib/protocol/shapes/community';
import { pagedQueryOptions } from '../paging';
import { paidVideosOfCollection, rememberOwned } from './owned';

/** Home and list feeds: fresh for a minute, like the app default. */
export const FEED_STALE_MS = 60_000;
/** Hot keywords change slowly; the search screen is opened often. */
export const HOT_STALE_MS = 5 * 60_000;
/** How many suggested videos the search screen shows. */
export const SUGGESTED_VIDEOS = 6;

export const mediaKeys = {
  all: ['media'] as const,
  home: (area: HomeArea, tabId?: number) =>
    tabId === undefined
      ? (['media', 'home', area] as const)
      : (['media', 'home', area, tabId] as const),
  recommend: ({ tabId, videoId }: RecommendParams) =>
    ['media', 'recommend', tabId ?? null, videoId ?? null] as const,
  shortRecommend: () => ['media', 'short', 'recommend'] as const,
  tag: (id: number, sort: TagSort) => ['media', 'tag', id, sort] as const,
  topic: (id: number) => ['media', 'topic', id] as const,
  actor: (id: number) => ['media', 'actor', id] as const,
  collections: () => ['media', 'collect', 'home'] as const,
  collection: (id: number) => ['media', 'collect', 'details', id] as const,
  published: (sort: PublishedSort) => ['media', 'published', sort] as const,
  publishedFirst: (sort: PublishedSort, pageSize: number) =>
    ['media', 'published', sort, 'first', pageSize] as const,
  hotSearchs: () => ['media', 'hotSearchs'] as const,
  trackList: () => ['media', 'trackList'] as const,
  /** The player's key space (the player's own queries live with it). */
  play: () => ['media', 'play'] as const,
};

export const searchKeys = {
  all: ['search'] as const,
  details: (keyword: string) => ['search', 'details', keyword] as const,
  kind: (keyword: string, kind: SearchSideKind) => ['search', 'details', keyword, kind] as const,
  hot: () => ['search', 'hot'] as const,
};

/** The kinds the result screen pages on their own beside the videos. */
export type SearchSideKind = 'post' | 'uploader';
/** A page of search/details without `kind`: videos, and on page 1 the first UP主 and posts. */
export type SearchPage = PageOf<VideoCard> & {
  uploaders?: UploaderCard[];
  posts?: PostCard[];
};
export type SearchKindPage<K extends SearchSideKind> = PageOf<
  K extends 'post' ? PostCard : UploaderCard
>;

export type RecommendParams = { tabId?: number; videoId?: number };

export type TagPage = PageOf<VideoCard> & { tag: Ref };
export type TopicPage = PageOf<VideoCard> & { topic: Topic };
export type ActorPage = PageOf<VideoCard> & { actor: ActorDetails['actor'] };
export type CollectionPage = PageOf<VideoCard> & { collection: Collection; bought: boolean };

const EMPTY_PAGE: PageOf<never> = { list: [], page: 1, pageSize: LIST_PAGE_SIZE, total: 0 };

/** A page of any paged call: `payload` plus page and pageSize, the answer mapped by `read`. */
function pagedQuery<TData, TPage extends PageOf<unknown>>(
  queryKey: QueryKey,
  path: string,
  payload: Record<string, unknown>,
  read: (data: TData) => TPage,
  pageSize: number = LIST_PAGE_SIZE,
) {
  return pagedQueryOptions(
    queryKey,
    async (paging, signal) =>
      read((await api.request<TData>(path, { json: { ...payload, ...paging }, signal })).data),
    { pageSize, staleTime: FEED_STALE_MS },
  );
}

const asIs = <T>(data: T) => data;

/** `{ header, videos }` answers as one page: the videos' paging with the header beside it. */
function videosWith<
  D extends { videos?: PageOf<VideoCard> | null },
  K extends Exclude<keyof D, 'videos'>,
>(key: K) {
  return (data: D) =>
    ({ ...EMPTY_PAGE, ...(data.videos ?? {}), [key]: data[key] }) as PageOf<VideoCard> & Pick<D, K>;
}

/** media/home: the area's tabs and one tab's sections (the area's default tab without tabId). */
export function mediaHomeQuery(area: HomeArea, tabId?: number) {
  return queryOptions({
    queryKey: mediaKeys.home(area, tabId),
    queryFn: ({ signal }) =>
      api.post('media/home', tabId === undefined ? { area } : { area, tabId }, { signal }),
    staleTime: FEED_STALE_MS,
  });
}

/** media/recommend: 为你推荐 of a tab, or with videoId the videos related to it. */
export function recommendFeedQuery(params: RecommendParams = {}) {
  const payload: Record<string, unknown> = {};
  if (params.tabId !== undefined) payload.tabId = params.tabId;
  if (params.videoId !== undefined) payload.videoId = params.videoId;
  return pagedQuery(
    mediaKeys.recommend(params),
    'media/recommend',
    payload,
    asIs<PageOf<VideoCard>>,
  );
}

/** media/short/recommend: the short-video pager's feed (each card with uploader and post). */
export function shortRecommendFeedQuery() {
  return pagedQuery(
    mediaKeys.shortRecommend(),
    'media/short/recommend',
    {},
    asIs<PageOf<ShortCard>>,
  );
}

export function tagFeedQuery(id: number, sort: TagSort) {
  return pagedQuery(
    mediaKeys.tag(id, sort),
    'media/tag/details',
    { id, sort },
    videosWith<TagDetails, 'tag'>('tag'),
  );
}

export function topicFeedQuery(id: number) {
  return pagedQuery(
    mediaKeys.topic(id),
    'media/topic/details',
    { id },
    videosWith<TopicDetails, 'topic'>('topic'),
  );
}

export function actorFeedQuery(id: number) {
  return pagedQuery(
    mediaKeys.actor(id),
    'media/actor/details',
    { id },
    videosWith<ActorDetails, 'actor'>('actor'),
  );
}

export function collectionsFeedQuery() {
  return pagedQuery(mediaKeys.collections(), 'media/collect/home', {}, asIs<PageOf<Collection>>);
}

export function collectionFeedQuery(id: number) {
  return pagedQuery(
    mediaKeys.collection(id),
    'media/collect/details',
    { id },
    (data: CollectionDetails) => ({
      ...videosWith<CollectionDetails, 'collection'>('collection')(data),
      bought: data.bought === true,
    }),
  );
}

/** media/published: /subpage/morePage (new, hot) and /subpage/upRank (views). */
export function publishedFeedQuery(sort: PublishedSort) {
  return pagedQuery(
    mediaKeys.published(sort),
    'media/published',
    { sort },
    asIs<PageOf<VideoCard>>,
  );
}

/** The first few published videos only (the search screen's suggestions). */
export function publishedFirstQuery(sort: PublishedSort, pageSize: number = SUGGESTED_VIDEOS) {
  return queryOptions({
    queryKey: mediaKeys.publishedFirst(sort, pageSize),
    queryFn: ({ signal }) => api.post('media/published', { sort, page: 1, pageSize }, { signal }),
    staleTime: FEED_STALE_MS,
  });
}

export function hotSearchsQuery() {
  return queryOptions({
    queryKey: mediaKeys.hotSearchs(),
    queryFn: ({ signal }) => api.post('media/hotSearchs/list', {}, { signal }),
    staleTime: HOT_STALE_MS,
  });
}

/** Watch history, newest first; it changes with every video watched, so never stale-cached. */
export function trackListFeedQuery() {
  return {
    ...pagedQuery(mediaKeys.trackList(), 'media/trackList', {}, asIs<PageOf<WatchedVideo>>),
    staleTime: 0,
  };
}

/**
 * search/details; the keyword must already pass keywordProblem (1–30 characters). Its first
 * page also says whether any UP主 or post matched (the result screen's tabs and 没有找到).
 */
export function searchFeedQuery(keyword: string) {
  return pagedQuery(searchKeys.details(keyword), 'search/details', { keyword }, asIs<SearchPage>);
}

/** search/details of one kind alone (`kind`), paged on its own: the 帖子 and UP主 tabs. */
export function searchKindQuery<K extends SearchSideKind>(keyword: string, kind: K) {
  return pagedQuery(
    searchKeys.kind(keyword, kind),
    'search/details',
    { keyword, kind },
    asIs<SearchKindPage<K>>,
  );
}

export function hotKeywordsQuery() {
  return queryOptions({
    queryKey: searchKeys.hot(),
    queryFn: ({ signal }) => api.post('search/hot', {}, { signal }),
    staleTime: HOT_STALE_MS,
  });
}

/**
 * media/collect/pay. Never retried (a payment). On success the collection, the player's
 * entitlement answers and the user's balance are fetched again. A 4010 (MEDIA_CODE.balanceLow)
 * reaches the caller as an ApiError, which sends the user to recharge.
 */
export function useBuyCollection(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['media', 'collect', 'pay', id],
    mutationFn: () => api.post('media/collect/pay', { id }),
    onSuccess: () => {
      // The collection's videos on screen say 已购 at once, wherever else they are listed.
      rememberOwned(queryClient, paidVideosOfCollection(queryClient, mediaKeys.collection(id)));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaKeys.collection(id) }),
        queryClient.invalidateQueries({ queryKey: mediaKeys.play() }),
        queryClient.invalidateQueries({ queryKey: ['user', 'info'] }),
        queryClient.invalidateQueries({ queryKey: accountKeys.videos('bought') }),
      ]);
    },
  });
}
