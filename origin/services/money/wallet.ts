// The wallet's debits and credits (diamonds and gold, each with its ledger row), and buying with
// diamonds (media/pay, media/collect/pay). Each purchase is one transaction: claim the
// purchase row (its primary key is the idempotency key), and only when this call claimed it,
// debit the wallet where the balance covers the price and write the ledger row. Parallel calls for
// one user and item meet on the primary key: exactly one pays, the rest answer charged 0.
import { and, eq, gte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { collections, videos } from '../../db/schema/media';
import { users } from '../../db/schema/users';
import {
  collectionPurchases,
  purchases,
  walletLedger,
  wallets,
  type Currency,
  type LedgerReason,
} from '../../db/schema/wallet';
import { TIP_GOLD_NOT_ENOUGH } from '@/lib/domain/money/recharge';
import { CODES } from '@/lib/protocol/codes';
import { ApiError, badInput, notFound, sessionInvalid } from '../../http/envelope';
import { boughtSql, TIP_VIDEO_NOT_FOUND } from '../video/media-cards';
import { visibleAt } from '../video/visibility';
import type { PurchaseResult } from '../video/media-types';
import { lockUserKey } from '../account/user-lock';
import type { Wallet } from '../account/user-info';

export const TIP_INSUFFICIENT_DIAMONDS = '钻石余额不足';
export const TIP_COLLECTION_NOT_FOUND = '合集不存在或已下架';

/** Both balances (§5 units); zeros for a user without a wallet yet. */
export async function walletBalances(db: Db, userId: number): Promise<Wallet> {
  const [row] = await db
    .select({ gold: wallets.gold, diamonds: wallets.diamonds })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return { gold: row?.gold ?? 0, diamonds: row?.diamonds ?? 0 };
}

/** The user's diamonds (§5 tenths); 0 for a user without a wallet yet. */
export async function diamondBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ diamonds: wallets.diamonds })
    .from(wallets)
    .where(eq(wallets.userId, userId));
  return row?.diamonds ?? 0;
}

export type Spend = {
  userId: number;
  price: number;
  reason: LedgerReason;
  refId: number;
  nowMs: number;
  /** Inserts the purchase row ON CONFLICT DO NOTHING; no row returned = bought before. */
  claim: (tx: Db) => Promise<unknown[]>;
};

export type Debit = Pick<Spend, 'userId' | 'price' | 'reason' | 'refId' | 'nowMs'>;

const BALANCE = { diamonds: wallets.diamonds, gold: wallets.gold } as const;
const TIP_SHORT: Record<Currency, string> = {
  diamonds: TIP_INSUFFICIENT_DIAMONDS,
  gold: TIP_GOLD_NOT_ENOUGH,
};

/**
 * Takes `price` of a currency inside the caller's transaction and writes the ledger row; 4010
 * when the wallet is missing or too low. Conditional: the balance check and the debit are one
 * statement, so parallel debits never take a wallet below zero. Answers the balance after.
 */
async function debit(tx: Db, currency: Currency, change: Debit): Promise<number> {
  const column = BALANCE[currency];
  const [wallet] = await tx
    .update(wallets)
    .set({ [currency]: sql`${column} - ${change.price}` })
    .where(and(eq(wallets.userId, change.userId), gte(column, change.price)))
    .returning({ balance: column });
  // The throw rolls the caller's transaction back (its claim with it).
  if (!wallet) throw new ApiError(CODES.balance, TIP_SHORT[currency]);
  await ledgerRow(tx, currency, change, -change.price, wallet.balance);
  return wallet.balance;
}

/** Adds `price` of a currency inside the caller's transaction, with its ledger row. */
async function credit(tx: Db, currency: Currency, change: Debit): Promise<number> {
  const column = BALANCE[currency];
  const [wallet] = await tx
    .insert(wallets)
    .values({ userId: change.userId, [currency]: change.price })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { [currency]: sql`${column} + ${change.price}` },
    })
    .returning({ balance: column });
  await ledgerRow(tx, currency, change, change.price, wallet!.balance);
  return wallet!.balance;
}

/** Takes `price` diamonds (§5 tenths); 4010 钻石余额不足 when the balance is short. */
export const debitDiamonds = (tx: Db, change: Debit) => debit(tx, 'diamonds', change);
/** Gives `price` diamonds (a refund, a reward, a recharge). */
export const creditDiamonds = (tx: Db, change: Debit) => credit(tx, 'diamonds', change);
/** Takes `price` gold (§5 cents = fen); 4010 金币余额不足 when the balance is short. */
export const debitGold = (tx: Db, change: Debit) => debit(tx, 'gold', change);
/** Gives `price` gold (a recharge). */
export const creditGold = (tx: Db, change: Debit) => credit(tx, 'gold', change);

async function ledgerRow(
  tx: Db,
  currency: Currency,
  change: Debit,
  amount: number,
  balanceAfter: number,
) {
  await tx.insert(walletLedger).values({
    userId: change.userId,
    currency,
    amount,
    balanceAfter,
    reason: change.reason,
    refId: change.refId,
    createdAt: new Date(change.nowMs),
  });
}

/**
 * Spends once: the claim's row is the idempotency key (purchases of videos, collections, posts).
 * The buyer's row is locked first (user-lock.ts usersLockedFirst): a guest merge moving purchases
 * holds it, and a claim that stopped at its foreign-key check would hold what the merge waits for.
 * Closing the account holds it too: a purchase that waited for a closure finds the user closed.
 */
export async function spendOnce(db: Db, spend: Spend): Promise<PurchaseResult> {
  return db.transaction(async (tx) => {
    await lockUserKey(tx, spend.userId);
    const [buyer] = await tx
      .select({ closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, spend.userId));
    if (buyer?.closedAt) throw sessionInvalid('account closed');
    if ((await spend.claim(tx)).length === 0) {
      return { bought: true, balance: await diamondBalance(tx, spend.userId), charged: 0 };
    }
    const balance = await debitDiamonds(tx, spend);
    return { bought: true, balance, charged: spend.price };
  });
}

export async function buyVideo(
  db: Db,
  input: { userId: number; videoId: number; nowMs: number },
): Promise<PurchaseResult> {
  const [video] = await db
    .select({ access: videos.access, price: videos.price, unlocked: boughtSql(db, input.userId) })
    .from(videos)
    // Not yet published, taken down or deleted: nothing to buy (video/visibility.ts).
    .where(and(eq(videos.id, input.videoId), visibleAt(input.nowMs)));
  if (!video) throw notFound(TIP_VIDEO_NOT_FOUND);
  if (video.access === 'free') throw badInput('该视频免费观看，无需购买');
  if (video.access === 'vip') throw badInput('该视频为VIP专享，开通VIP即可观看');
  // Unlocked already (bought, or its collection bought): nothing to charge.
  if (video.unlocked) {
    return { bought: true, balance: await diamondBalance(db, input.userId), charged: 0 };
  }
  return spendOnce(db, {
    userId: input.userId,
    price: video.price,
    reason: 'video',
    refId: input.videoId,
    nowMs: input.nowMs,
    claim: (tx) =>
      tx
        .insert(purchases)
        .values({
          userId: input.userId,
          videoId: input.videoId,
          price: video.price,
          createdAt: new Date(input.nowMs),
        })
        .onConflictDoNothing()
        .returning(),
  });
}

export async function buyCollection(
  db: Db,
  input: { userId: number; collectionId: number; nowMs: number },
): Promise<PurchaseResult> {
  const [collection] = await db
    .select({ price: collections.price })
    .from(collections)
    .where(eq(collections.id, input.collectionId));
  if (!collection) throw notFound(TIP_COLLECTION_NOT_FOUND);
  if (collection.price === 0) throw badInput('该合集免费，无需购买');
  return spendOnce(db, {
    userId: input.userId,
    price: collection.price,
    reason: 'collection',
    refId: input.collectionId,
    nowMs: input.nowMs,
    claim: (tx) =>
      tx
        .insert(collectionPurchases)
        .values({
          userId: input.userId,
          collectionId: input.collectionId,
          price: collection.price,
          createdAt: new Date(input.nowMs),
        })
        .onConflictDoNothing()
        .returning(),
  });
}
