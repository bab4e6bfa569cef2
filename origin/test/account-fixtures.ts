// A guest with something to lose: a balance (ledgered like a recharge), a bought video, a
// favourite and a watched video, for the guest-upgrade and merge tests.
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../db/client';
import { walletLedger, wallets } from '../db/schema/wallet';
import type { Harness } from './harness';
import { realPng } from './picture-fixtures';
import { FREE, PAID, VIP } from './media-fixtures';

export const GUEST_DIAMONDS = 500;
export const GUEST_GOLD = 1234;

export type RichGuest = { token: string; id: number; diamondsLeft: number };

/** Gives a user diamonds and gold the way a recharge would: wallet and ledger together. */
export async function fund(db: Db, userId: number, diamonds: number, gold: number, nowMs: number) {
  const [wallet] = await db
    .insert(wallets)
    .values({ userId, diamonds, gold })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        diamonds: sql`${wallets.diamonds} + ${diamonds}`,
        gold: sql`${wallets.gold} + ${gold}`,
      },
    })
    .returning();
  await db.insert(walletLedger).values([
    {
      userId,
      currency: 'diamonds',
      amount: diamonds,
      balanceAfter: wallet!.diamonds,
      reason: 'seed',
      createdAt: new Date(nowMs),
    },
    {
      userId,
      currency: 'gold',
      amount: gold,
      balanceAfter: wallet!.gold,
      reason: 'seed',
      createdAt: new Date(nowMs),
    },
  ]);
}

let accounts = 0;

/**
 * A new account, registered the way the app does it (a guest session registering itself): for
 * what only accounts may do (兑换码, invitations, tasks).
 */
export async function newAccount(
  h: Harness,
  ip?: string,
): Promise<{ token: string; id: number; account: string }> {
  const guest = await h.guest();
  const account = `acct_${process.pid % 100_000}_${++accounts}`;
  const r = await h.call('login/account/register', {
    token: guest.token,
    body: { account, password: 'secret-123' },
    ip,
  });
  if (r.code !== 200) throw new Error(`register: ${r.code} ${r.tip}`);
  return { ...guest, account };
}

export async function richGuest(h: Harness, db: Db): Promise<RichGuest> {
  const guest = await h.guest();
  await fund(db, guest.id, GUEST_DIAMONDS, GUEST_GOLD, h.clock.ms);
  const paid = await h.call('media/pay', { token: guest.token, body: { id: PAID.id } });
  if (paid.code !== 200) throw new Error(`pay: ${paid.tip}`);
  await h.call('collect/operate', { token: guest.token, body: { id: VIP.id } });
  await h.call('media/trackList', { token: guest.token, body: { id: FREE.id, position: 42 } });
  return { ...guest, diamondsLeft: GUEST_DIAMONDS - PAID.price };
}

/** Every currency's ledger sum equals the wallet: no balance moved without its ledger rows. */
export async function ledgerBalanced(db: Db, userId: number): Promise<boolean> {
  const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const sums = (await db.execute(
    sql`SELECT currency, sum(amount)::int AS total FROM wallet_ledger WHERE user_id = ${userId} GROUP BY currency`,
  )) as unknown as { rows: { currency: string; total: number }[] };
  const sum = (currency: string) =>
    Number(sums.rows.find((r) => r.currency === currency)?.total ?? 0);
  return sum('diamonds') === (wallet?.diamonds ?? 0) && sum('gold') === (wallet?.gold ?? 0);
}

/** A real PNG of that size, `extra` bytes of comment making it larger (picture-fixtures.ts). */
export const pngOf = (width: number, height: number, extra = 64): Uint8Array<ArrayBuffer> =>
  realPng(width, height, extra);

/** A multipart call as the BFF forwards it: signed, x-encrypted when on, the body plain. */
export async function callForm(
  h: Harness,
  path: string,
  fields: Record<string, string | Blob>,
  token?: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const r = await h.call(path, { form, token });
  return { status: r.status, code: r.code, data: r.data, tip: r.tip };
}
