// The console's welfare task changes on real PostgreSQL (a pool, so requests run side by side):
// parallel creates each get their own id (ids are not generated: they take turns), and a
// period change racing a claim never leaves a claim counted under the old period.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';

import { TIP_TASK_LOCKED } from '@/lib/domain/admin/platform';

import { auditLog } from './db/schema/admin';
import { taskClaims } from './db/schema/welfare';
import { adminCall, adminLogin } from './test/admin-fixtures';
import { createHarness } from './test/harness';
import { pgSuite } from './test/pg-suite';

const pg = pgSuite((db) => createHarness(db));

const TASK = {
  kind: 'comment',
  period: 'daily',
  title: '评论任务',
  description: '',
  goal: 1,
  reward: 10,
  link: '',
  sort: 0,
  enabled: true,
};

pg.describe('console task changes on PostgreSQL', () => {
  it('6 parallel creates: six tasks, six ids, six audit rows', async () => {
    const token = await adminLogin(pg.h, 'editor1');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        adminCall(pg.h, 'platform/task/save', { token, body: { ...TASK, title: `评论任务${i}` } }),
      ),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.data.item.id));
    expect(ids.size).toBe(6);
    const rows = await pg.db.select().from(auditLog).where(eq(auditLog.action, 'task.save'));
    expect(rows).toHaveLength(6);
  });

  it('a period change racing the first claim: refused, or the claim is under the new period', async () => {
    const user = await pg.h.login('demo');
    const token = await adminLogin(pg.h, 'editor1');
    const checkin = { ...TASK, kind: 'checkin', title: '签到任务' };
    for (let round = 0; round < 8; round += 1) {
      const made = await adminCall(pg.h, 'platform/task/save', { token, body: checkin });
      const id = made.data.item.id as number;
      const [claim, save] = await Promise.all([
        pg.h.call('usertask/get', { token: user.token, body: { id } }),
        adminCall(pg.h, 'platform/task/save', { token, body: { ...checkin, id, period: 'once' } }),
      ]);
      expect(claim.code, claim.tip).toBe(200);
      const rows = await pg.db.select().from(taskClaims).where(eq(taskClaims.taskId, id));
      expect(rows).toHaveLength(1);
      if (save.code === 200) expect(rows[0]!.periodKey, `round ${round}`).toBe('once');
      else expect(save).toMatchObject({ code: 4000, tip: TIP_TASK_LOCKED });
    }
  });
});
