'use client';
// Comments of a post or a video (the subject): the threads (newest or hottest), one thread's
// replies, adding, and liking a comment.
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../client';
import { pagedQueryOptions } from '../paging';
import type { PlayInfo } from '../video/media-types';
import { mediaPlayKeys } from '../video/media-play';
import type { Comment, CommentSort, CommentThread, PageOf, PostDetail } from './community-types';
import { communityKeys } from './posts';

type Threads = PageOf<CommentThread>;

/** What comments are on: a community post, or a video of the player. */
export type CommentSubject = { postId: number } | { videoId: number };

/** The subject of a comment as the origin answered it. */
export function subjectOfComment(comment: Comment): CommentSubject {
  return comment.videoId !== null ? { videoId: comment.videoId } : { postId: comment.postId! };
}

/** One string per subject, for query keys. */
export function commentSubjectKey(subject: CommentSubject): string {
  return 'videoId' in subject ? `video:${subject.videoId}` : `post:${subject.postId}`;
}

export function commentsQuery(subject: CommentSubject, sort: CommentSort, parentId?: number) {
  const key = commentSubjectKey(subject);
  const queryKey =
    parentId === undefined
      ? communityKeys.comments(key, sort)
      : communityKeys.replies(key, parentId);
  return pagedQueryOptions(
    queryKey,
    (paging, signal): Promise<Threads> =>
      api.post(
        'comment/list',
        { ...subject, sort, ...(parentId === undefined ? {} : { parentId }), ...paging },
        { signal },
      ),
    { staleTime: 30_000 },
  );
}

export type NewComment = { content: string; parentId?: number; mentions?: number[] };

/** The subject's count (the post's, the player's 评论 tab) goes up by one. */
function countOne(client: QueryClient, subject: CommentSubject) {
  if ('videoId' in subject)
    client.setQueryData<PlayInfo>(mediaPlayKeys.info(subject.videoId), (info) =>
      info ? { ...info, video: { ...info.video, comments: info.video.comments + 1 } } : info,
    );
  else
    client.setQueryData<PostDetail>(communityKeys.post(subject.postId), (post) =>
      post ? { ...post, comments: post.comments + 1 } : post,
    );
}

/** Adds a comment or a reply; the lists are fetched again and the subject's count moves. */
export function useAddComment(subject: CommentSubject) {
  const client = useQueryClient();
  const key = commentSubjectKey(subject);
  return useMutation({
    mutationFn: (input: NewComment) => api.post('comment/add', { ...subject, ...input }),
    onSuccess: async () => {
      countOne(client, subject);
      await client.invalidateQueries({ queryKey: ['community', 'comments', key] });
      await client.invalidateQueries({ queryKey: ['community', 'replies', key] });
    },
  });
}

/** The comment `id` in cached pages of threads (a top comment or one of its replies) patched. */
function patchComment(pages: InfiniteData<Threads, number>, id: number, patch: Partial<Comment>) {
  const fix = <C extends Comment>(c: C): C => (c.id === id ? { ...c, ...patch } : c);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      list: page.list.map((t) => ({ ...fix(t), latestReplies: t.latestReplies.map(fix) })),
    })),
  };
}

/** Likes or unlikes a comment; every cached list of its subject shows the answer. */
export function useLikeComment(comment: Comment) {
  const client = useQueryClient();
  const key = commentSubjectKey(subjectOfComment(comment));
  return useMutation({
    mutationFn: (like: boolean) =>
      api.post('media/like', { id: comment.id, like, type: 'comment' }),
    onSuccess: ({ liked, likes }) => {
      for (const kind of ['comments', 'replies'])
        client.setQueriesData<InfiniteData<Threads, number>>(
          { queryKey: ['community', kind, key] },
          (pages) => (pages ? patchComment(pages, comment.id, { liked, likes }) : pages),
        );
    },
  });
}
