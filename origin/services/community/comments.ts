// Comments on posts and videos (comment-subjects.ts), one level of replies: a reply to a reply
// joins its top comment's thread and names whom it answers. @-mentions are stored as user ids
// (unknown ids are dropped). Lists are paged newest or hottest (most replies, then likes), each
// top comment with its newest replies. The post's author (the video's UP主), or the one a reply
// answers, gets a 评论回复 message.
import { and, asc, count, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import { judgeText } from '@/lib/domain/community/moderation';
import { cleanText, textLength } from '@/lib/domain/platform/text-normalise';
import { COMMENT_TEXT_MAX } from '@/lib/domain/community/limits';
import type { Comment, CommentThread } from '@/lib/protocol/shapes/community';

import type { Db } from '../../db/client';
import { comments } from '../../db/schema/community';
import { users } from '../../db/schema/users';
import { badInput, notFound, rateLimited } from '../../http/envelope';
import { likedByViewer } from './comment-likes';
import {
  countComment,
  isOnSubject,
  noticeOf,
  onSubject,
  visibleSubject,
  type SubjectInput,
} from './comment-subjects';
import { communitySettings } from './config';
import { notifyUser } from '../account/messages';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { lockUser } from '../account/user-lock';
import { refuseIfBanned } from './bans';

export const LATEST_REPLIES = 3;
const MINUTE_MS = 60_000;

type CommentRow = typeof comments.$inferSelect;
type People = Map<number, { name: string; avatar: string }>;

async function people(db: Db, ids: Iterable<number>): Promise<People> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { name: displayName(r), avatar: r.avatar }]));
}

const idsOf = (rows: CommentRow[]) =>
  rows.flatMap((r) => [r.userId, ...r.mentions, ...(r.replyToUserId ? [r.replyToUserId] : [])]);

function toComment(row: CommentRow, who: People, liked: ReadonlySet<number>): Comment {
  const named = (id: number) => ({ id, name: who.get(id)?.name ?? displayName({ id }) });
  return {
    id: row.id,
    postId: row.postId,
    videoId: row.videoId,
    author: {
      id: row.userId,
      name: named(row.userId).name,
      avatar: who.get(row.userId)?.avatar ?? '',
    },
    content: row.content,
    mentions: row.mentions.filter((id) => who.has(id)).map(named),
    parentId: row.parentId,
    replyTo: row.replyToUserId ? named(row.replyToUserId) : null,
    likes: row.likes,
    liked: liked.has(row.id),
    replies: row.replies,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export type AddComment = SubjectInput & {
  userId: number;
  content: string;
  parentId?: number;
  mentions?: number[];
};

export async function addComment(db: Db, input: AddComment, nowMs: number): Promise<Comment> {
  const content = cleanText(input.content);
  if (content === '') throw badInput('请输入评论内容');
  if (textLength(content) > COMMENT_TEXT_MAX) throw badInput(`评论内容最多${COMMENT_TEXT_MAX}个字`);
  const subject = await visibleSubject(db, input, input.userId);
  if (!subject.open) throw badInput('帖子审核通过后才能评论');
  await refuseIfBanned(db, input.userId, nowMs);
  const { rules } = await communitySettings(db);
  const verdict = judgeText(content, rules);
  if (!verdict.ok) throw badInput(verdict.reason);

  let rootId: number | null = null;
  let replyTo: number | null = null;
  if (input.parentId !== undefined) {
    const [parent] = await db.select().from(comments).where(eq(comments.id, input.parentId));
    if (!parent || !isOnSubject(parent, subject)) throw notFound('回复的评论不存在或已删除');
    rootId = parent.parentId ?? parent.id;
    replyTo = parent.userId;
  }
  const mentioned = [...new Set(input.mentions ?? [])];
  const known = [...(await people(db, mentioned)).keys()];
  const row = await db.transaction(async (tx) => {
    // Counted under the author's lock, with the insert: parallel comments are counted in turn.
    await lockUser(tx, input.userId);
    const [recent] = await tx
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.userId, input.userId),
          gte(comments.createdAt, new Date(nowMs - MINUTE_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= rules.commentsPerMinute)
      throw rateLimited(60, '评论太频繁，请稍后再试');
    const [made] = await tx
      .insert(comments)
      .values({
        postId: subject.kind === 'post' ? subject.id : null,
        videoId: subject.kind === 'video' ? subject.id : null,
        userId: input.userId,
        parentId: rootId,
        replyToUserId: replyTo,
        content,
        mentions: mentioned.filter((id) => known.includes(id)),
        createdAt: new Date(nowMs),
      })
      .returning();
    await countComment(tx, subject);
    if (rootId !== null)
      await tx
        .update(comments)
        .set({ replies: sql`${comments.replies} + 1` })
        .where(eq(comments.id, rootId));
    return made!;
  });
  const who = await people(db, idsOf([row]));
  // The one answered (or the post's author, the video's UP主) hears of it in 评论回复 messages.
  const recipient = replyTo ?? subject.ownerId;
  if (recipient !== null && recipient !== input.userId) {
    const name = who.get(input.userId)?.name ?? '有人';
    await notifyUser(db, {
      userId: recipient,
      kind: 'reply',
      ...noticeOf(subject, name, replyTo !== null),
      body: content,
      fromUserId: input.userId,
      nowMs,
    });
  }
  return toComment(row, who, new Set());
}

const ORDERS: Record<'new' | 'hot', SQL[]> = {
  new: [desc(comments.createdAt), desc(comments.id)],
  hot: [desc(comments.replies), desc(comments.likes), desc(comments.id)],
};

/** The newest LATEST_REPLIES replies of each thread, oldest first within a thread. */
async function latestReplies(db: Db, rootIds: number[]): Promise<Map<number, CommentRow[]>> {
  const byRoot = new Map<number, CommentRow[]>(rootIds.map((id) => [id, []]));
  if (rootIds.length === 0) return byRoot;
  const ranked = db
    .select({
      id: comments.id,
      rank: sql<number>`row_number() OVER (PARTITION BY ${comments.parentId} ORDER BY ${comments.createdAt} DESC, ${comments.id} DESC)`.as(
        'rank',
      ),
    })
    .from(comments)
    .where(inArray(comments.parentId, rootIds))
    .as('ranked');
  const rows = await db
    .select({ comment: comments })
    .from(comments)
    .innerJoin(ranked, eq(ranked.id, comments.id))
    .where(sql`${ranked.rank} <= ${LATEST_REPLIES}`)
    .orderBy(asc(comments.createdAt), asc(comments.id));
  for (const { comment } of rows) byRoot.get(comment.parentId!)?.push(comment);
  return byRoot;
}

export async function listComments(
  db: Db,
  input: SubjectInput & { viewerId: number; parentId?: number; sort?: 'new' | 'hot' },
  request: PageRequest,
): Promise<PageOf<CommentThread>> {
  const subject = await visibleSubject(db, input, input.viewerId);
  const replies = input.parentId !== undefined;
  const where = and(
    onSubject(subject),
    replies ? eq(comments.parentId, input.parentId!) : isNull(comments.parentId),
  );
  const order = replies ? [asc(comments.createdAt), asc(comments.id)] : ORDERS[input.sort ?? 'new'];
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(...order)
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const threads = replies
    ? new Map<number, CommentRow[]>()
    : await latestReplies(
        db,
        rows.map((r) => r.id),
      );
  const all = [...rows, ...[...threads.values()].flat()];
  const who = await people(db, idsOf(all));
  const liked = await likedByViewer(
    db,
    input.viewerId,
    all.map((r) => r.id),
  );
  const list = rows.map((row) => ({
    ...toComment(row, who, liked),
    latestReplies: (threads.get(row.id) ?? []).map((reply) => toComment(reply, who, liked)),
  }));
  return pageOf(list, request, total?.n ?? 0);
}
