// A guest's moderation record moves with their posts (docs/admin-api.md "Community"): a banned
// guest who logs into an account brings the ban, so signing in is no way around it; the queue
// items about what the guest wrote name the account as author, as the posts do.
import { sql } from 'drizzle-orm';

import type { MergeScope } from './guest-merge-links';

type Rows = { rows: unknown[] };

export async function moveModeration(m: MergeScope): Promise<number> {
  const bans = (await m.tx.execute(
    sql`UPDATE user_bans SET user_id = ${m.to} WHERE user_id = ${m.from} RETURNING id`,
  )) as unknown as Rows;
  await m.tx.execute(
    sql`UPDATE moderation_cases SET author_id = ${m.to} WHERE author_id = ${m.from}`,
  );
  return bans.rows.length;
}
