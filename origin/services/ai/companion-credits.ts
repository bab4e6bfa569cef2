// AI女友's 积分 (docs/ai-api.md "AI女友"): the balance, the trial every user gets once, buying a
// pack with diamonds (score/pay: the wallet's debit and ledger row, idempotent by requestId, under
// the user's row lock as every spend is), and taking one credit as a reply streams (the balance
// check and the debit one statement, so parallel replies never take it below zero).
import { and, eq, gte, sql } from 'drizzle-orm';

import {
  COMPANION_CHARS_PER_CREDIT,
  COMPANION_PACKS,
  COMPANION_TRIAL_CREDITS,
  TIP_PACK_NOT_FOUND,
  companionPack,
} from '@/lib/domain/ai/companion';
import type { CompanionPaid } from '@/lib/protocol/shapes/ai/companion';

import type { Db } from '../../db/client';
import { companionCredits, companionOrders } from '../../db/schema/ai-companion';
import { notFound } from '../../http/envelope';
import { lockUser } from '../account/user-lock';
import { debitDiamonds, diamondBalance } from '../money/wallet';

/** The request id of the trial's order row: one per user, by the unique index. */
export const TRIAL_REQUEST_ID = 'trial';
/** pack_id of the trial's order row (no pack has it). */
const TRIAL_PACK_ID = 0;

/** The user's 积分 as they stand (no trial given): for a check under the user's lock. */
export async function creditBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: companionCredits.balance })
    .from(companionCredits)
    .where(eq(companionCredits.userId, userId));
  return row?.balance ?? 0;
}

/** Adds `credits` to the user's balance inside the caller's transaction; answers the balance. */
async function addCredits(tx: Db, userId: number, credits: number): Promise<number> {
  const [row] = await tx
    .insert(companionCredits)
    .values({ userId, balance: credits })
    .onConflictDoUpdate({
      target: companionCredits.userId,
      set: { balance: sql`${companionCredits.balance} + ${credits}` },
    })
    .returning({ balance: companionCredits.balance });
  return row!.balance;
}

/**
 * The user's 积分, the trial's given the first time (its order row, unique per user, says it was
 * given: two first reads at once give it once).
 */
export async function companionCreditsOf(db: Db, userId: number, nowMs: number): Promise<number> {
  const [existing] = await db
    .select({ id: companionOrders.id })
    .from(companionOrders)
    .where(
      and(eq(companionOrders.userId, userId), eq(companionOrders.requestId, TRIAL_REQUEST_ID)),
    );
  if (existing) return creditBalance(db, userId);
  return db.transaction(async (tx) => {
    const given = await tx
      .insert(companionOrders)
      .values({
        userId,
        requestId: TRIAL_REQUEST_ID,
        packId: TRIAL_PACK_ID,
        credits: COMPANION_TRIAL_CREDITS,
        price: 0,
        createdAt: new Date(nowMs),
      })
      .onConflictDoNothing()
      .returning({ id: companionOrders.id });
    return given.length > 0
      ? addCredits(tx, userId, COMPANION_TRIAL_CREDITS)
      : creditBalance(tx, userId);
  });
}

export async function companionBalanceOf(db: Db, userId: number, nowMs: number) {
  const balance = await companionCreditsOf(db, userId, nowMs);
  return { balance, diamonds: await diamondBalance(db, userId) };
}

export const companionPackList = () => ({
  list: COMPANION_PACKS.map((p) => ({ ...p })),
  charsPerCredit: COMPANION_CHARS_PER_CREDIT,
});

export type PayInput = { userId: number; packId: number; requestId: string; nowMs: number };

/**
 * score/pay: one transaction under the user's row lock: a repeated requestId answers its first
 * order (charged 0); otherwise the order row, the diamonds (4010 钻石余额不足 rolls it all back)
 * with their ledger row (reason ai_companion), and the credits.
 */
export async function payPack(db: Db, input: PayInput): Promise<CompanionPaid> {
  const { userId, requestId, nowMs } = input;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [first] = await tx
      .select()
      .from(companionOrders)
      .where(and(eq(companionOrders.userId, userId), eq(companionOrders.requestId, requestId)));
    if (first) {
      return {
        order: { id: first.id, packId: first.packId, credits: first.credits, price: first.price },
        balance: await creditBalance(tx, userId),
        diamonds: await diamondBalance(tx, userId),
        charged: 0,
      };
    }
    const pack = companionPack(input.packId);
    if (!pack) throw notFound(TIP_PACK_NOT_FOUND);
    const [order] = await tx
      .insert(companionOrders)
      .values({
        userId,
        requestId,
        packId: pack.id,
        credits: pack.credits,
        price: pack.price,
        createdAt: new Date(nowMs),
      })
      .returning({ id: companionOrders.id });
    const diamonds = await debitDiamonds(tx, {
      userId,
      price: pack.price,
      reason: 'ai_companion',
      refId: order!.id,
      nowMs,
    });
    const balance = await addCredits(tx, userId, pack.credits);
    return {
      order: { id: order!.id, packId: pack.id, credits: pack.credits, price: pack.price },
      balance,
      diamonds,
      charged: pack.price,
    };
  });
}

/** Takes one credit when the balance has one; the balance after, or null when it had none. */
export async function takeCredit(tx: Db, userId: number): Promise<number | null> {
  const [row] = await tx
    .update(companionCredits)
    .set({ balance: sql`${companionCredits.balance} - 1` })
    .where(and(eq(companionCredits.userId, userId), gte(companionCredits.balance, 1)))
    .returning({ balance: companionCredits.balance });
  return row ? row.balance : null;
}

/** The credits `userId` bought (the trial not counted): what a guest merge may carry over. */
export async function boughtCredits(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${companionOrders.credits}), 0)::int` })
    .from(companionOrders)
    .where(and(eq(companionOrders.userId, userId), gte(companionOrders.price, 1)));
  return row?.n ?? 0;
}
