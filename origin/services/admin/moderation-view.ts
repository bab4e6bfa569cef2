// The moderators' queue as the console reads it (docs/admin-api.md "Community"): open items
// oldest first (decided ones newest first), each with its content, whether it still exists, its
// author's history (posts, items decided against them, bans) and its reports.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import type { CaseSource, CaseStatus } from '@/lib/domain/admin/moderation';
import { activeBan } from '@/lib/domain/community/bans';
import type { BanItem, CaseItem, OpenCounts } from '@/lib/protocol/shapes/admin/community';

import type { Db } from '../../db/client';
import { comments, posts } from '../../db/schema/community';
import { moderationCases, reports, userBans } from '../../db/schema/moderation';
import { users } from '../../db/schema/users';
import { inForceAt, toBanRow, type StoredBan } from '../community/bans';

type CaseRecord = typeof moderationCases.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isoMs = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const banItemOf = (b: StoredBan): BanItem => ({
  id: b.id,
  userId: b.userId,
  reason: b.reason,
  startsAt: new Date(b.startsAt).toISOString(),
  endsAt: isoMs(b.endsAt),
  liftedAt: isoMs(b.liftedAt),
});

const byKey = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

/** Which of the items' targets still exist (an UP主 always does while the user does). */
async function existing(db: Db, cases: CaseRecord[]): Promise<Set<string>> {
  const ids = (kind: string) => cases.filter((c) => c.kind === kind).map((c) => c.targetId);
  const found = new Set<string>();
  const postIds = ids('post');
  if (postIds.length > 0)
    for (const r of await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, postIds)))
      found.add(`post:${r.id}`);
  const commentIds = ids('comment');
  if (commentIds.length > 0)
    for (const r of await db
      .select({ id: comments.id })
      .from(comments)
      .where(inArray(comments.id, commentIds)))
      found.add(`comment:${r.id}`);
  for (const id of ids('up')) found.add(`up:${id}`);
  return found;
}

/** The items as the console shows them, in the order given. */
export async function caseItems(db: Db, cases: CaseRecord[], nowMs: number): Promise<CaseItem[]> {
  if (cases.length === 0) return [];
  const authorIds = [...new Set(cases.map((c) => c.authorId))];
  const people = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, authorIds));
  const postCounts = await db
    .select({ id: posts.userId, n: count() })
    .from(posts)
    .where(inArray(posts.userId, authorIds))
    .groupBy(posts.userId);
  const decided = await db
    .select({ id: moderationCases.authorId, n: count() })
    .from(moderationCases)
    .where(
      and(
        inArray(moderationCases.authorId, authorIds),
        inArray(moderationCases.status, ['rejected', 'removed']),
      ),
    )
    .groupBy(moderationCases.authorId);
  const bans = byKey(
    (
      await db
        .select()
        .from(userBans)
        .where(inArray(userBans.userId, authorIds))
        .orderBy(desc(userBans.startsAt))
    ).map(toBanRow),
    (b) => b.userId,
  );
  const caseReports = byKey(
    await db
      .select({
        caseId: reports.caseId,
        reporterId: reports.reporterId,
        nickname: users.nickname,
        reason: reports.reason,
        detail: reports.detail,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(
        inArray(
          reports.caseId,
          cases.map((c) => c.id),
        ),
      )
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    (r) => r.caseId,
  );
  const alive = await existing(db, cases);
  return cases.map((c) => {
    const who = people.find((p) => p.id === c.authorId);
    const theirBans = bans.get(c.authorId) ?? [];
    const banned = activeBan(theirBans, nowMs);
    return {
      id: c.id,
      kind: c.kind,
      targetId: c.targetId,
      source: c.source,
      status: c.status,
      autoReason: c.autoReason,
      content: c.content,
      images: c.images,
      exists: alive.has(`${c.kind}:${c.targetId}`),
      openedAt: c.openedAt.toISOString(),
      decidedAt: iso(c.decidedAt),
      decisionReason: c.decisionReason,
      author: {
        id: c.authorId,
        name: displayName({ id: c.authorId, nickname: who?.nickname }),
        posts: postCounts.find((p) => p.id === c.authorId)?.n ?? 0,
        rejections: decided.find((d) => d.id === c.authorId)?.n ?? 0,
        bans: theirBans.map(banItemOf),
        banned: banned ? banItemOf(banned) : null,
      },
      reports: (caseReports.get(c.id) ?? []).map((r) => ({
        reporterId: r.reporterId,
        reporterName: displayName({ id: r.reporterId, nickname: r.nickname }),
        reason: r.reason,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  });
}

export async function caseItemById(db: Db, id: number, nowMs: number): Promise<CaseItem | null> {
  const [c] = await db.select().from(moderationCases).where(eq(moderationCases.id, id));
  return c ? ((await caseItems(db, [c], nowMs))[0] ?? null) : null;
}

export type QueueQuery = {
  status?: CaseStatus | undefined;
  source?: CaseSource | undefined;
  page: number;
  pageSize: number;
};

export async function listQueue(db: Db, q: QueueQuery, nowMs: number) {
  const status = q.status ?? 'open';
  const where: SQL | undefined = and(
    eq(moderationCases.status, status),
    q.source ? eq(moderationCases.source, q.source) : undefined,
  );
  // The queue is worked oldest first; a decided list reads as a history, newest first.
  const order =
    status === 'open'
      ? [asc(moderationCases.openedAt), asc(moderationCases.id)]
      : [desc(moderationCases.decidedAt), desc(moderationCases.id)];
  const [total] = await db.select({ n: count() }).from(moderationCases).where(where);
  const rows = await db
    .select()
    .from(moderationCases)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    items: await caseItems(db, rows, nowMs),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function openCounts(db: Db): Promise<OpenCounts> {
  const rows = await db
    .select({ source: moderationCases.source, n: count() })
    .from(moderationCases)
    .where(eq(moderationCases.status, 'open'))
    .groupBy(moderationCases.source);
  const of = (s: CaseSource) => rows.find((r) => r.source === s)?.n ?? 0;
  return { reports: of('report'), words: of('words'), total: of('report') + of('words') };
}

/** Bans in force, the latest first. */
export async function bansInForce(db: Db, nowMs: number): Promise<BanItem[]> {
  const rows = await db
    .select()
    .from(userBans)
    .where(inForceAt(nowMs))
    .orderBy(desc(userBans.startsAt), desc(userBans.id))
    .limit(200);
  return rows.map((r) => banItemOf(toBanRow(r)));
}
