// A per-user limit counted from rows (posts in the last hour, comments in the last minute) is a
// count followed by an insert: run both under this lock, in one transaction, so one user's
// parallel calls are counted one after another and cannot all pass the same count. And a write of
// a user's links takes the user's row first (usersLockedFirst), so it waits for a guest merge.
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';

/**
 * Locks the user's row until the caller's transaction ends. NO KEY UPDATE, not UPDATE: it still
 * waits for another lock of the user's row (FOR UPDATE of a 兑换码 or a recharge), but lets
 * foreign-key checks on the row (a like or a ledger row written meanwhile) through, so a statement
 * that locks a post before checking its user's key cannot deadlock with a comment on that post.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
}

/**
 * The first item of a WITH that writes rows naming these users (a like, a favourite, a follow):
 * their rows locked FOR KEY SHARE before anything is written; gate the write on USERS_LOCKED. A
 * guest merge (services/account/guest-merge.ts) holds the guest's and the account's rows FOR UPDATE, so
 * the statement then waits for the merge whole, instead of stopping at its foreign-key check with
 * its link and its count already locked, which the merge may be waiting for (a deadlock).
 */
export function usersLockedFirst(ids: readonly number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`users_locked AS MATERIALIZED (SELECT count(*) AS n FROM (
    SELECT id FROM users WHERE id IN (${list}) ORDER BY id FOR KEY SHARE) locked)`;
}

/** True once usersLockedFirst's locks are held: read it in the WHERE of what writes. */
export const USERS_LOCKED = sql`(SELECT n FROM users_locked) > 0`;

/** The same lock as one statement of a transaction, before the transaction writes. */
export async function lockUserKey(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR KEY SHARE`);
}
