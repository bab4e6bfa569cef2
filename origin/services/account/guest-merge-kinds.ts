// Everything of a guest's that a merge carries into the account they log into, as ONE list run in
// order inside the merge's transaction (services/account/guest-merge.ts holds the locks). Each kind says
// what moves and what happens on a clash; docs/account-api.md "Guest merge" lists the same. A
// table with rows of a user that is not here stays the guest's, on purpose: 兑换码 uses, task
// claims, invitations (rewards need an account: money-api.md), sessions, online time, the avatar.
//
// The order is a lock order. Recharge orders come first (see moveRechargeOrders). Link rows (a
// like) are taken before the rows counting them (the post), and posts before comments, as a like
// or a comment of anyone else takes them; the money last, as it always was.
import { sql } from 'drizzle-orm';

import type { VipTier } from '@/lib/domain/money/vip';

import {
  moveCommentLikes,
  moveComments,
  moveFeedback,
  moveFollowers,
  moveFollows,
  moveMessages,
  movePostFavourites,
  movePostLikes,
  movePosts,
  moveUploads,
  moveVideoLikes,
} from './guest-merge-community';

import { moveCompanion } from '../ai/companion-merge';
import { moveLinks, type MergeScope } from './guest-merge-links';
import { moveBalance, movePurchases, moveVip, type Amounts } from './guest-merge-money';
import { moveModeration } from './guest-merge-moderation';

export type Merge = MergeScope & {
  /** Per tier, the end of the VIP time the guest paid for (read before their orders move). */
  vipEnds: Map<VipTier, number>;
  /** Diamonds paid twice (a video, collection or post both bought): the account's back. */
  refund: number;
  /** What the balance moved, and what stayed behind as given, not paid for. */
  balance: { moved: Amounts; forfeited: Amounts };
};

const count = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;

/**
 * Recharge orders, a pending one too: paid later, it credits the account. First: a payment
 * settling meanwhile holds an order's row and then writes the guest's wallet, so taking the orders
 * before the wallet keeps the lock order of services/money/recharge-settle.ts and the two cannot deadlock.
 */
async function moveRechargeOrders(m: Merge): Promise<number> {
  return count(
    await m.tx.execute(
      sql`UPDATE recharge_orders SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
    ),
  );
}

/** Watch history: for a video both watched, the newer visit decides where to resume. */
async function moveHistory(m: Merge): Promise<number> {
  return count(
    await m.tx.execute(sql`
      WITH gone AS (
        DELETE FROM watch_history WHERE user_id = ${m.from} RETURNING video_id, position, watched_at)
      INSERT INTO watch_history (user_id, video_id, position, watched_at)
      SELECT ${m.to}, video_id, position, watched_at FROM gone
      ON CONFLICT (user_id, video_id) DO UPDATE
        SET position = EXCLUDED.position, watched_at = EXCLUDED.watched_at
        WHERE watch_history.watched_at < EXCLUDED.watched_at
      RETURNING video_id`),
  );
}

/**
 * AI works (face swaps, 图生视频, 文生图 and AI小说, whose chapters follow their novel), done and
 * still being made: a queued one is made for the account, a failed one refunds the account (where
 * the balance went). Their photos move with the uploads. A request id both used (practically
 * never: they are random) keeps the guest's behind.
 */
async function moveAiWorks(m: Merge): Promise<number> {
  let moved = 0;
  for (const table of ['ai_orders', 'ai_videos', 'ai_images', 'ai_novels']) {
    const t = sql.raw(table);
    moved += count(
      await m.tx.execute(sql`
        UPDATE ${t} SET user_id = ${m.to} WHERE user_id = ${m.from} AND NOT EXISTS (
          SELECT 1 FROM ${t} mine WHERE mine.user_id = ${m.to} AND mine.request_id = ${t}.request_id)
        RETURNING id`),
    );
  }
  return moved;
}

/** Favourites of videos (no count kept); one both have is kept once. */
const moveFavourites = (m: Merge) =>
  moveLinks(m, { table: 'favourites', user: 'user_id', key: 'video_id', rest: ['created_at'] });

/** Purchases; one both bought is refunded to the account with the balance (guest-merge-money.ts). */
async function purchases(m: Merge): Promise<number> {
  const bought = await movePurchases(m.tx, m.from, m.to);
  m.refund += bought.refund;
  return bought.moved;
}

/** The VIP time the guest paid for, per tier; the account keeps the later expiry. */
async function vip(m: Merge): Promise<number> {
  await moveVip(m.tx, m.from, m.to, m.vipEnds);
  return m.vipEnds.size;
}

/** The balance less what the guest was given, plus the refunds; ledgered on both sides. */
async function balance(m: Merge): Promise<number> {
  m.balance = await moveBalance(m.tx, m.from, m.to, m.refund, m.at);
  return m.balance.moved.diamonds + m.balance.moved.gold > 0 ? 1 : 0;
}

/** One kind of a guest's things: `move` answers how many rows became the account's. */
export type MergeKind = { kind: string; move: (m: Merge) => Promise<number> };

export const MERGE_KINDS = [
  { kind: 'recharges', move: moveRechargeOrders },
  { kind: 'history', move: moveHistory },
  { kind: 'favourites', move: moveFavourites },
  { kind: 'videoLikes', move: moveVideoLikes },
  { kind: 'aiWorks', move: moveAiWorks },
  { kind: 'aiCompanion', move: moveCompanion },
  { kind: 'uploads', move: moveUploads },
  { kind: 'postLikes', move: movePostLikes },
  { kind: 'postFavourites', move: movePostFavourites },
  { kind: 'commentLikes', move: moveCommentLikes },
  { kind: 'purchases', move: purchases },
  { kind: 'posts', move: movePosts },
  { kind: 'comments', move: moveComments },
  { kind: 'bans', move: moveModeration },
  { kind: 'follows', move: moveFollows },
  { kind: 'followers', move: moveFollowers },
  { kind: 'messages', move: moveMessages },
  { kind: 'feedback', move: moveFeedback },
  { kind: 'vip', move: vip },
  { kind: 'balance', move: balance },
] as const satisfies readonly MergeKind[];

export type MergeKindName = (typeof MERGE_KINDS)[number]['kind'];
