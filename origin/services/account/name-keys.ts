// users.nickname_key: the confusable-skeleton key (lib/domain/account/name-skeleton.ts) of every name a
// user shows (chosen, an account's first name, seeded), unique, so no two users look alike and a
// race for one name meets in the index. Guests without a name ('') and the phone accounts' first
// names (用户 and four digits, which repeat and which no one may choose) hold none.
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';

import { nicknameKey } from '@/lib/domain/account/profile-rules';

import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export const NICKNAME_KEY_INDEX = 'users_nickname_key_uq';

/** The unique index a PostgreSQL unique violation names ('' when it names none), else null. */
export function uniqueViolation(error: unknown): string | null {
  // node-postgres and PGlite put SQLSTATE and constraint on the error; drizzle wraps it in `cause`.
  type PgError = { code?: unknown; constraint?: unknown };
  const e = error as (PgError & { cause?: PgError }) | null;
  const pg = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  if (!pg) return null;
  return typeof pg.constraint === 'string' ? pg.constraint : '';
}

const BATCH = 500;

/**
 * Gives every shown name without a key its key, oldest user first; a name that looks like one
 * already keyed keeps none (it was there before this rule; the log counts them). Runs at start-up
 * (after migration 0014 recomputed the keys) and after seeding; idempotent.
 */
export async function backfillNameKeys(db: Db): Promise<{ keyed: number; clashes: number }> {
  let keyed = 0;
  let clashes = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: users.id, nickname: users.nickname })
      .from(users)
      .where(
        and(
          isNull(users.nicknameKey),
          ne(users.nickname, ''),
          gt(users.id, after),
          sql`${users.nickname} !~ '^用户[0-9]+$'`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const row of rows) {
      const key = nicknameKey(row.nickname);
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.nicknameKey, key))
        .limit(1);
      if (clash || key === '') {
        clashes += 1;
        continue;
      }
      try {
        await db
          .update(users)
          .set({ nicknameKey: key })
          .where(and(eq(users.id, row.id), isNull(users.nicknameKey)));
        keyed += 1;
      } catch (error) {
        // Another origin process starting beside this one keyed a look-alike first.
        if (uniqueViolation(error) === null) throw error;
        clashes += 1;
      }
    }
    if (rows.length < BATCH) return { keyed, clashes };
    after = rows.at(-1)!.id;
  }
}
