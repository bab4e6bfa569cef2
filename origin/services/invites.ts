// Invitations: every user has a code (made on first use); a new user redeems an inviter's code
// once, never their own, and the inviter is rewarded in diamonds, ledgered.
import { randomInt } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { invites } from '../db/schema/account';
import { users } from '../db/schema/users';
import { walletLedger, wallets } from '../db/schema/wallet';
import { badInput } from '../http/envelope';
import { pageOf, type PageRequest } from './paging';
import { displayName } from './user-info';

/** The inviter's reward per redeemed code, in diamonds' §5 tenths (10 diamonds). */
export const INVITE_REWARD = 100;
// No 0/O or 1/I/L: a code read aloud or typed from a poster should survive.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
export const INVITE_CODE_RE = /^[A-Za-z0-9]{6}$/;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The user's code, made now if they have none (a clash with another's code draws again). */
export async function inviteCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [row] = await db
      .select({ code: users.inviteCode })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.code) return row.code;
    try {
      await db
        .update(users)
        .set({ inviteCode: newCode() })
        .where(sql`${users.id} = ${userId} AND ${users.inviteCode} IS NULL`);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no free invite code after 8 draws');
}

export async function inviteIncome(db: Db, userId: number) {
  const code = await inviteCodeOf(db, userId);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      reward: sql<number>`coalesce(sum(${invites.reward}), 0)::int`,
    })
    .from(invites)
    .where(eq(invites.inviterId, userId));
  const [mine] = await db
    .select({ inviterId: invites.inviterId })
    .from(invites)
    .where(eq(invites.inviteeId, userId));
  return {
    inviteCode: code,
    invitedCount: Number(totals?.count ?? 0),
    diamonds: Number(totals?.reward ?? 0),
    rewardPerInvite: INVITE_REWARD,
    redeemed: mine !== undefined,
    rules: [
      '分享您的专属邀请码或推广海报给好友',
      `好友填写您的邀请码后，您可获得${INVITE_REWARD / 10}钻石奖励`,
      '每位用户只能填写一次邀请码，且不能填写自己的邀请码',
    ],
  };
}

export async function inviteList(db: Db, userId: number, request: PageRequest) {
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      reward: invites.reward,
      at: invites.createdAt,
    })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.inviteeId))
    .where(eq(invites.inviterId, userId))
    .orderBy(desc(invites.createdAt), desc(invites.inviteeId))
    .limit(request.pageSize)
    .offset(request.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invites)
    .where(eq(invites.inviterId, userId));
  const list = rows.map((r) => ({
    id: r.id,
    nickname: displayName(r),
    avatar: r.avatar,
    reward: r.reward,
    createdAt: Math.floor(r.at.getTime() / 1000),
  }));
  return pageOf(list, request, Number(total?.n ?? 0));
}

/** Redeems an inviter's code for the caller: once per user, never their own. */
export async function redeemInvite(db: Db, userId: number, rawCode: string, nowMs: number) {
  const code = rawCode.trim().toUpperCase();
  if (!INVITE_CODE_RE.test(code)) throw badInput('邀请码为6位字母或数字');
  const [inviter] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.inviteCode, code));
  if (!inviter) throw badInput('邀请码不存在，请核对后重试');
  if (inviter.id === userId) throw badInput('不能填写自己的邀请码');
  return db.transaction(async (tx) => {
    // The invitee's primary key makes a second redemption, even a parallel one, insert nothing.
    const claimed = await tx
      .insert(invites)
      .values({
        inviteeId: userId,
        inviterId: inviter.id,
        reward: INVITE_REWARD,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: invites.inviteeId });
    if (claimed.length === 0) throw badInput('您已填写过邀请码，每人只能填写一次');
    const [wallet] = await tx
      .insert(wallets)
      .values({ userId: inviter.id, diamonds: INVITE_REWARD })
      .onConflictDoUpdate({
        target: wallets.userId,
        set: { diamonds: sql`${wallets.diamonds} + ${INVITE_REWARD}` },
      })
      .returning({ diamonds: wallets.diamonds });
    await tx.insert(walletLedger).values({
      userId: inviter.id,
      currency: 'diamonds',
      amount: INVITE_REWARD,
      balanceAfter: wallet!.diamonds,
      reason: 'invite',
      refId: userId,
      createdAt: new Date(nowMs),
    });
    return { redeemed: true as const, inviter: displayName(inviter) };
  });
}
