// The console's 用户 reads (docs/admin-api.md "Users"): users found by id, account or phone (the
// phone always masked), one user's page, their ledger, sessions, posts and grants. Nothing here
// writes.
import { and, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';

import { maskPhone, TIP_USER_NOT_FOUND, userQuery } from '@/lib/domain/admin/users';
import { ledgerSubject, type Currency } from '@/lib/domain/money/ledger';
import type {
  GrantRow,
  UserDetail,
  UserPage,
  UserPostRow,
  UserRow,
  UserSessionRow,
  UserVipRow,
} from '@/lib/protocol/shapes/admin/users';

import type { Db } from '../../db/client';
import { operators } from '../../db/schema/admin';
import { posts } from '../../db/schema/community';
import { adminGrants } from '../../db/schema/grants';
import { rechargeOrders } from '../../db/schema/recharge';
import { sessions, users, userVips } from '../../db/schema/users';
import { notFound } from '../../http/envelope';
import { listLedger } from '../money/wallet-ledger';
import { walletBalances } from '../money/wallet';

type Paged = { page: number; pageSize: number };
type UserSelect = typeof users.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function consoleUser(u: UserSelect): UserRow {
  return {
    id: u.id,
    kind: u.kind,
    nickname: u.nickname,
    account: u.account ?? '',
    phone: maskPhone(u.phone),
    createdAt: u.createdAt.toISOString(),
    closedAt: iso(u.closedAt),
  };
}

function matching(text: string | undefined): SQL | undefined {
  if (!text?.trim()) return undefined;
  const q = userQuery(text);
  return or(
    q.id === null ? undefined : eq(users.id, q.id),
    q.phone === null ? undefined : eq(users.phone, q.phone),
    eq(users.account, q.account),
  );
}

/** Exact matches of the search text, newest first; every user (newest first) without one. */
export async function findUsers(db: Db, query: string | undefined, p: Paged): Promise<UserPage> {
  const where = matching(query);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { items: rows.map(consoleUser), total: total?.n ?? 0, ...p };
}

/** The user's row; 4040 用户不存在 when there is none. */
export async function userById(db: Db, id: number): Promise<UserSelect> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(TIP_USER_NOT_FOUND);
  return row;
}

export async function vipsOf(db: Db, userId: number, nowMs: number): Promise<UserVipRow[]> {
  const rows = await db.select().from(userVips).where(eq(userVips.userId, userId));
  return rows.map((r) => ({
    tier: r.tier,
    expiresAt: r.expiresAt.toISOString(),
    active: r.expiresAt.getTime() > nowMs,
  }));
}

const grantSelection = {
  grant: adminGrants,
  operatorName: operators.name,
};

function grantShape(r: { grant: typeof adminGrants.$inferSelect; operatorName: string | null }) {
  const { grant } = r;
  return {
    id: grant.id,
    userId: grant.userId,
    kind: grant.kind,
    amount: grant.amount,
    tier: grant.tier,
    reason: grant.reason,
    operatorName: r.operatorName,
    createdAt: grant.createdAt.toISOString(),
  } satisfies GrantRow;
}

export async function grantsOf(db: Db, where: SQL, limit = 20): Promise<GrantRow[]> {
  const rows = await db
    .select(grantSelection)
    .from(adminGrants)
    .leftJoin(operators, eq(operators.id, adminGrants.operatorId))
    .where(where)
    .orderBy(desc(adminGrants.id))
    .limit(limit);
  return rows.map(grantShape);
}

const counted = async (db: Db, query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

export async function userDetail(db: Db, id: number, nowMs: number): Promise<UserDetail> {
  const u = await userById(db, id);
  const live = and(
    eq(sessions.userId, id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date(nowMs)),
  );
  return {
    user: consoleUser(u),
    intro: u.intro,
    registerIp: u.registerIp ?? '',
    onlineSeconds: u.onlineSeconds,
    wallet: await walletBalances(db, id),
    vips: await vipsOf(db, id, nowMs),
    liveSessions: await counted(db, db.select({ n: count() }).from(sessions).where(live)),
    posts: await counted(db, db.select({ n: count() }).from(posts).where(eq(posts.userId, id))),
    orders: await counted(
      db,
      db.select({ n: count() }).from(rechargeOrders).where(eq(rechargeOrders.userId, id)),
    ),
    grants: await grantsOf(db, eq(adminGrants.userId, id)),
  };
}

/** The user's 明细 as they see it (user/wallet/ledger's reader), with ISO times. */
export async function userLedger(
  db: Db,
  id: number,
  q: Paged & { currency?: Currency | undefined },
) {
  await userById(db, id);
  const page = await listLedger(db, id, {
    page: q.page,
    pageSize: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
    ...(q.currency ? { currency: q.currency } : {}),
  });
  return {
    items: page.list.map((e) => ({ ...e, createdAt: new Date(e.createdAt * 1000).toISOString() })),
    total: page.total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const SESSIONS_SHOWN = 50;

export async function userSessions(
  db: Db,
  id: number,
  nowMs: number,
): Promise<{ items: UserSessionRow[] }> {
  await userById(db, id);
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, id))
    .orderBy(desc(sessions.id))
    .limit(SESSIONS_SHOWN);
  return {
    items: rows.map((s) => ({
      id: s.id,
      deviceId: s.deviceId ?? '',
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      lastSeenAt: s.onlineCreditedAt.toISOString(),
      endedAt: iso(s.revokedAt),
      live: s.revokedAt === null && s.expiresAt.getTime() > nowMs,
    })),
  };
}

export async function userPosts(db: Db, id: number, p: Paged) {
  await userById(db, id);
  const mine = eq(posts.userId, id);
  const rows = await db
    .select()
    .from(posts)
    .where(mine)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(p.pageSize)
    .offset((p.page - 1) * p.pageSize);
  const items: UserPostRow[] = rows.map((r) => ({
    id: r.id,
    subject: ledgerSubject(r.content),
    kind: r.kind,
    status: r.status,
    likes: r.likes,
    comments: r.comments,
    createdAt: r.createdAt.toISOString(),
  }));
  return {
    items,
    total: await counted(db, db.select({ n: count() }).from(posts).where(mine)),
    ...p,
  };
}
