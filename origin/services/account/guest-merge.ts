// A guest who logs into an existing account on their device keeps what they had as a guest:
// every kind services/account/guest-merge-kinds.ts lists (history, favourites, purchases, AI works, AI女友's
// bought 积分 and conversations, recharge orders, posts and their uploads, comments, likes, follows
// and followers, messages, feedback, and the VIP time and balance they paid for) moves into the
// account. Nothing given free moves (services/account/guest-merge-money.ts): not a 兑换码's reward, nor an
// invitation (the account is no new invitee), nor AI女友's trial 积分. One transaction, the
// guest's row locked first, so two logins of one guest racing each other move everything once.
import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { MERGE_KINDS, type Merge, type MergeKindName } from './guest-merge-kinds';
import { paidVipEnds, type Amounts } from './guest-merge-money';
import type { Session } from './sessions';

/** Rows moved per kind, and the balance moved and forfeited (given, not paid for). */
export type MergeReport = Record<MergeKindName, number> & {
  diamonds: number;
  gold: number;
  forfeited: Amounts;
};

type Rows<T> = { rows: T[] };

/** The guest behind `session`, when logging in from it should carry the guest's data over. */
export function mergeSource(session: Session | null, accountId: number): number | null {
  return session?.kind === 'guest' && session.userId !== accountId ? session.userId : null;
}

const nothing = () => ({
  moved: { diamonds: 0, gold: 0 },
  forfeited: { diamonds: 0, gold: 0 },
});

function reportOf(m: Merge, counts: Map<MergeKindName, number>): MergeReport {
  const report = Object.fromEntries(MERGE_KINDS.map(({ kind }) => [kind, counts.get(kind) ?? 0]));
  return {
    ...(report as Record<MergeKindName, number>),
    ...m.balance.moved,
    forfeited: m.balance.forfeited,
  };
}

/** Moves everything of guest `from` into account `to`; answers what moved. */
export async function mergeGuestInto(
  db: Db,
  from: number,
  to: number,
  nowMs: number,
): Promise<MergeReport> {
  return db.transaction(async (tx) => {
    const m: Merge = {
      tx,
      from,
      to,
      at: new Date(nowMs),
      vipEnds: new Map(),
      refund: 0,
      balance: nothing(),
    };
    const counts = new Map<MergeKindName, number>();
    // The lock serialises merges of one guest: the second finds nothing left to move.
    const [guest] = await tx
      .execute(sql`SELECT id FROM users WHERE id = ${from} AND kind = 'guest' FOR UPDATE`)
      .then((r) => (r as unknown as Rows<{ id: number }>).rows);
    if (!guest) return reportOf(m, counts);
    // The account's row too, before any of its rows is written: a recharge, 兑换码 or task holds
    // it while writing the account's wallet, and the ledger rows written here need a share lock on
    // it, so taking the wallet first would deadlock with them.
    await tx.execute(sql`SELECT id FROM users WHERE id = ${to} FOR UPDATE`);
    m.vipEnds = await paidVipEnds(tx, from);
    for (const { kind, move } of MERGE_KINDS) counts.set(kind, await move(m));
    return reportOf(m, counts);
  });
}
