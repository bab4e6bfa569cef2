// The console's feedback replies, closes and broadcasts (docs/admin-api.md "Feedback and
// messages"), each with its audit row on one transaction. Reply and close are conditional
// UPDATEs, so two operators racing on one feedback meet in the row: one wins, the other is told.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';

import {
  beijingDayStartMs,
  feedbackStatus,
  TIP_BROADCAST_NOBODY,
  TIP_FEEDBACK_ALREADY_CLOSED,
  TIP_FEEDBACK_CLOSED,
  TIP_FEEDBACK_NOT_FOUND,
  TIP_FEEDBACK_REPLIED,
  type BroadcastAudience,
} from '@/lib/domain/admin/feedback';
import { CODES } from '@/lib/protocol/codes';
import type { BroadcastSent, FeedbackRow } from '@/lib/protocol/shapes/admin/feedback';

import type { Db } from '../../db/client';
import { feedback, messages } from '../../db/schema/account';
import { ApiError, badInput, notFound } from '../../http/envelope';
import { auditedChange, type PlatformActor, type PlatformDeps } from './platform-audit';
import { feedbackRowById } from './feedback-view';

/** Why a conditional update changed nothing: gone (4040), or closed or answered (4090). */
async function refusal(tx: Db, id: number, replying: boolean): Promise<never> {
  const [row] = await tx
    .select({ reply: feedback.reply, closedAt: feedback.closedAt })
    .from(feedback)
    .where(eq(feedback.id, id));
  if (!row) throw notFound(TIP_FEEDBACK_NOT_FOUND);
  const tip = row.closedAt
    ? replying
      ? TIP_FEEDBACK_CLOSED
      : TIP_FEEDBACK_ALREADY_CLOSED
    : TIP_FEEDBACK_REPLIED;
  throw new ApiError(CODES.conflict, tip);
}

const trail = (row: FeedbackRow) => ({ status: row.status, reply: row.reply });

export function replyFeedback(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number,
  reply: string,
): Promise<FeedbackRow> {
  return auditedChange(deps, actor, 'feedback.reply', async (tx) => {
    const done = await tx
      .update(feedback)
      .set({ reply, repliedAt: new Date(deps.now()) })
      .where(and(eq(feedback.id, id), isNull(feedback.reply), isNull(feedback.closedAt)))
      .returning({ id: feedback.id });
    if (done.length === 0) await refusal(tx, id, true);
    const after = (await feedbackRowById(tx, id))!;
    return {
      target: `feedback:${id}`,
      before: { status: 'open', reply: null },
      after: trail(after),
      result: after,
    };
  });
}

export function closeFeedback(
  deps: PlatformDeps,
  actor: PlatformActor,
  id: number,
): Promise<FeedbackRow> {
  return auditedChange(deps, actor, 'feedback.close', async (tx) => {
    const done = await tx
      .update(feedback)
      .set({ closedAt: new Date(deps.now()) })
      .where(and(eq(feedback.id, id), isNull(feedback.closedAt)))
      .returning({ reply: feedback.reply });
    if (done.length === 0) await refusal(tx, id, false);
    const after = (await feedbackRowById(tx, id))!;
    const before = { status: feedbackStatus({ reply: done[0]!.reply, closedAt: null }) };
    return { target: `feedback:${id}`, before, after: trail(after), result: after };
  });
}

export type Broadcast = {
  audience: BroadcastAudience;
  /** Beijing date YYYY-MM-DD, already checked by the call table. */
  since?: string | undefined;
  title: string;
  body: string;
};

/** The users a segment reaches now: live guests and accounts, never the service identity. */
function segment(b: Broadcast, nowMs: number): SQL {
  const parts = [sql`u.closed_at IS NULL`];
  parts.push(
    b.audience === 'everyone' ? sql`u.kind IN ('guest', 'account')` : sql`u.kind = 'account'`,
  );
  if (b.audience === 'vip')
    parts.push(sql`EXISTS (SELECT 1 FROM user_vips v WHERE v.user_id = u.id
      AND v.expires_at > ${new Date(nowMs).toISOString()}::timestamptz)`);
  const sinceMs = b.since === undefined ? null : beijingDayStartMs(b.since);
  if (sinceMs !== null)
    parts.push(sql`u.created_at >= ${new Date(sinceMs).toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

type Rows<T> = { rows: T[] };

/**
 * A 系统通知 to a segment. Everyone (no date): one row with no user, which every user reads,
 * later ones too. A segment: one INSERT…SELECT, a row per user reached, in one round trip.
 */
export function broadcastMessage(
  deps: PlatformDeps,
  actor: PlatformActor,
  b: Broadcast,
): Promise<BroadcastSent> {
  return auditedChange(deps, actor, 'message.broadcast', async (tx) => {
    const nowMs = deps.now();
    const at = new Date(nowMs);
    let reached: number;
    if (b.audience === 'everyone' && b.since === undefined) {
      const counted = (await tx.execute(
        sql`SELECT count(*)::int AS n FROM users u WHERE ${segment(b, nowMs)}`,
      )) as unknown as Rows<{ n: number }>;
      reached = Number(counted.rows[0]?.n ?? 0);
      if (reached > 0)
        await tx
          .insert(messages)
          .values({ userId: null, kind: 'system', title: b.title, body: b.body, createdAt: at });
    } else {
      const inserted = (await tx.execute(
        sql`WITH sent AS (
          INSERT INTO messages (user_id, kind, title, body, link, created_at)
          SELECT u.id, 'system', ${b.title}, ${b.body}, '', ${at.toISOString()}::timestamptz
          FROM users u WHERE ${segment(b, nowMs)}
          RETURNING 1)
        SELECT count(*)::int AS n FROM sent`,
      )) as unknown as Rows<{ n: number }>;
      reached = Number(inserted.rows[0]?.n ?? 0);
    }
    if (reached === 0) throw badInput(TIP_BROADCAST_NOBODY);
    const after = { ...b, reached };
    return {
      target: `broadcast:${b.audience}`,
      after,
      result: { audience: b.audience, reached },
    };
  });
}
