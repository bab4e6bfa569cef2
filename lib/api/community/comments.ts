'use client';
// Comments of a post: the threads (newest or hottest), one thread's replies, and adding.
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';

import { LIST_PAGE_SIZE } from '@/lib/domain/constants';

import { api } from '../client';
import { infinitePaging } from '../paging';
import type { CommentSort, CommentThread, PageOf, PostDetail } from './community-types';
import { communityKeys } from './posts';

type Threads = PageOf<CommentThread>;

export function commentsQuery(postId: number, sort: CommentSort, parentId?: number) {
  const queryKey =
    parentId === undefined
      ? communityKeys.comments(postId, sort)
      : communityKeys.replies(postId, parentId);
  return infiniteQueryOptions<
    Threads,
    Error,
    InfiniteData<Threads, number>,
    readonly unknown[],
    number
  >({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.post(
        'comment/list',
        {
          postId,
          sort,
          ...(parentId === undefined ? {} : { parentId }),
          page: pageParam,
          pageSize: LIST_PAGE_SIZE,
        },
        { signal },
      ),
    ...infinitePaging(),
    staleTime: 30_000,
  });
}

export type NewComment = { content: string; parentId?: number; mentions?: number[] };

/** Adds a comment or a reply; the lists and the post's count are fetched again. */
export function useAddComment(postId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewComment) => api.post('comment/add', { postId, ...input }),
    onSuccess: async () => {
      client.setQueryData<PostDetail>(communityKeys.post(postId), (post) =>
        post ? { ...post, comments: post.comments + 1 } : post,
      );
      await client.invalidateQueries({ queryKey: ['community', 'comments', postId] });
      await client.invalidateQueries({ queryKey: ['community', 'replies', postId] });
    },
  });
}
