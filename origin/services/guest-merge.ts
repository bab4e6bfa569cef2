// A guest who logs into an existing account on their device keeps what they had as a guest: watch
// history, favourites, purchases, AI works, 兑换码 history, recharge orders, VIP time and balance
// move into the account, each balance move written to the ledger of both users. One transaction,
// the guest's row locked first, so two logins of one guest racing each other move everything once.
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { invites } from '../db/schema/account';
import { favourites, watchHistory } from '../db/schema/media';
import { collectionPurchases, purchases, walletLedger, wallets } from '../db/schema/wallet';
import type { Session } from './sessions';

export type MergeReport = {
  history: number;
  aiWorks: number;
  /** 兑换码 uses moved (their rewards move with the VIP time and the balance). */
  redeemed: number;
  /** Recharge orders moved (a pending one is paid into the account from then on). */
  recharges: number;
  favourites: number;
  purchases: number;
  diamonds: number;
  gold: number;
};

const NOTHING_MOVED: MergeReport = {
  history: 0,
  aiWorks: 0,
  redeemed: 0,
  recharges: 0,
  favourites: 0,
  purchases: 0,
  diamonds: 0,
  gold: 0,
};

type Rows<T> = { rows: T[] };
const count = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;

/** The guest behind `session`, when logging in from it should carry the guest's data over. */
export function mergeSource(session: Session | null, accountId: number): number | null {
  return session?.kind === 'guest' && session.userId !== accountId ? session.userId : null;
}

async function moveHistory(tx: Db, from: number, to: number): Promise<number> {
  // The newer visit of a video both watched decides where to resume.
  const moved = await tx.execute(sql`
    INSERT INTO watch_history (user_id, video_id, position, watched_at)
    SELECT ${to}, video_id, position, watched_at FROM watch_history WHERE user_id = ${from}
    ON CONFLICT (user_id, video_id) DO UPDATE
      SET position = EXCLUDED.position, watched_at = EXCLUDED.watched_at
      WHERE watch_history.watched_at < EXCLUDED.watched_at
    RETURNING video_id`);
  await tx.delete(watchHistory).where(eq(watchHistory.userId, from));
  return count(moved);
}

async function moveFavourites(tx: Db, from: number, to: number): Promise<number> {
  const moved = await tx.execute(sql`
    INSERT INTO favourites (user_id, video_id, created_at)
    SELECT ${to}, video_id, created_at FROM favourites WHERE user_id = ${from}
    ON CONFLICT DO NOTHING RETURNING video_id`);
  await tx.delete(favourites).where(eq(favourites.userId, from));
  return count(moved);
}

/**
 * Purchases move; one the account owns already was paid twice, so its price comes back to the
 * account (counted into the diamonds moved, ledgered with them).
 */
async function movePurchases(tx: Db, from: number, to: number) {
  const videos = (await tx.execute(sql`
    WITH moved AS (
      INSERT INTO purchases (user_id, video_id, price, created_at)
      SELECT ${to}, video_id, price, created_at FROM purchases WHERE user_id = ${from}
      ON CONFLICT DO NOTHING RETURNING video_id)
    SELECT (SELECT count(*) FROM moved)::int AS moved,
      coalesce((SELECT sum(price) FROM purchases p WHERE p.user_id = ${from}
        AND p.video_id NOT IN (SELECT video_id FROM moved)), 0)::int AS refund`)) as unknown as Rows<{
    moved: number;
    refund: number;
  }>;
  const sets = (await tx.execute(sql`
    WITH moved AS (
      INSERT INTO collection_purchases (user_id, collection_id, price, created_at)
      SELECT ${to}, collection_id, price, created_at FROM collection_purchases WHERE user_id = ${from}
      ON CONFLICT DO NOTHING RETURNING collection_id)
    SELECT (SELECT count(*) FROM moved)::int AS moved,
      coalesce((SELECT sum(price) FROM collection_purchases p WHERE p.user_id = ${from}
        AND p.collection_id NOT IN (SELECT collection_id FROM moved)), 0)::int AS refund`)) as unknown as Rows<{
    moved: number;
    refund: number;
  }>;
  await tx.delete(purchases).where(eq(purchases.userId, from));
  await tx.delete(collectionPurchases).where(eq(collectionPurchases.userId, from));
  const v = videos.rows[0]!;
  const c = sets.rows[0]!;
  return { moved: Number(v.moved) + Number(c.moved), refund: Number(v.refund) + Number(c.refund) };
}

/** VIP time: each tier keeps the later expiry of the two. */
async function moveVip(tx: Db, from: number, to: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO user_vips (user_id, tier, vip_type, expires_at)
    SELECT ${to}, tier, vip_type, expires_at FROM user_vips WHERE user_id = ${from}
    ON CONFLICT (user_id, tier) DO UPDATE SET expires_at = EXCLUDED.expires_at
      WHERE user_vips.expires_at < EXCLUDED.expires_at`);
  await tx.execute(sql`DELETE FROM user_vips WHERE user_id = ${from}`);
}

type Amounts = { diamonds: number; gold: number };

async function ledger(
  tx: Db,
  userId: number,
  moves: Amounts,
  after: Amounts,
  ref: number,
  at: Date,
) {
  const rows = (['diamonds', 'gold'] as const)
    .filter((currency) => moves[currency] !== 0)
    .map((currency) => ({
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

/** The guest's balance (plus refunds of double purchases) into the account's wallet. */
async function moveBalance(tx: Db, from: number, to: number, refund: number, at: Date) {
  const [guest] = await tx
    .select({ diamonds: wallets.diamonds, gold: wallets.gold })
    .from(wallets)
    .where(eq(wallets.userId, from));
  const out = { diamonds: guest?.diamonds ?? 0, gold: guest?.gold ?? 0 };
  const into = { diamonds: out.diamonds + refund, gold: out.gold };
  if (into.diamonds === 0 && into.gold === 0) return into;
  if (guest) {
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
  return into;
}

/**
 * The guest's AI works (face swaps and 图生视频) follow them, with the photos they are made from
 * (a queued one still reads it; a failed one refunds the account, where the balance went).
 */
async function moveAiWorks(tx: Db, from: number, to: number): Promise<number> {
  // A request id both used (practically never: they are random) keeps the guest's order behind.
  const faces = await tx.execute(sql`
    UPDATE ai_orders SET user_id = ${to} WHERE user_id = ${from} AND NOT EXISTS (
      SELECT 1 FROM ai_orders mine WHERE mine.user_id = ${to} AND mine.request_id = ai_orders.request_id)
    RETURNING id`);
  const videos = await tx.execute(sql`
    UPDATE ai_videos SET user_id = ${to} WHERE user_id = ${from} AND NOT EXISTS (
      SELECT 1 FROM ai_videos mine WHERE mine.user_id = ${to} AND mine.request_id = ai_videos.request_id)
    RETURNING id`);
  await tx.execute(sql`
    UPDATE uploads SET user_id = ${to} WHERE user_id = ${from}
      AND (id IN (SELECT photo_id FROM ai_orders WHERE user_id = ${to})
        OR id IN (SELECT photo_id FROM ai_videos WHERE user_id = ${to}))`);
  return count(faces) + count(videos);
}

/**
 * The guest's 兑换码 history follows them. A code both used stays the account's use: once per
 * user, and the guest's reward has moved with their balance or VIP time already.
 */
async function moveRedeemUses(tx: Db, from: number, to: number): Promise<number> {
  // An update keeps the rows' ids, so the history stays in the order the codes were used.
  const moved = await tx.execute(sql`
    UPDATE redeem_uses SET user_id = ${to} WHERE user_id = ${from} AND NOT EXISTS (
      SELECT 1 FROM redeem_uses mine WHERE mine.user_id = ${to} AND mine.code = redeem_uses.code)
    RETURNING id`);
  await tx.execute(sql`DELETE FROM redeem_uses WHERE user_id = ${from}`);
  return count(moved);
}

/**
 * The guest's recharge orders follow them, a pending one too: paid later, it credits the account.
 * Moved before the VIP time and the balance: a payment settling meanwhile holds an order's row and
 * then writes the guest's wallet, so taking the orders first keeps the lock order of
 * services/recharge-settle.ts (orders, then wallet and VIP rows) and the two cannot deadlock.
 */
async function moveRechargeOrders(tx: Db, from: number, to: number): Promise<number> {
  const moved = await tx.execute(
    sql`UPDATE recharge_orders SET user_id = ${to} WHERE user_id = ${from} RETURNING id`,
  );
  return count(moved);
}

/** Moves everything of guest `from` into account `to`; answers what moved. */
export async function mergeGuestInto(
  db: Db,
  from: number,
  to: number,
  nowMs: number,
): Promise<MergeReport> {
  return db.transaction(async (tx) => {
    // The lock serialises merges of one guest: the second finds nothing left to move.
    const [guest] = await tx
      .execute(sql`SELECT id FROM users WHERE id = ${from} AND kind = 'guest' FOR UPDATE`)
      .then((r) => (r as unknown as Rows<{ id: number }>).rows);
    if (!guest) return { ...NOTHING_MOVED };
    // The account's row too, before any of its rows is written: a recharge, 兑换码 or task holds
    // it while writing the account's wallet, and the ledger rows written here need a share lock on
    // it, so taking the wallet first would deadlock with them.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${to} FOR UPDATE`);
    const recharges = await moveRechargeOrders(tx, from, to);
    const history = await moveHistory(tx, from, to);
    const aiWorks = await moveAiWorks(tx, from, to);
    const redeemed = await moveRedeemUses(tx, from, to);
    const favs = await moveFavourites(tx, from, to);
    const bought = await movePurchases(tx, from, to);
    await moveVip(tx, from, to);
    const balance = await moveBalance(tx, from, to, bought.refund, new Date(nowMs));
    // An invite the guest redeemed follows them, unless the account was invited already.
    await tx.execute(sql`UPDATE invites SET invitee_id = ${to} WHERE invitee_id = ${from}
      AND NOT EXISTS (SELECT 1 FROM invites WHERE invitee_id = ${to}) AND inviter_id <> ${to}`);
    await tx.delete(invites).where(eq(invites.inviteeId, from));
    const purchases = bought.moved;
    return { history, aiWorks, redeemed, recharges, favourites: favs, purchases, ...balance };
  });
}
