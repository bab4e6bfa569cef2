// The points exchange (redeem/list, /exchange, /history; docs/money-api.md "Points exchange").
// An exchange is one transaction: the caller's users row locked first (their exchanges, and a
// guest merge or a 兑换码 of theirs, are serial, so the balance read under it is exact), then the
// good's row (parallel users cannot pass its stock), the checks of lib/domain/welfare/points, the stock,
// the exchange row (the points taken) and the reward with its ledger row. Backstops: the stock
// CHECK on the good, the wallet's own CHECKs.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';

import {
  exchangeProblem,
  pointsView,
  TIP_GOODS_NOT_FOUND,
  TIP_POINTS_GUEST,
  type GoodsReward,
  type PointsView,
} from '@/lib/domain/welfare/points';
import type { VipInfo } from '@/lib/domain/money/vip';
import type {
  PointsExchange,
  PointsExchanged,
  PointsGoodsList,
} from '@/lib/protocol/shapes/welfare/points';
import { CODES } from '@/lib/protocol/codes';

import type { Db } from '../../db/client';
import { pointsExchanges, pointsGoods } from '../../db/schema/points';
import { users } from '../../db/schema/users';
import { taskClaims } from '../../db/schema/welfare';
import { ApiError, badInput, forbidden, notFound } from '../../http/envelope';
import type { PageOf } from '../video/media-types';
import { pageOf, type PageRequest } from '../platform/paging';
import { extendVip } from '../money/vip-time';
import { creditDiamonds, creditGold, walletBalances } from '../money/wallet';

type RewardColumns = Pick<typeof pointsGoods.$inferSelect, 'rewardKind' | 'amount' | 'tier'>;

function rewardOf(row: RewardColumns): GoodsReward {
  if (row.rewardKind === 'vip') return { kind: 'vip', tier: row.tier!, days: row.amount };
  return { kind: row.rewardKind, amount: row.amount };
}

/** The user's points now: earned from online time and task claims, less what exchanges took. */
export async function pointsOf(db: Db, userId: number): Promise<PointsView> {
  const [user] = await db
    .select({ seconds: users.onlineSeconds })
    .from(users)
    .where(eq(users.id, userId));
  const [claims] = await db
    .select({ n: count() })
    .from(taskClaims)
    .where(eq(taskClaims.userId, userId));
  const [spent] = await db
    .select({ n: sql<number>`coalesce(sum(${pointsExchanges.points}), 0)::int` })
    .from(pointsExchanges)
    .where(eq(pointsExchanges.userId, userId));
  const earning = { onlineSeconds: user?.seconds ?? 0, tasksClaimed: claims?.n ?? 0 };
  return pointsView(earning, Number(spent?.n ?? 0));
}

/** The caller's exchanges of each good so far. */
async function exchangedBy(db: Db, userId: number, goodsId?: number): Promise<Map<number, number>> {
  const mine = eq(pointsExchanges.userId, userId);
  const rows = await db
    .select({ goodsId: pointsExchanges.goodsId, n: count() })
    .from(pointsExchanges)
    .where(goodsId === undefined ? mine : and(mine, eq(pointsExchanges.goodsId, goodsId)))
    .groupBy(pointsExchanges.goodsId);
  return new Map(rows.map((r) => [r.goodsId, r.n]));
}

/** The goods on sale in the operator's order; with a session, the caller's points and counts. */
export async function listGoods(db: Db, userId: number | null): Promise<PointsGoodsList> {
  const rows = await db
    .select()
    .from(pointsGoods)
    .where(eq(pointsGoods.enabled, true))
    .orderBy(asc(pointsGoods.sort), asc(pointsGoods.id));
  const counts = userId === null ? new Map<number, number>() : await exchangedBy(db, userId);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      reward: rewardOf(row),
      price: row.price,
      stock: row.stock,
      userLimit: row.userLimit,
      exchanged: counts.get(row.id) ?? 0,
    })),
    points: userId === null ? null : await pointsOf(db, userId),
  };
}

function exchangeOut(row: typeof pointsExchanges.$inferSelect): PointsExchange {
  return {
    id: row.id,
    goodsId: row.goodsId,
    title: row.title,
    reward: rewardOf(row),
    points: row.points,
    createdAt: Math.floor(row.createdAt.getTime() / 1000),
  };
}

type Good = typeof pointsGoods.$inferSelect;

/** Takes the stock, writes the exchange and gives the reward (its ledger row, or VIP days). */
async function grant(tx: Db, good: Good, userId: number, nowMs: number) {
  if (good.stock !== null) {
    await tx
      .update(pointsGoods)
      .set({ stock: sql`${pointsGoods.stock} - 1` })
      .where(eq(pointsGoods.id, good.id));
  }
  const [row] = await tx
    .insert(pointsExchanges)
    .values({
      userId,
      goodsId: good.id,
      title: good.title,
      rewardKind: good.rewardKind,
      amount: good.amount,
      tier: good.tier,
      points: good.price,
      createdAt: new Date(nowMs),
    })
    .returning();
  const reward = rewardOf(good);
  const change = { userId, price: good.amount, reason: 'points' as const, refId: row!.id, nowMs };
  let vip: VipInfo | null = null;
  if (reward.kind === 'diamonds') await creditDiamonds(tx, change);
  else if (reward.kind === 'gold') await creditGold(tx, change);
  else vip = await extendVip(tx, userId, reward, nowMs);
  return { exchange: exchangeOut(row!), vip };
}

export type ExchangeInput = { userId: number | null; goodsId: number; nowMs: number };

/**
 * Exchanges a good for the caller's points: 4030 without a session or for a guest, 4040 an
 * unknown or withdrawn good, 4000 已兑完 or over the caller's limit, 4010 积分不足.
 */
export async function exchangeGoods(db: Db, input: ExchangeInput): Promise<PointsExchanged> {
  const { userId, goodsId, nowMs } = input;
  if (userId === null) throw forbidden(TIP_POINTS_GUEST, 'points: no session');
  return db.transaction(async (tx) => {
    const [me] = await tx
      .select({ kind: users.kind })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    // Points come from time online, which a fresh guest has for free: a reward, for accounts.
    if (me?.kind !== 'account') throw forbidden(TIP_POINTS_GUEST, `points: ${me?.kind} ${userId}`);
    const [good] = await tx
      .select()
      .from(pointsGoods)
      .where(and(eq(pointsGoods.id, goodsId), eq(pointsGoods.enabled, true)))
      .for('update');
    if (!good) throw notFound(TIP_GOODS_NOT_FOUND);
    const points = await pointsOf(tx, userId);
    const exchanged = (await exchangedBy(tx, userId, good.id)).get(good.id) ?? 0;
    const problem = exchangeProblem({ ...good, exchanged }, points.balance);
    if (problem?.code === 'points') throw new ApiError(CODES.balance, problem.tip);
    if (problem) throw badInput(problem.tip, `points: goods ${good.id} ${problem.code}`);
    const { exchange, vip } = await grant(tx, good, userId, nowMs);
    return {
      exchange,
      points: { ...points, spent: points.spent + good.price, balance: points.balance - good.price },
      wallet: await walletBalances(tx, userId),
      vip,
    };
  });
}

/** The caller's exchanges, newest first. */
export async function listExchanges(
  db: Db,
  userId: number,
  request: PageRequest,
): Promise<PageOf<PointsExchange>> {
  const mine = eq(pointsExchanges.userId, userId);
  const [total] = await db.select({ n: count() }).from(pointsExchanges).where(mine);
  const rows = await db
    .select()
    .from(pointsExchanges)
    .where(mine)
    .orderBy(desc(pointsExchanges.id))
    .limit(request.pageSize)
    .offset(request.offset);
  return pageOf(rows.map(exchangeOut), request, total?.n ?? 0);
}
