// user/close (注销账号, docs/account-api.md "账号注销"): the owner proves it is them, then one
// transaction marks the account closed, forfeits its balances (ledgered), revokes every session
// and clears its personal data. The row stays: the ledger and the orders keep their owner.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import {
  CLOSE_PASSWORD_TRIES,
  CLOSED_USER_NAME,
  TIP_ACCOUNT_CLOSED,
  TIP_CLOSE_GUEST,
  TIP_CLOSE_NEED_CODE,
  TIP_CLOSE_NEED_PASSWORD,
  TIP_CLOSE_PENDING_RECHARGE,
  TIP_CLOSE_WRONG_PASSWORD,
} from '@/lib/domain/account/closure';

import type { Db } from '../../db/client';
import { userImages } from '../../db/schema/account';
import { uploaders } from '../../db/schema/community';
import { favourites, watchHistory } from '../../db/schema/media';
import { rechargeOrders } from '../../db/schema/recharge';
import { sessions, users, userVips } from '../../db/schema/users';
import { walletLedger, wallets, type Currency } from '../../db/schema/wallet';
import { badInput, forbidden, rateLimited, sessionInvalid } from '../../http/envelope';
import { verifyPassword } from './passwords';
import type { ProfileDeps } from './profile';
import { hitWindow } from '../platform/rate-limits';
import type { Session } from './sessions';
import { consumeSmsCode, smsRequester } from './sms-codes';
import { smsCode } from '../platform/validate';

export type CloseInput = { password?: string | undefined; code?: string | number | undefined };

/** The caller proves they own the account: its password, or (none set) a code to its phone. */
async function proveOwner(
  deps: ProfileDeps,
  user: typeof users.$inferSelect,
  input: CloseInput,
  session: Session,
): Promise<void> {
  const { db, nowMs } = deps;
  if (user.passwordHash) {
    if (!input.password) throw badInput(TIP_CLOSE_NEED_PASSWORD);
    const tries = await hitWindow(db, `account-close:${user.id}`, 900, nowMs);
    if (tries.count > CLOSE_PASSWORD_TRIES)
      throw rateLimited(tries.retryAfter, '尝试次数过多，请15分钟后再试');
    if (!(await verifyPassword(input.password, user.passwordHash)))
      throw badInput(TIP_CLOSE_WRONG_PASSWORD);
    return;
  }
  if (!user.phone) throw badInput('请先设置密码或绑定手机号');
  if (input.code === undefined || input.code === '') throw badInput(TIP_CLOSE_NEED_CODE);
  const who = smsRequester(deps.ip, session);
  await consumeSmsCode(db, user.phone, smsCode({ code: input.code }), who, nowMs);
}

/** Takes the whole of each balance, with its ledger row (reason closure): the ledger still sums. */
async function forfeitWallet(tx: Db, userId: number, nowMs: number): Promise<void> {
  const [wallet] = await tx
    .select({ diamonds: wallets.diamonds, gold: wallets.gold })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .for('update');
  if (!wallet) return;
  await tx.update(wallets).set({ diamonds: 0, gold: 0 }).where(eq(wallets.userId, userId));
  const rows = (['diamonds', 'gold'] as const satisfies readonly Currency[])
    .filter((currency) => wallet[currency] > 0)
    .map((currency) => ({
      userId,
      currency,
      amount: -wallet[currency],
      balanceAfter: 0,
      reason: 'closure' as const,
      refId: null,
      createdAt: new Date(nowMs),
    }));
  if (rows.length > 0) await tx.insert(walletLedger).values(rows);
}

/** Clears what the person gave or did privately; posts, comments, likes and follows stay. */
async function clearPersonalData(tx: Db, userId: number, nowMs: number): Promise<void> {
  await tx
    .update(users)
    .set({
      closedAt: new Date(nowMs),
      nickname: CLOSED_USER_NAME,
      nicknameKey: null,
      intro: '',
      avatar: '',
      // Freed: the person may register again with this number. The account name stays taken,
      // so a login with it says 该账号已注销 and no one else can pass as the closed account.
      phone: null,
      passwordHash: null,
      deviceId: null,
      inviteCode: null,
      // Every saved 账号凭证 card is void.
      credentialVersion: sql`${users.credentialVersion} + 1`,
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx
    .delete(userImages)
    .where(and(eq(userImages.userId, userId), eq(userImages.kind, 'avatar')));
  await tx.update(uploaders).set({ intro: '' }).where(eq(uploaders.userId, userId));
  await tx.delete(watchHistory).where(eq(watchHistory.userId, userId));
  await tx.delete(favourites).where(eq(favourites.userId, userId));
  // Post favourites are counted on the post: each removed one takes its count down.
  await tx.execute(sql`
    WITH gone AS (DELETE FROM post_favourites WHERE user_id = ${userId} RETURNING post_id)
    UPDATE posts SET collects = greatest(collects - 1, 0) FROM gone WHERE posts.id = gone.post_id`);
  await tx.delete(userVips).where(eq(userVips.userId, userId));
}

/**
 * Closes the caller's account. The user's row is locked FOR UPDATE first, the lock a purchase
 * (FOR KEY SHARE), a recharge's settlement and a guest merge take too, so each runs wholly before
 * or wholly after; after, the user is closed and they refuse (wallet.ts spendOnce).
 */
export async function closeAccount(
  deps: ProfileDeps,
  input: CloseInput,
  session: Session,
): Promise<{ closed: true }> {
  const { db, nowMs } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw sessionInvalid('no such user');
  if (user.kind !== 'account') throw forbidden(TIP_CLOSE_GUEST);
  if (user.closedAt) throw badInput(TIP_ACCOUNT_CLOSED);
  await proveOwner(deps, user, input, session);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ closedAt: users.closedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!locked || locked.closedAt) throw badInput(TIP_ACCOUNT_CLOSED);
    // Paid later, an open order would credit a closed account: the person pays or cancels first.
    const [open] = await tx
      .select({ id: rechargeOrders.id })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.userId, user.id),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, new Date(nowMs)),
        ),
      )
      .limit(1);
    if (open) throw badInput(TIP_CLOSE_PENDING_RECHARGE);
    await forfeitWallet(tx, user.id, nowMs);
    await clearPersonalData(tx, user.id, nowMs);
  });
  return { closed: true };
}
