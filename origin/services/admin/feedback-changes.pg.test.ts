// Two moderators answering or closing one feedback at once (PostgreSQL with a pool; PGlite has
// one connection): the conditional UPDATE lets exactly one land, the other is told with 4090,
// and there is one audit row, matching the reply that stands. Skipped unless ORIGIN_TEST_DB=pg.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { TIP_FEEDBACK_ALREADY_CLOSED, TIP_FEEDBACK_REPLIED } from '@/lib/domain/admin/feedback';

import { feedback } from '../../db/schema/account';
import { auditLog } from '../../db/schema/admin';
import { ApiError } from '../../http/envelope';
import { createHarness } from '../../test/harness';
import { pgSuite } from '../../test/pg-suite';
import { addFeedback } from '../account/feedback';
import { closeFeedback, replyFeedback } from './feedback-changes';

const pg = pgSuite((db) => createHarness(db));

async function oneFeedback(): Promise<number> {
  const guest = await pg.h.guest();
  const input = { category: '其他' as const, content: '首页一直在转圈', images: [] };
  return (await addFeedback(pg.db, guest.id, input, pg.h.clock.ms)).id;
}

const deps = () => ({ db: pg.db, now: () => pg.h.clock.ms });
const actor = (operatorId: number) => ({ operatorId, address: '10.0.0.1' });

function oneKept(results: PromiseSettledResult<unknown>[], tip: string) {
  const refused = results.filter((r) => r.status === 'rejected');
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  expect(refused).toHaveLength(1);
  const reason = refused[0]!.reason as ApiError;
  expect(reason).toBeInstanceOf(ApiError);
  expect([reason.code, reason.tip]).toEqual([4090, tip]);
}

pg.describe('answering one feedback twice at once', () => {
  it('keeps one reply, refuses the other, and audits the one that stands', async () => {
    const id = await oneFeedback();
    const results = await Promise.allSettled([
      replyFeedback(deps(), actor(1), id, '甲的回复'),
      replyFeedback(deps(), actor(2), id, '乙的回复'),
    ]);
    oneKept(results, TIP_FEEDBACK_REPLIED);
    const [row] = await pg.db.select().from(feedback).where(eq(feedback.id, id));
    const audits = await pg.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feedback:${id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ status: 'replied', reply: row!.reply });
  });

  it('closes once', async () => {
    const id = await oneFeedback();
    const results = await Promise.allSettled([
      closeFeedback(deps(), actor(1), id),
      closeFeedback(deps(), actor(2), id),
    ]);
    oneKept(results, TIP_FEEDBACK_ALREADY_CLOSED);
    const audits = await pg.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `feedback:${id}`));
    expect(audits.map((a) => a.action)).toEqual(['feedback.close']);
  });
});
