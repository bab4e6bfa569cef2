// Moderation on real PostgreSQL (a pool, so requests run side by side): parallel reports of one
// post make one open queue item holding them all; two moderators deciding one item at once: one
// wins, the other is told 4090 and changes nothing (one audit row, one message to the author).
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { TIP_CASE_DECIDED } from '@/lib/domain/admin/moderation';

import { messages } from './db/schema/account';
import { auditLog } from './db/schema/admin';
import { moderationCases, reports } from './db/schema/moderation';
import { adminCall, adminLogin } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db, { config: { guestPerIpPerMinute: 10_000 } }));

/** A published post of the seed and its author. */
async function seedPost() {
  const viewer = await pg.h.guest();
  const r = await pg.h.call('post/list', { token: viewer.token, body: { categoryId: 3 } });
  const post = r.data.list[0] as { id: number; author: { id: number } };
  return { postId: post.id, authorId: post.author.id };
}

const report = (token: string, id: number) =>
  pg.h.call('post/report', { token, body: { type: 'post', id, reason: 'spam' } });

pg.describe('moderation on PostgreSQL', () => {
  it('10 parallel reports of one post: one open item with the 10 reports', async () => {
    const { postId } = await seedPost();
    const guests = await Promise.all(Array.from({ length: 10 }, () => pg.h.guest()));
    const answers = await Promise.all(guests.map((g) => report(g.token, postId)));
    expect(answers.map((a) => [a.code, a.data?.already])).toEqual(Array(10).fill([200, false]));
    const cases = await pg.db
      .select()
      .from(moderationCases)
      .where(and(eq(moderationCases.kind, 'post'), eq(moderationCases.targetId, postId)));
    expect(cases).toHaveLength(1);
    const rows = await pg.db.select().from(reports).where(eq(reports.caseId, cases[0]!.id));
    expect(rows).toHaveLength(10);
  });

  it('two moderators reject and remove one item at once: one wins, the other gets 4090', async () => {
    const { postId, authorId } = await seedPost();
    const g = await pg.h.guest();
    expect((await report(g.token, postId)).code).toBe(200);
    const [a, b] = await Promise.all([adminLogin(pg.h, 'moderator1'), adminLogin(pg.h, 'admin')]);
    const [open] = await pg.db.select({ id: moderationCases.id }).from(moderationCases);
    const id = open!.id;
    const before = await pg.db.select().from(messages).where(eq(messages.userId, authorId));
    const answers = await Promise.all([
      adminCall(pg.h, 'community/reject', { token: a, body: { id, reason: '低俗' } }),
      adminCall(pg.h, 'community/remove', { token: b, body: { id, reason: '违规' } }),
    ]);
    const codes = answers.map((r) => r.code).sort();
    expect(codes).toEqual([200, 4090]);
    expect(answers.find((r) => r.code === 4090)?.tip).toBe(TIP_CASE_DECIDED);
    const audits = (await pg.db.select().from(auditLog)).filter((r) =>
      r.action.startsWith('community.'),
    );
    expect(audits).toHaveLength(1);
    const after = await pg.db.select().from(messages).where(eq(messages.userId, authorId));
    expect(after.length - before.length).toBe(1);
  });
});
