// The moderators' decisions (docs/admin-api.md "Community"): approve, reject, remove. Each is a
// conditional UPDATE of the open item plus its effect and audit row on one transaction, so of two
// moderators deciding one item the second is told it is taken (4090) and changes nothing.
import { and, eq, or, sql } from 'drizzle-orm';

import {
  CASE_STATUS_OF,
  TIP_CASE_DECIDED,
  TIP_CASE_GONE,
  TIP_CASE_NOT_CONTENT,
  TIP_CASE_NOT_FOUND,
  type CaseDecision,
} from '@/lib/domain/admin/moderation';
import { decisionMessage } from '@/lib/domain/community/bans';
import { CODES } from '@/lib/protocol/codes';
import type { CaseItem } from '@/lib/protocol/shapes/admin/community';

import type { Db } from '../../db/client';
import { comments, posts, uploads } from '../../db/schema/community';
import { videos } from '../../db/schema/media';
import { moderationCases } from '../../db/schema/moderation';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { notifyUser } from '../account/messages';
import { publishDecided } from '../community/post-publish';
import { caseItemById } from './moderation-view';
import { auditedChange, type PlatformActor, type PlatformDeps } from './platform-audit';

type CaseRecord = typeof moderationCases.$inferSelect;

/** Why the conditional update changed nothing: no such item (4040) or decided already (4090). */
async function refusal(tx: Db, id: number): Promise<never> {
  const [row] = await tx
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(eq(moderationCases.id, id));
  if (!row) throw notFound(TIP_CASE_NOT_FOUND);
  throw new ApiError(CODES.conflict, TIP_CASE_DECIDED);
}

/** Approving a post the word list held publishes it (a failed video cannot be). */
async function approve(tx: Db, c: CaseRecord, nowMs: number): Promise<void> {
  if (c.kind !== 'post' || c.source !== 'words') return;
  const [post] = await tx.select().from(posts).where(eq(posts.id, c.targetId));
  if (!post || post.status !== 'rejected') return;
  let video: typeof uploads.$inferSelect | undefined;
  if (post.uploadId) {
    [video] = await tx.select().from(uploads).where(eq(uploads.id, post.uploadId));
    if (!video?.clip) throw badInput('视频处理失败的帖子不能通过，请驳回');
  }
  await tx.update(posts).set({ status: 'pending' }).where(eq(posts.id, post.id));
  await publishDecided(tx, { ...post, status: 'pending' }, video, nowMs);
}

/** Takes a post out of every feed: rejected (the author still sees it, with why) or deleted. */
async function takeDownPost(tx: Db, id: number, action: 'reject' | 'remove', reason: string) {
  const [post] = await tx.select().from(posts).where(eq(posts.id, id));
  if (!post) throw badInput(TIP_CASE_GONE);
  // The clip the post put in the catalogue goes with it (it would still show in video feeds).
  if (post.videoId !== null)
    await tx.update(videos).set({ status: 'unpublished' }).where(eq(videos.id, post.videoId));
  if (action === 'remove') await tx.delete(posts).where(eq(posts.id, id));
  else
    await tx
      .update(posts)
      .set({ status: 'rejected', rejectReason: reason })
      .where(eq(posts.id, id));
}

/** Deletes a comment with its replies and moves its subject's and its thread's counts. */
async function deleteComment(tx: Db, id: number) {
  const [c] = await tx.select().from(comments).where(eq(comments.id, id));
  if (!c) throw badInput(TIP_CASE_GONE);
  const gone = await tx
    .delete(comments)
    .where(or(eq(comments.id, id), eq(comments.parentId, id)))
    .returning({ id: comments.id });
  const n = gone.length;
  if (c.postId !== null)
    await tx
      .update(posts)
      .set({ comments: sql`GREATEST(${posts.comments} - ${n}, 0)` })
      .where(eq(posts.id, c.postId));
  if (c.videoId !== null)
    await tx
      .update(videos)
      .set({ comments: sql`GREATEST(${videos.comments} - ${n}, 0)` })
      .where(eq(videos.id, c.videoId));
  if (c.parentId !== null)
    await tx
      .update(comments)
      .set({ replies: sql`GREATEST(${comments.replies} - 1, 0)` })
      .where(eq(comments.id, c.parentId));
}

async function takeDown(tx: Db, c: CaseRecord, action: 'reject' | 'remove', reason: string) {
  if (c.kind === 'up') throw badInput(TIP_CASE_NOT_CONTENT);
  if (c.kind === 'post') await takeDownPost(tx, c.targetId, action, reason);
  else await deleteComment(tx, c.targetId);
}

export function decideCase(
  deps: PlatformDeps,
  actor: PlatformActor,
  input: { id: number; decision: CaseDecision; reason?: string },
): Promise<CaseItem> {
  const { id, decision } = input;
  const reason = input.reason ?? '';
  return auditedChange(deps, actor, `community.${decision}`, async (tx) => {
    const nowMs = deps.now();
    const [c] = await tx
      .update(moderationCases)
      .set({
        status: CASE_STATUS_OF[decision],
        decisionReason: reason,
        decidedBy: actor.operatorId,
        decidedAt: new Date(nowMs),
      })
      .where(and(eq(moderationCases.id, id), eq(moderationCases.status, 'open')))
      .returning();
    if (!c) return refusal(tx, id);
    if (decision === 'approve') await approve(tx, c, nowMs);
    else {
      await takeDown(tx, c, decision, reason);
      await notifyUser(tx, {
        userId: c.authorId,
        kind: 'system',
        ...decisionMessage(c.kind === 'post' ? 'post' : 'comment', decision, c.content, reason),
        nowMs,
      });
    }
    const item = (await caseItemById(tx, id, nowMs))!;
    return {
      target: `${c.kind}:${c.targetId}`,
      before: { case: id, status: 'open', source: c.source },
      after: { case: id, status: c.status, reason },
      result: item,
    };
  });
}
