// The one way a guest merge (services/account/guest-merge-kinds.ts) moves a user's link rows (likes,
// favourites, follows): each in ONE statement that deletes the guest's rows and inserts them as
// the account's, so a row the guest writes meanwhile is either moved or left with the guest, never
// deleted unmoved. A link the account has already (both liked one post) is dropped, and the row
// counting it (the post's likes) goes down by one: every counter stays equal to its rows.
import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };

/** Where the merge stands: inside its transaction, guest `from` into account `to`, at `at`. */
export type MergeScope = { tx: Db; from: number; to: number; at: Date };

export type LinkTable = {
  table: string;
  /** The column naming the user whose link it is. */
  user: string;
  /** The column naming what is linked (a post, a video, an UP主). */
  key: string;
  /** Other columns copied as they are (the link's time). */
  rest: readonly string[];
  /** The row counting these links; the guest's links that are dropped are taken off it. */
  counter?: { table: string; column: string; id: string };
  /** Whether a link to the account itself is dropped (the guest followed the account). */
  notToSelf?: boolean;
};

const raw = (name: string) => sql.raw(name);
const list = (names: readonly string[]) => sql.raw(names.join(', '));

/** Moves the guest's links of one table; answers how many moved (the dropped ones not counted). */
export async function moveLinks(m: MergeScope, t: LinkTable): Promise<number> {
  const columns = [t.key, ...t.rest];
  const notSelf = t.notToSelf ? sql`WHERE ${raw(t.key)} <> ${m.to}` : sql``;
  const counted: SQL = t.counter
    ? sql`, counted AS (
        UPDATE ${raw(t.counter.table)} SET ${raw(t.counter.column)} = greatest(${raw(t.counter.column)} - 1, 0)
        WHERE ${raw(t.counter.id)} IN (SELECT ${raw(t.key)} FROM gone EXCEPT SELECT ${raw(t.key)} FROM moved)
        RETURNING 1)`
    : sql``;
  const result = (await m.tx.execute(sql`
    WITH gone AS (
      DELETE FROM ${raw(t.table)} WHERE ${raw(t.user)} = ${m.from} RETURNING ${list(columns)}),
    moved AS (
      INSERT INTO ${raw(t.table)} (${raw(t.user)}, ${list(columns)})
      SELECT ${m.to}, ${list(columns)} FROM gone ${notSelf}
      ON CONFLICT DO NOTHING RETURNING ${raw(t.key)})${counted}
    SELECT (SELECT count(*) FROM moved)::int AS moved`)) as unknown as Rows<{ moved: number }>;
  return Number(result.rows[0]?.moved ?? 0);
}
