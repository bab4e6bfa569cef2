// Invitations (docs/account-api.md "Invitations"): every account has a code (made on first use);
// an account redeems an inviter's code once, never their own, and the inviting account is rewarded
// in diamonds, ledgered. Guests take no part: a guest costs nothing to make, so a guest invitee
// would be a free reward per guest (docs/money-api.md "Rewards need an account").
import { randomInt } from 'node:crypto';

import { desc, eq, sql } from 'drizzle-orm';

import { displayName } from '@/lib/domain/account/display-name';
import {
  INVITE_CODE_RE,
  INVITE_REDEEMS_PER_ADDRESS_PER_DAY,
  TIP_INVITE_GUEST,
} from '@/lib/domain/account/invite';

import type { Db } from '../../db/client';
import { invites } from '../../db/schema/account';
import { users } from '../../db/schema/users';
import { walletLedger, wallets } from '../../db/schema/wallet';
import { badInput, forbidden, rateLimited } from '../../http/envelope';
import { pageOf, type PageRequest } from '../platform/paging';
import { releaseWindow, takeWindowPlace } from '../platform/rate-limits';

/** The inviter's reward per redeemed code, in diamonds' §5 tenths (10 diamonds). */
export const INVITE_REWARD = 100;
// No 0/O or 1/I/L: a code read aloud or typed from a poster should survive.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const DAY_SECONDS = 86_400;

export const TIP_INVITER_GUEST = '邀请人尚未注册账号，该邀请码暂不可用';
export const TIP_INVITE_REDEEMED = '您已填写过邀请码，每人只能填写一次';
export const TIP_INVITE_ADDRESS = '当前网络今日填写邀请码次数过多，请明天再试';
const GUEST_RULES = [
  '登录或注册账号后即可获得专属邀请码',
  `好友注册账号并填写您的邀请码后，您可获得${INVITE_REWARD / 10}钻石奖励`,
  '邀请码仅限已注册账号填写，每位用户只能填写一次',
];

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

async function kindOf(db: Db, userId: number) {
  const [row] = await db.select({ kind: users.kind }).from(users).where(eq(users.id, userId));
  return row?.kind;
}

export async function inviteIncome(db: Db, userId: number) {
  // A guest gets no code: it could earn nothing (the screens offer 去登录 instead).
  const guest = (await kindOf(db, userId)) !== 'account';
  const code = guest ? '' : await inviteCodeOf(db, userId);
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
    rules: guest
      ? GUEST_RULES
      : [
          '分享您的专属邀请码或推广海报给好友',
          `好友注册账号并填写您的邀请码后，您可获得${INVITE_REWARD / 10}钻石奖励`,
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

export type InviteRedemption = { userId: number; code: string; ip: string; nowMs: number };

/**
 * Redeems an inviter's code for the caller: accounts only, on both sides (4030 for a guest
 * caller, 4000 for a guest's code), once per account, never their own, and at most
 * INVITE_REDEEMS_PER_ADDRESS_PER_DAY from one address (4290).
 */
export async function redeemInvite(db: Db, input: InviteRedemption) {
  const { userId, nowMs } = input;
  const code = input.code.trim().toUpperCase();
  if (!INVITE_CODE_RE.test(code)) throw badInput('邀请码为6位字母或数字');
  if ((await kindOf(db, userId)) !== 'account')
    throw forbidden(TIP_INVITE_GUEST, `invite: guest ${userId}`);
  const [inviter] = await db
    .select({ id: users.id, nickname: users.nickname, kind: users.kind })
    .from(users)
    .where(eq(users.inviteCode, code));
  if (!inviter) throw badInput('邀请码不存在，请核对后重试');
  if (inviter.id === userId) throw badInput('不能填写自己的邀请码');
  if (inviter.kind !== 'account') throw badInput(TIP_INVITER_GUEST);
  const [before] = await db
    .select({ id: invites.inviteeId })
    .from(invites)
    .where(eq(invites.inviteeId, userId));
  if (before) throw badInput(TIP_INVITE_REDEEMED);
  // The address's place is taken before the insert (atomically, never past the limit) and given
  // back when a parallel call of this account redeemed first, so parallel calls cannot pass it.
  const bucket = `invite-ip:${input.ip}`;
  const max = INVITE_REDEEMS_PER_ADDRESS_PER_DAY;
  if ((await takeWindowPlace(db, bucket, DAY_SECONDS, nowMs, max)) === null) {
    const left = DAY_SECONDS - ((nowMs / 1000) % DAY_SECONDS);
    throw rateLimited(left, TIP_INVITE_ADDRESS);
  }
  const redeemed = await db
    .transaction((tx) => rewardInviter(tx, userId, inviter.id, nowMs))
    .catch(async (error: unknown) => {
      await releaseWindow(db, bucket, DAY_SECONDS, nowMs);
      throw error;
    });
  if (!redeemed) {
    await releaseWindow(db, bucket, DAY_SECONDS, nowMs);
    throw badInput(TIP_INVITE_REDEEMED);
  }
  return { redeemed: true as const, inviter: displayName(inviter) };
}

/** The invite row and the inviter's reward; false when the invitee had redeemed a code before. */
async function rewardInviter(tx: Db, inviteeId: number, inviterId: number, nowMs: number) {
  // The invitee's primary key makes a second redemption, even a parallel one, insert nothing.
  const claimed = await tx
    .insert(invites)
    .values({ inviteeId, inviterId, reward: INVITE_REWARD, createdAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ id: invites.inviteeId });
  if (claimed.length === 0) return false;
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId: inviterId, diamonds: INVITE_REWARD })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { diamonds: sql`${wallets.diamonds} + ${INVITE_REWARD}` },
    })
    .returning({ diamonds: wallets.diamonds });
  await tx.insert(walletLedger).values({
    userId: inviterId,
    currency: 'diamonds',
    amount: INVITE_REWARD,
    balanceAfter: wallet!.diamonds,
    reason: 'invite',
    refId: inviteeId,
    createdAt: new Date(nowMs),
  });
  return true;
}
