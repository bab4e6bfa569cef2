// A guest who logs into an existing account on their device keeps what they had as a guest: watch
// history, favourites, purchases, AI works, recharge orders, and the VIP time and balance they
// paid for move into the account, each balance move written to the ledger of both users. Nothing
// given free moves (services/guest-merge-money.ts): not a 兑换码's reward, nor an invitation (the
// account is no new invitee). One transaction, the guest's row locked first, so two logins of one
// guest racing each other move everything once.
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { favourites, watchHistory } from '../db/schema/media';
import {
  moveBalance,
  movePurchases,
  moveVip,
  paidVipEnds,
  type Amounts,
} from './guest-merge-money';
import type { Session } from './sessions';

export type MergeReport = {
  history: number;
  aiWorks: number;
  /** Recharge orders moved (a pending one is paid into the account from then on). */
  recharges: number;
  favourites: number;
  purchases: number;
  diamonds: number;
  gold: number;
  /** The guest's balance that did not move: what they were given, not paid for. */
  forfeited: Amounts;
};

const NOTHING_MOVED: MergeReport = {
  history: 0,
  aiWorks: 0,
  recharges: 0,
  favourites: 0,
  purchases: 0,
  diamonds: 0,
  gold: 0,
  forfeited: { diamonds: 0, gold: 0 },
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
    const vipEnds = await paidVipEnds(tx, from);
    const recharges = await moveRechargeOrders(tx, from, to);
    const history = await moveHistory(tx, from, to);
    const aiWorks = await moveAiWorks(tx, from, to);
    const favs = await moveFavourites(tx, from, to);
    const bought = await movePurchases(tx, from, to);
    await moveVip(tx, from, to, vipEnds);
    const balance = await moveBalance(tx, from, to, bought.refund, new Date(nowMs));
    // 兑换码 uses and invitations stay the guest's: their rewards did not move, and an account
    // a guest logs into is no new invitee (it was not made by this login).
    const purchases = bought.moved;
    return {
      history,
      aiWorks,
      recharges,
      favourites: favs,
      purchases,
      ...balance.moved,
      forfeited: balance.forfeited,
    };
  });
}
