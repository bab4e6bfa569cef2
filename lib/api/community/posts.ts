'use client';
// React Query options and mutations of the post calls. Keys start with 'community' so the area
// can be invalidated at once; feeds page through pagedQueryOptions() (pages of 10).
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';
import type { PageOf, PostCard, PostDetail, PostSort, PublishInput } from './community-types';

export const FEED_STALE_MS = 60_000;

export const communityKeys = {
  all: ['community'] as const,
  feeds: () => ['community', 'feed'] as const,
  feed: (categoryId: number, sort?: PostSort) =>
    ['community', 'feed', categoryId, sort ?? null] as const,
  userPosts: (userId: number) => ['community', 'feed', 'user', userId] as const,
  mine: () => ['community', 'feed', 'mine'] as const,
  post: (id: number) => ['community', 'post', id] as const,
  /** `subject`: commentSubjectKey's `post:1` or `video:2`. */
  comments: (subject: string, sort: string) => ['community', 'comments', subject, sort] as const,
  replies: (subject: string, parentId: number) =>
    ['community', 'replies', subject, parentId] as const,
  rank: (sort: string) => ['community', 'rank', sort] as const,
  followed: () => ['community', 'followed'] as const,
  uploader: (id: number) => ['community', 'uploader', id] as const,
};

type PostsPage = PageOf<PostCard>;

function postsQuery(
  queryKey: readonly unknown[],
  payload: Record<string, unknown>,
  path: 'post/list' | 'post/mypublish' = 'post/list',
) {
  return pagedQueryOptions(
    queryKey,
    (paging, signal) => api.post(path, { ...payload, ...paging }, { signal }) as Promise<PostsPage>,
    { staleTime: FEED_STALE_MS },
  );
}

/** A /community tab: the posts of one communityCategory item. */
export const postFeedQuery = (categoryId: number, sort?: PostSort) =>
  postsQuery(communityKeys.feed(categoryId, sort), sort ? { categoryId, sort } : { categoryId });

export const userPostsQuery = (userId: number) =>
  postsQuery(communityKeys.userPosts(userId), { userId });

export const myPostsQuery = () => postsQuery(communityKeys.mine(), {}, 'post/mypublish');

export function postDetailQuery(id: number) {
  return queryOptions({
    queryKey: communityKeys.post(id),
    queryFn: ({ signal }) => api.post('post/detail', { id }, { signal }),
    staleTime: 30_000,
  });
}

/** Applies `patch` to the post wherever it is cached: its detail and every feed page holding it. */
export function patchPost(
  client: QueryClient,
  id: number,
  patch: <T extends PostCard>(post: T) => T,
): () => void {
  const detailKey = communityKeys.post(id);
  const detail = client.getQueryData<PostDetail>(detailKey);
  if (detail) client.setQueryData<PostDetail>(detailKey, patch(detail));
  const feeds = client.getQueriesData<InfiniteData<PostsPage>>({ queryKey: communityKeys.feeds() });
  for (const [key, data] of feeds) {
    if (!data?.pages) continue;
    client.setQueryData<InfiniteData<PostsPage>>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        list: page.list.map((post) => (post.id === id ? patch(post) : post)),
      })),
    });
  }
  return () => {
    if (detail) client.setQueryData(detailKey, detail);
    for (const [key, data] of feeds) client.setQueryData(key, data);
  };
}

/** Like or unlike a post, shown at once and rolled back if the call fails. */
export function useLikePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: number; like: boolean }) =>
      api.post('media/like', { id, like, type: 'post' }),
    onMutate: ({ id, like }) => ({
      undo: patchPost(client, id, (post) => ({
        ...post,
        liked: like,
        likes: Math.max(0, post.likes + (post.liked === like ? 0 : like ? 1 : -1)),
      })),
    }),
    onError: (_error, _vars, context) => context?.undo(),
    onSuccess: (answer, { id }) => {
      patchPost(client, id, (post) => ({ ...post, likes: answer.likes }));
    },
  });
}

export function useCollectPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, collect }: { id: number; collect: boolean }): Promise<void> => {
      if (collect) await api.post('collect/operate', { id, type: 'post' });
      else await api.post('collect/delete', { ids: [id], type: 'post' });
    },
    onMutate: ({ id, collect }) => ({
      undo: patchPost(client, id, (post) => ({
        ...post,
        collected: collect,
        collects: Math.max(0, post.collects + (post.collected === collect ? 0 : collect ? 1 : -1)),
      })),
    }),
    onError: (_error, _vars, context) => context?.undo(),
  });
}

/** Buys a paid post; its detail (and the feeds) are fetched again, unlocked. */
export function usePayPost(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.answer('post/pay', { id }, { accept: [4010] }),
    onSuccess: async (answer) => {
      if (answer.code !== 200) return;
      await client.invalidateQueries({ queryKey: communityKeys.post(id) });
      await client.invalidateQueries({ queryKey: communityKeys.feeds() });
    },
  });
}

export function usePublishPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => api.post('post/publish', input),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.feeds() }),
  });
}
