'use client';
// One /community tab: an endless list of post cards (pull-to-refresh from the first page, the
// next page 300 px before the end, 没有更多了), kept while the tab is away.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { InfiniteList } from '@/components/ui/list';
import { postFeedQuery } from '@/lib/api/community/posts';
import { refreshFromFirstPage } from '@/lib/api/paging';

import { PostCard } from './post-card';
import { PostFeedSkeleton } from './post-feed-skeleton';
import { useNow } from '@/components/shell/use-now';

export interface PostFeedProps {
  categoryId: number;
  name: string;
  active: boolean;
  emptyText?: string;
}

export function PostFeed({
  categoryId,
  name,
  active,
  emptyText = '这里还没有帖子',
}: PostFeedProps) {
  const queryClient = useQueryClient();
  const options = postFeedQuery(categoryId);
  const feed = useInfiniteQuery(options);
  const now = useNow();
  const key = options.queryKey;
  const refresh = useCallback(() => refreshFromFirstPage(queryClient, key), [queryClient, key]);
  return (
    <InfiniteList
      query={feed}
      getKey={(post) => post.id}
      renderItem={(post, index) => <PostCard post={post} now={now} preload={index < 2} />}
      skeleton={<PostFeedSkeleton />}
      emptyText={emptyText}
      onRefresh={refresh}
      active={active}
      aria-label={`${name}帖子`}
    />
  );
}
