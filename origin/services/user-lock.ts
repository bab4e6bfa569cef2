// A per-user limit counted from rows (posts in the last hour, comments in the last minute) is a
// count followed by an insert: run both under this lock, in one transaction, so one user's
// parallel calls are counted one after another and cannot all pass the same count.
import { sql } from 'drizzle-orm';

import type { Db } from '../db/client';

/**
 * Locks the user's row until the caller's transaction ends. NO KEY UPDATE, not UPDATE: it still
 * waits for another lock of the user's row (FOR UPDATE of a 兑换码 or a recharge), but lets
 * foreign-key checks on the row (a like or a ledger row written meanwhile) through, so a statement
 * that locks a post before checking its user's key cannot deadlock with a comment on that post.
 */
export async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
}
