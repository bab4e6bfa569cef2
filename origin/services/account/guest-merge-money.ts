// The money side of a guest's merge into an account (services/account/guest-merge.ts): purchases, VIP
// time and balance. A merge carries only what was paid for (docs/money-api.md "Rewards need an
// account"): new guests cost nothing, so anything a guest was given (兑换码, invitations, tasks)
// that moved with them would let one device mint rewards, guest after guest, into one account.
// Guests are refused those rewards already; this is the second line: diamonds given to the guest
// and VIP time not bought stay behind, forfeited.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { VipTier } from '@/lib/domain/money/vip';

import type { Db } from '../../db/client';
import { rechargeOrders } from '../../db/schema/recharge';
import { userVips } from '../../db/schema/users';
import { walletLedger, wallets, type Currency, type LedgerReason } from '../../db/schema/wallet';

type Rows<T> = { rows: T[] };
export type Amounts = { diamonds: number; gold: number };

/** Ledger reasons that give without payment: never carried by a merge. */
export const GIVEN_REASONS: readonly LedgerReason[] = ['redeem', 'invite', 'task', 'points'];
const DAY_MS = 86_400_000;
const CURRENCIES: readonly Currency[] = ['diamonds', 'gold'];

/** What can be bought, each keyed by the user and the thing bought. */
const BOUGHT: readonly { table: string; key: string }[] = [
  { table: 'purchases', key: 'video_id' },
  { table: 'collection_purchases', key: 'collection_id' },
  { table: 'post_purchases', key: 'post_id' },
];

/**
 * Purchases (videos, collections, posts) move; one the account owns already was paid twice, so
 * its price comes back to the account (counted into the diamonds moved, ledgered with them).
 */
export async function movePurchases(tx: Db, from: number, to: number) {
  let moved = 0;
  let refund = 0;
  for (const { table, key } of BOUGHT) {
    const [t, k] = [sql.raw(table), sql.raw(key)];
    const result = (await tx.execute(sql`
      WITH moved AS (
        INSERT INTO ${t} (user_id, ${k}, price, created_at)
        SELECT ${to}, ${k}, price, created_at FROM ${t} WHERE user_id = ${from}
        ON CONFLICT DO NOTHING RETURNING ${k})
      SELECT (SELECT count(*) FROM moved)::int AS moved,
        coalesce((SELECT sum(price) FROM ${t} p WHERE p.user_id = ${from}
          AND p.${k} NOT IN (SELECT ${k} FROM moved)), 0)::int AS refund`)) as unknown as Rows<{
      moved: number;
      refund: number;
    }>;
    await tx.execute(sql`DELETE FROM ${t} WHERE user_id = ${from}`);
    moved += Number(result.rows[0]!.moved);
    refund += Number(result.rows[0]!.refund);
  }
  return { moved, refund };
}

/**
 * Per tier, the end of the VIP time the guest's paid recharge orders bought: each order's days
 * added to the later of its payment and the previous paid end, as services/money/vip-time.ts adds them.
 * Read before the orders move with the guest (the caller holds the guest's row, so none of them
 * can be paid meanwhile: a payment locks its owner's row first).
 */
export async function paidVipEnds(tx: Db, from: number): Promise<Map<VipTier, number>> {
  const paid = await tx
    .select({ tier: rechargeOrders.tier, days: rechargeOrders.amount, at: rechargeOrders.paidAt })
    .from(rechargeOrders)
    .where(
      and(
        eq(rechargeOrders.userId, from),
        eq(rechargeOrders.status, 'paid'),
        eq(rechargeOrders.rewardKind, 'vip'),
      ),
    )
    .orderBy(asc(rechargeOrders.paidAt), asc(rechargeOrders.id));
  const ends = new Map<VipTier, number>();
  for (const order of paid) {
    if (!order.tier || !order.at) continue;
    const start = Math.max(ends.get(order.tier) ?? 0, order.at.getTime());
    ends.set(order.tier, start + order.days * DAY_MS);
  }
  return ends;
}

/**
 * VIP time: each tier the guest bought moves up to the end their payments reach (a 兑换码's days
 * stay behind), and the account keeps the later expiry of the two. The guest's tiers are emptied.
 */
export async function moveVip(tx: Db, from: number, to: number, paidEnds: Map<VipTier, number>) {
  const tiers = [...paidEnds.keys()];
  const rows =
    tiers.length === 0
      ? []
      : await tx
          .select()
          .from(userVips)
          .where(and(eq(userVips.userId, from), inArray(userVips.tier, tiers)));
  for (const row of rows) {
    const until = new Date(Math.min(row.expiresAt.getTime(), paidEnds.get(row.tier)!));
    await tx
      .insert(userVips)
      .values({ userId: to, tier: row.tier, vipType: row.vipType, expiresAt: until })
      .onConflictDoUpdate({
        target: [userVips.userId, userVips.tier],
        set: { expiresAt: until },
        setWhere: sql`${userVips.expiresAt} < ${until}`,
      });
  }
  await tx.delete(userVips).where(eq(userVips.userId, from));
}

/** What the guest was given (GIVEN_REASONS) since their wallet last left in a merge. */
async function givenSinceLastMerge(tx: Db, from: number): Promise<Amounts> {
  const given = (await tx.execute(sql`
    SELECT l.currency, coalesce(sum(l.amount), 0)::int AS total FROM wallet_ledger l
    WHERE l.user_id = ${from} AND l.amount > 0
      AND l.reason IN (${sql.join(
        GIVEN_REASONS.map((r) => sql`${r}`),
        sql`, `,
      )})
      AND l.id > coalesce((SELECT max(m.id) FROM wallet_ledger m WHERE m.user_id = ${from}
        AND m.currency = l.currency AND m.reason = 'merge' AND m.amount < 0), 0)
    GROUP BY l.currency`)) as unknown as Rows<{ currency: Currency; total: number }>;
  const of = (c: Currency) => Number(given.rows.find((r) => r.currency === c)?.total ?? 0);
  return { diamonds: of('diamonds'), gold: of('gold') };
}

async function ledger(
  tx: Db,
  userId: number,
  moves: Amounts,
  after: Amounts,
  ref: number,
  at: Date,
) {
  const rows = CURRENCIES.filter((currency) => moves[currency] !== 0).map((currency) => ({
    userId,
    currency,
    amount: moves[currency],
    balanceAfter: after[currency],
    reason: 'merge' as const,
    refId: ref,
    createdAt: at,
  }));
  if (rows.length > 0) await tx.insert(walletLedger).values(rows);
}

/**
 * The guest's balance (plus refunds of double purchases) leaves the guest; the account gets it
 * less what the guest was given, counted as spent last (so never more than was paid). Answers
 * what moved and what was forfeited, each currency ledgered on both sides.
 */
export async function moveBalance(tx: Db, from: number, to: number, refund: number, at: Date) {
  const [guest] = await tx
    .select({ diamonds: wallets.diamonds, gold: wallets.gold })
    .from(wallets)
    .where(eq(wallets.userId, from));
  const out = { diamonds: guest?.diamonds ?? 0, gold: guest?.gold ?? 0 };
  const pool = { diamonds: out.diamonds + refund, gold: out.gold };
  const given = await givenSinceLastMerge(tx, from);
  const into = {
    diamonds: Math.max(0, pool.diamonds - given.diamonds),
    gold: Math.max(0, pool.gold - given.gold),
  };
  const forfeited = { diamonds: pool.diamonds - into.diamonds, gold: pool.gold - into.gold };
  if (guest && (out.diamonds !== 0 || out.gold !== 0)) {
    await tx.update(wallets).set({ diamonds: 0, gold: 0 }).where(eq(wallets.userId, from));
    await ledger(
      tx,
      from,
      { diamonds: -out.diamonds, gold: -out.gold },
      { diamonds: 0, gold: 0 },
      to,
      at,
    );
  }
  if (into.diamonds === 0 && into.gold === 0) return { moved: into, forfeited };
  const [after] = await tx
    .insert(wallets)
    .values({ userId: to, ...into })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        diamonds: sql`${wallets.diamonds} + ${into.diamonds}`,
        gold: sql`${wallets.gold} + ${into.gold}`,
      },
    })
    .returning({ diamonds: wallets.diamonds, gold: wallets.gold });
  await ledger(tx, to, into, after!, from, at);
  return { moved: into, forfeited };
}
