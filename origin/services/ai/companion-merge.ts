// AI女友 in a guest merge (services/account/guest-merge-kinds.ts): the 积分 the guest bought and did not
// spend (the trial is given, not bought, and spent first: it stays behind), their pack orders
// (so a repeated requestId still charges once) and their conversations, which the account's other
// devices then see at their next sync (each moved message takes a new change number). The credits
// go first and the messages after, the order a reply's payment takes them (ai-companion-chat.ts),
// so the two cannot deadlock. A guest's reply still streaming is marked stopped: its own writes
// go on by id, and it cannot pay further (the guest's credits are gone).
import { sql } from 'drizzle-orm';

import { boughtCredits, TRIAL_REQUEST_ID } from './companion-credits';
import type { MergeScope } from '../account/guest-merge-links';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Moves what is the guest's; answers the messages and orders moved, plus 1 when credits moved. */
export async function moveCompanion(m: MergeScope): Promise<number> {
  const { tx, from, to } = m;
  const [guest] = rowsOf<{ balance: number }>(
    await tx.execute(
      sql`SELECT balance FROM ai_companion_credits WHERE user_id = ${from} FOR UPDATE`,
    ),
  );
  const credits = Math.min(guest?.balance ?? 0, await boughtCredits(tx, from));
  if (guest) await tx.execute(sql`DELETE FROM ai_companion_credits WHERE user_id = ${from}`);
  if (credits > 0) {
    await tx.execute(sql`
      INSERT INTO ai_companion_credits (user_id, balance) VALUES (${to}, ${credits})
      ON CONFLICT (user_id) DO UPDATE SET balance = ai_companion_credits.balance + ${credits}`);
  }
  const orders = rowsOf(
    await tx.execute(sql`
      UPDATE ai_companion_orders o SET user_id = ${to}
      WHERE o.user_id = ${from} AND o.request_id <> ${TRIAL_REQUEST_ID} AND NOT EXISTS (
        SELECT 1 FROM ai_companion_orders mine WHERE mine.user_id = ${to} AND mine.request_id = o.request_id)
      RETURNING o.id`),
  ).length;
  await tx.execute(sql`
    UPDATE ai_companion_messages SET status = 'stopped', finished_at = ${m.at}
    WHERE user_id = ${from} AND status = 'streaming'`);
  const messages = rowsOf(
    await tx.execute(sql`
      UPDATE ai_companion_messages SET user_id = ${to}, seq = nextval('ai_companion_message_seq')
      WHERE user_id = ${from} RETURNING id`),
  ).length;
  return messages + orders + (credits > 0 ? 1 : 0);
}
