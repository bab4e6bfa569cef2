// post/report (docs/community-api.md "Reports"): a user's report of a post, a comment or an UP主
// joins the one open queue item of that thing, or opens it. Once per user and thing (a second is
// answered `already`), at most REPORTS_PER_DAY a rolling day per user (a guest too).
import { and, count, eq, gte, sql } from 'drizzle-orm';

import type { CaseSource } from '@/lib/domain/admin/moderation';
import {
  REPORT_WINDOW_MS,
  reportAllowed,
  reportAnswerTip,
  TIP_REPORT_DAILY,
  TIP_REPORT_SELF,
  TIP_REPORT_TARGET,
  type ReportReason,
  type ReportTarget,
} from '@/lib/domain/community/reports';
import { cleanText } from '@/lib/domain/platform/text-normalise';

import type { Db } from '../../db/client';
import { comments, posts, uploaders } from '../../db/schema/community';
import { moderationCases, reports } from '../../db/schema/moderation';
import { users } from '../../db/schema/users';
import { badInput, notFound, rateLimited } from '../../http/envelope';
import { lockUser } from '../account/user-lock';

/** What a queue item judges, as it is now. */
export type Target = { authorId: number; content: string; images: string[] };

/** The thing as a queue item shows it, or null when it no longer exists (or is not public). */
export async function targetOf(db: Db, kind: ReportTarget, id: number): Promise<Target | null> {
  if (kind === 'post') {
    const [p] = await db.select().from(posts).where(eq(posts.id, id));
    return p ? { authorId: p.userId, content: p.content, images: p.images } : null;
  }
  if (kind === 'comment') {
    const [c] = await db.select().from(comments).where(eq(comments.id, id));
    return c ? { authorId: c.userId, content: c.content, images: [] } : null;
  }
  const [u] = await db
    .select({ id: users.id, nickname: users.nickname, intro: uploaders.intro })
    .from(users)
    .leftJoin(uploaders, eq(uploaders.userId, users.id))
    .where(eq(users.id, id));
  if (!u) return null;
  const content = [u.nickname ?? '', u.intro ?? ''].filter((s) => s !== '').join('\n');
  return { authorId: u.id, content, images: [] };
}

/** The open item of the thing: the one there, or a new one (parallel callers share one). */
export async function openCase(
  tx: Db,
  item: { kind: ReportTarget; targetId: number; source: CaseSource; autoReason?: string },
  target: Target,
  nowMs: number,
): Promise<number> {
  await tx.execute(sql`INSERT INTO moderation_cases
      (kind, target_id, author_id, source, auto_reason, content, images, opened_at)
    VALUES (${item.kind}, ${item.targetId}, ${target.authorId}, ${item.source},
      ${item.autoReason ?? ''}, ${target.content}, ${JSON.stringify(target.images)}::jsonb,
      ${new Date(nowMs).toISOString()}::timestamptz)
    ON CONFLICT (kind, target_id) WHERE status = 'open' DO NOTHING`);
  const [open] = await tx
    .select({ id: moderationCases.id })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, item.kind),
        eq(moderationCases.targetId, item.targetId),
        eq(moderationCases.status, 'open'),
      ),
    );
  return open!.id;
}

export type ReportInput = {
  userId: number;
  type: ReportTarget;
  id: number;
  reason: ReportReason;
  detail?: string | undefined;
};

export async function reportThing(
  db: Db,
  input: ReportInput,
  nowMs: number,
): Promise<{ already: boolean; tip: string }> {
  const target = await targetOf(db, input.type, input.id);
  // Only what the reporter can see: a post not yet published (or rejected) is not public, nor
  // are the comments under it.
  if ((input.type === 'post' || input.type === 'comment') && target) {
    const postId =
      input.type === 'post'
        ? input.id
        : (
            await db
              .select({ postId: comments.postId })
              .from(comments)
              .where(eq(comments.id, input.id))
          )[0]?.postId;
    if (postId != null) {
      const [p] = await db.select({ status: posts.status }).from(posts).where(eq(posts.id, postId));
      if (p?.status !== 'published') throw notFound(TIP_REPORT_TARGET);
    }
  }
  if (!target) throw notFound(TIP_REPORT_TARGET);
  if (target.authorId === input.userId) throw badInput(TIP_REPORT_SELF);
  return db.transaction(async (tx) => {
    // The day's count and the insert under the reporter's lock: parallel reports count in turn.
    await lockUser(tx, input.userId);
    const [seen] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, input.userId),
          eq(reports.kind, input.type),
          eq(reports.targetId, input.id),
        ),
      );
    if (seen) return { already: true, tip: reportAnswerTip(true) };
    const [sent] = await tx
      .select({ n: count() })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, input.userId),
          gte(reports.createdAt, new Date(nowMs - REPORT_WINDOW_MS)),
        ),
      );
    if (!reportAllowed(sent?.n ?? 0)) throw rateLimited(3600, TIP_REPORT_DAILY);
    const caseId = await openCase(
      tx,
      { kind: input.type, targetId: input.id, source: 'report' },
      target,
      nowMs,
    );
    await tx.insert(reports).values({
      reporterId: input.userId,
      kind: input.type,
      targetId: input.id,
      caseId,
      reason: input.reason,
      detail: cleanText(input.detail ?? ''),
      createdAt: new Date(nowMs),
    });
    return { already: false, tip: reportAnswerTip(false) };
  });
}
