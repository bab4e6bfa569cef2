// 兑换码 (redeemcode/use, /list; docs/money-api.md), for accounts only. A use is one transaction:
// the caller's user row locked first (their misses and uses are serial, so neither the miss limit
// nor "once per user" can be raced), then their address's advisory lock (the address's misses),
// then the code's row (parallel users cannot pass max_uses), then the checks, the use row,
// used_count and the reward. The unique (code, user) index and the used_count CHECK are the last
// line of defence.
import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';

import {
  REDEEM_ADDRESS_MISSES_MAX,
  REDEEM_MISSES_MAX,
  REDEEM_MISS_WINDOW_SECONDS,
  TIP_REDEEM_GUEST,
  TIP_REDEEM_TOO_MANY,
  type RedeemReward,
} from '@/lib/domain/money/redeem';
import { TIP_REDEEM_DISABLED } from '@/lib/domain/money/redeem-batch';
import type { RedeemRecord, RedeemUsed } from '@/lib/protocol/shapes/money/redeem-and-wallet';

import type { Db } from '../../db/client';
import { redeemBatches, redeemCodes, redeemMisses, redeemUses } from '../../db/schema/redeem';
import { users } from '../../db/schema/users';
import { badInput, forbidden, notFound, rateLimited } from '../../http/envelope';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { extendVip } from './vip-time';
import { creditDiamonds, diamondBalance } from './wallet';

export const TIP_REDEEM_NOT_FOUND = '兑换码不存在，请检查后重新输入';
export const TIP_REDEEM_EXPIRED = '兑换码已过期';
export const TIP_REDEEM_USED_UP = '兑换码已被领完';
export const TIP_REDEEM_USED_BEFORE = '您已使用过该兑换码';

const WINDOW_MS = REDEEM_MISS_WINDOW_SECONDS * 1000;

type CodeRow = typeof redeemCodes.$inferSelect;
type RewardColumns = Pick<CodeRow, 'rewardKind' | 'amount' | 'tier'>;

export function rewardOf(row: RewardColumns): RedeemReward {
  if (row.rewardKind === 'diamonds') return { kind: 'diamonds', amount: row.amount };
  return { kind: 'vip', tier: row.tier!, days: row.amount };
}

/** Seconds until the `max`-th newest miss matching `whose` leaves the window; 0 while under it. */
async function blockedFor(tx: Db, whose: SQL, max: number, nowMs: number): Promise<number> {
  const [edge] = await tx
    .select({ at: redeemMisses.at })
    .from(redeemMisses)
    .where(and(whose, gt(redeemMisses.at, new Date(nowMs - WINDOW_MS))))
    .orderBy(desc(redeemMisses.at))
    .limit(1)
    .offset(max - 1);
  return edge ? (edge.at.getTime() + WINDOW_MS - nowMs) / 1000 : 0;
}

/**
 * Seconds until the caller may try a code again: their own misses, and their address's over all
 * its users (both exact: the caller holds their user's lock and their address's).
 */
async function waitBeforeTrying(tx: Db, input: RedeemInput): Promise<number> {
  const own = await blockedFor(
    tx,
    eq(redeemMisses.userId, input.userId),
    REDEEM_MISSES_MAX,
    input.nowMs,
  );
  const address = await blockedFor(
    tx,
    eq(redeemMisses.ip, input.ip),
    REDEEM_ADDRESS_MISSES_MAX,
    input.nowMs,
  );
  return Math.max(own, address);
}

/** The Chinese tip of why the caller cannot use this code, or '' when they can. */
async function refusal(tx: Db, row: CodeRow, userId: number, nowMs: number): Promise<string> {
  const [mine] = await tx
    .select({ id: redeemUses.id })
    .from(redeemUses)
    .where(and(eq(redeemUses.code, row.code), eq(redeemUses.userId, userId)))
    .limit(1);
  // Their own use first: it is the answer that explains an expired or used-up code they had.
  if (mine) return TIP_REDEEM_USED_BEFORE;
  if (row.batchId !== null) {
    // A batch the operator disabled (console 财务): its codes are refused, used or not.
    const [batch] = await tx
      .select({ disabledAt: redeemBatches.disabledAt })
      .from(redeemBatches)
      .where(eq(redeemBatches.id, row.batchId));
    if (batch?.disabledAt) return TIP_REDEEM_DISABLED;
  }
  if (row.expiresAt && row.expiresAt.getTime() <= nowMs) return TIP_REDEEM_EXPIRED;
  if (row.usedCount >= row.maxUses) return TIP_REDEEM_USED_UP;
  return '';
}

type Use = { userId: number; nowMs: number };

/** Counts the use, records it and gives the reward; answers redeemcode/use's data. */
async function grant(tx: Db, row: CodeRow, { userId, nowMs }: Use): Promise<RedeemUsed> {
  await tx
    .update(redeemCodes)
    .set({ usedCount: sql`${redeemCodes.usedCount} + 1` })
    .where(eq(redeemCodes.code, row.code));
  const [use] = await tx
    .insert(redeemUses)
    .values({
      code: row.code,
      userId,
      rewardKind: row.rewardKind,
      amount: row.amount,
      tier: row.tier,
      usedAt: new Date(nowMs),
    })
    .returning({ id: redeemUses.id });
  const reward = rewardOf(row);
  if (reward.kind === 'diamonds') {
    const change = { userId, price: reward.amount, reason: 'redeem' as const, nowMs };
    const diamonds = await creditDiamonds(tx, { ...change, refId: use!.id });
    return { code: row.code, reward, diamonds, vip: null };
  }
  const vip = await extendVip(tx, userId, reward, nowMs);
  return { code: row.code, reward, diamonds: await diamondBalance(tx, userId), vip };
}

export type RedeemInput = {
  userId: number;
  /** The caller's address, kept with a miss for the operator. */
  ip: string;
  /** Normalised already (the call's schema, lib/domain/money/redeem normaliseRedeemCode). */
  code: string;
  nowMs: number;
};

/**
 * Uses a code for the caller: 4030 for a guest, 4290 while they have REDEEM_MISSES_MAX misses in
 * the window (even for a good code), 4040 for an unknown code (a miss), 4000 when used before,
 * expired or used up.
 */
export async function redeemCode(db: Db, input: RedeemInput): Promise<RedeemUsed> {
  const { userId, nowMs } = input;
  const used = await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ kind: users.kind })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // Before any lookup: a guest can neither use a code nor guess one.
    if (me?.kind !== 'account') throw forbidden(TIP_REDEEM_GUEST, `redeem: ${me?.kind} ${userId}`);
    // The address's misses are counted under its own lock as well: parallel users of one address
    // are counted in turn, so together they cannot pass REDEEM_ADDRESS_MISSES_MAX.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`redeem-ip:${input.ip}`}))`);
    const wait = await waitBeforeTrying(tx, input);
    if (wait > 0) throw rateLimited(wait, TIP_REDEEM_TOO_MANY);
    const [row] = await tx
      .select()
      .from(redeemCodes)
      .where(eq(redeemCodes.code, input.code))
      .for('update');
    if (!row) {
      // Committed, not rolled back with a throw: the miss must count although the call fails,
      // and written under the user's lock, so parallel guesses cannot pass the limit.
      await tx.insert(redeemMisses).values({ userId, ip: input.ip, at: new Date(nowMs) });
      return null;
    }
    const tip = await refusal(tx, row, userId, nowMs);
    if (tip) throw badInput(tip, `redeem: ${row.code} refused`);
    return grant(tx, row, input);
  });
  if (!used) throw notFound(TIP_REDEEM_NOT_FOUND);
  return used;
}

/** The codes the user has used, newest first. */
export async function listRedeemUses(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<RedeemRecord>> {
  const mine = eq(redeemUses.userId, userId);
  const [total] = await db.select({ n: count() }).from(redeemUses).where(mine);
  const rows = await db
    .select()
    .from(redeemUses)
    .where(mine)
    .orderBy(desc(redeemUses.id))
    .limit(request.pageSize)
    .offset(request.offset);
  const list = rows.map((r) => ({
    id: r.id,
    code: r.code,
    reward: rewardOf(r),
    usedAt: Math.floor(r.usedAt.getTime() / 1000),
  }));
  return pageOf(list, request, total?.n ?? 0);
}

/** Misses older than the window no longer count (housekeeping.ts). */
export async function pruneRedeemMisses(db: Db, nowMs: number): Promise<void> {
  await db.delete(redeemMisses).where(lte(redeemMisses.at, new Date(nowMs - WINDOW_MS)));
}
