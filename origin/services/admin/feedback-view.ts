// The console's feedback inbox (docs/admin-api.md "Feedback and messages"): newest first, by
// status, each row with its user's name so the operator knows who wrote.
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';

import { feedbackStatus, type FeedbackStatus } from '@/lib/domain/admin/feedback';
import type { FeedbackRow } from '@/lib/protocol/shapes/admin/feedback';

import type { Db } from '../../db/client';
import { feedback } from '../../db/schema/account';
import { users } from '../../db/schema/users';

const STATUS_WHERE: Record<FeedbackStatus, SQL | undefined> = {
  open: and(isNull(feedback.reply), isNull(feedback.closedAt)),
  replied: and(isNotNull(feedback.reply), isNull(feedback.closedAt)),
  closed: isNotNull(feedback.closedAt),
};

const COLUMNS = {
  id: feedback.id,
  userId: feedback.userId,
  nickname: users.nickname,
  account: users.account,
  userKind: users.kind,
  category: feedback.category,
  content: feedback.content,
  contact: feedback.contact,
  images: feedback.images,
  reply: feedback.reply,
  repliedAt: feedback.repliedAt,
  closedAt: feedback.closedAt,
  createdAt: feedback.createdAt,
};

type FeedbackRecord = {
  [K in keyof typeof COLUMNS]: (typeof COLUMNS)[K]['_']['data'] | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowOf(r: FeedbackRecord): FeedbackRow {
  return {
    id: r.id!,
    userId: r.userId!,
    nickname: r.nickname ?? '',
    account: r.account,
    userKind: r.userKind ?? '',
    category: r.category!,
    content: r.content!,
    contact: r.contact ?? '',
    images: r.images ?? [],
    status: feedbackStatus(r),
    reply: r.reply,
    repliedAt: iso(r.repliedAt),
    closedAt: iso(r.closedAt),
    createdAt: r.createdAt!.toISOString(),
  };
}

export type FeedbackFilter = {
  status?: FeedbackStatus | undefined;
  page: number;
  pageSize: number;
};

export async function listFeedback(db: Db, f: FeedbackFilter) {
  const where = f.status ? STATUS_WHERE[f.status] : undefined;
  const rows = await db
    .select(COLUMNS)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  return {
    items: rows.map(rowOf),
    total: total?.n ?? 0,
    page: f.page,
    pageSize: f.pageSize,
  };
}

/** One feedback as the inbox shows it, or undefined. */
export async function feedbackRowById(db: Db, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select(COLUMNS)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row ? rowOf(row) : undefined;
}
