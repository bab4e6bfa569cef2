// What a comment is on: a published post, or a video of the catalogue (the player's 评论). One
// set of comment rules serves both (services/community/comments.ts); this file holds what differs: which
// column names the subject, who may see it, whose counter moves and whom a comment notifies.
import { eq, sql, type SQL } from 'drizzle-orm';

import { postRoute } from '@/lib/domain/community/links';
import { videoRoute } from '@/lib/domain/video/links';

import type { Db } from '../../db/client';
import { comments, posts } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { badInput, notFound } from '../../http/envelope';
import { TIP_VIDEO_NOT_FOUND } from '../video/media-cards';
import { TIP_POST_NOT_FOUND } from './post-cards';
import { refuseLockedPostVideo } from './post-videos';

export const TIP_NO_SUBJECT = '请指定评论的帖子或视频';

/** What the caller named: `postId` or `videoId`, exactly one. */
export type SubjectInput = { postId?: number; videoId?: number };

export type Subject = {
  kind: 'post' | 'video';
  id: number;
  /** Whom a top comment notifies: the post's author, the video's UP主 (null: the operator's). */
  ownerId: number | null;
  /** A pending or rejected post is seen by its author but takes no comments. */
  open: boolean;
};

export function subjectOf(input: SubjectInput): { kind: 'post' | 'video'; id: number } {
  const { postId, videoId } = input;
  if ((postId === undefined) === (videoId === undefined)) throw badInput(TIP_NO_SUBJECT);
  return postId !== undefined ? { kind: 'post', id: postId } : { kind: 'video', id: videoId! };
}

/**
 * The subject as `viewerId` may see it: 4040 for an unknown video or a post they may not read, 4030
 * for a paid post's video they have not bought (the player's rule, media/play).
 */
export async function visibleSubject(
  db: Db,
  input: SubjectInput,
  viewerId: number,
): Promise<Subject> {
  const { kind, id } = subjectOf(input);
  if (kind === 'post') {
    const [post] = await db
      .select({ status: posts.status, userId: posts.userId })
      .from(posts)
      .where(eq(posts.id, id));
    if (!post || (post.status !== 'published' && post.userId !== viewerId))
      throw notFound(TIP_POST_NOT_FOUND);
    return { kind, id, ownerId: post.userId, open: post.status === 'published' };
  }
  await refuseLockedPostVideo(db, id, viewerId);
  const [video] = await db
    .select({ uploaderId: videos.uploaderId })
    .from(videos)
    .where(eq(videos.id, id));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  return { kind, id, ownerId: video.uploaderId, open: true };
}

/** For a WHERE over comments: those on this subject. */
export function onSubject(subject: Pick<Subject, 'kind' | 'id'>): SQL {
  return subject.kind === 'post'
    ? eq(comments.postId, subject.id)
    : eq(comments.videoId, subject.id);
}

/** Whether a comment row is on this subject (a reply must stay on its parent's). */
export function isOnSubject(
  row: { postId: number | null; videoId: number | null },
  subject: Pick<Subject, 'kind' | 'id'>,
): boolean {
  return (subject.kind === 'post' ? row.postId : row.videoId) === subject.id;
}

/** The subject's comment count goes up by one (inside the comment's transaction). */
export async function countComment(tx: Db, subject: Subject): Promise<void> {
  if (subject.kind === 'post')
    await tx
      .update(posts)
      .set({ comments: sql`${posts.comments} + 1` })
      .where(eq(posts.id, subject.id));
  else
    await tx
      .update(videos)
      .set({ comments: sql`${videos.comments} + 1` })
      .where(eq(videos.id, subject.id));
}

/** The 评论回复 message's title and link for a comment on this subject. */
export function noticeOf(subject: Subject, name: string, reply: boolean) {
  const noun = subject.kind === 'post' ? '帖子' : '视频';
  return {
    title: reply ? `${name} 回复了你的评论` : `${name} 评论了你的${noun}`,
    link: subject.kind === 'post' ? postRoute(subject.id) : videoRoute(subject.id),
  };
}
