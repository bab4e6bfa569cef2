// The console's 推荐应用 and 福利任务 calls through the origin's real app: each change writes one
// audit row and shows in apps/list or usertask/list; a bad link or reshaping a claimed task is
// refused with the reason and writes none; a new reward leaves claims already made as they were.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_APP_URL,
  TIP_TASK_HAS_CLAIMS,
  TIP_TASK_LINK,
  TIP_TASK_LOCKED,
} from '@/lib/domain/admin/platform';
import type { TaskRow } from '@/lib/protocol/shapes/admin/platform';

import { auditLog } from '../../db/schema/admin';
import { taskClaims } from '../../db/schema/welfare';
import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db);
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb?.close(), DB_HOOK_TIMEOUT_MS);

const changes = async () =>
  (await tdb.db.select().from(auditLog).orderBy(auditLog.id)).filter(
    (r) => !r.action.startsWith('auth.'),
  );

describe('recommended apps', () => {
  const APP = {
    name: '天气预报',
    icon: '/icons/app-2.png',
    description: '精准天气，出行无忧',
    url: 'https://weather.example.com/app',
    sort: 0,
    enabled: true,
  };

  it('refuses a link the app would not open, with the reason', async () => {
    const token = await adminLogin(h, 'editor1');
    for (const url of ['http://weather.example.com', 'javascript:alert(1)', '//evil.com', '/apps/'])
      expect(
        await adminCall(h, 'platform/app/save', { token, body: { ...APP, url } }),
        url,
      ).toMatchObject({
        code: 4000,
        tip: TIP_APP_URL,
      });
    expect(await changes()).toEqual([]);
  });

  it('adds, edits and deletes an app; apps/list follows', async () => {
    const token = await adminLogin(h, 'editor1');
    const made = await adminCall(h, 'platform/app/save', { token, body: APP });
    expect(made.code, made.tip).toBe(200);
    const id = made.data.item.id;
    const listed = async () => (await h.call('apps/list')).data.list;
    expect(await listed()).toContainEqual(expect.objectContaining({ id, url: APP.url }));
    await adminCall(h, 'platform/app/save', { token, body: { ...APP, id, url: '/apps/weather' } });
    expect(await listed()).toContainEqual(
      expect.objectContaining({ id, url: `${h.config.publicUrl}/apps/weather` }),
    );
    await adminCall(h, 'platform/app/delete', { token, body: { id } });
    expect((await listed()).map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await changes()).map((r) => r.action)).toEqual(['app.save', 'app.save', 'app.delete']);
  });
});

describe('welfare tasks', () => {
  const CHECKIN = 1;
  const TASK = {
    kind: 'comment',
    period: 'daily',
    title: '评论两次',
    description: '发表两条评论',
    goal: 2,
    reward: 20,
    link: '/community',
    sort: 0,
    enabled: true,
  } as const;

  it('a new reward leaves claims already made as they were; kind and period are then fixed', async () => {
    const user = await h.login('demo');
    const claimed = await h.call('usertask/get', { token: user.token, body: { id: CHECKIN } });
    expect(claimed.code, claimed.tip).toBe(200);
    const token = await adminLogin(h, 'editor1');
    const items: TaskRow[] = (await adminCall(h, 'platform/task/list', { token })).data.items;
    const task = items.find((t) => t.id === CHECKIN)!;
    expect(task.claims).toBe(1);
    expect(items.filter((t) => t.claims > 0).map((t) => t.id)).toEqual([CHECKIN]);
    const { claims: _claims, ...fields } = task;
    const reward = task.reward + 50;
    const saved = await adminCall(h, 'platform/task/save', { token, body: { ...fields, reward } });
    expect(saved.data.item).toMatchObject({ reward, claims: 1 });
    const [claim] = await tdb.db.select().from(taskClaims).where(eq(taskClaims.taskId, CHECKIN));
    expect(claim!.reward).toBe(task.reward);
    const reshape = await adminCall(h, 'platform/task/save', {
      token,
      body: { ...fields, period: 'once' },
    });
    expect(reshape).toMatchObject({ code: 4000, tip: TIP_TASK_LOCKED });
    const remove = await adminCall(h, 'platform/task/delete', { token, body: { id: CHECKIN } });
    expect(remove).toMatchObject({ code: 4000, tip: TIP_TASK_HAS_CLAIMS });
    const rows = await changes();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'task.save',
      before: { reward: task.reward },
      after: { reward },
    });
  });

  it('refuses a link off the app; adds a task usertask/list shows, and deletes it', async () => {
    const token = await adminLogin(h, 'editor1');
    for (const link of ['https://evil.example', '//evil.com', '/./x', 'community'])
      expect(
        await adminCall(h, 'platform/task/save', { token, body: { ...TASK, link } }),
        link,
      ).toMatchObject({
        code: 4000,
        tip: TIP_TASK_LINK,
      });
    expect(await changes()).toEqual([]);
    const made = await adminCall(h, 'platform/task/save', { token, body: TASK });
    expect(made.code, made.tip).toBe(200);
    const id = made.data.item.id;
    const user = await h.guest();
    const list = (await h.call('usertask/list', { token: user.token })).data.list;
    expect(list).toContainEqual(expect.objectContaining({ id, title: '评论两次', reward: 20 }));
    expect((await adminCall(h, 'platform/task/delete', { token, body: { id } })).code).toBe(200);
    expect((await changes()).map((r) => r.action)).toEqual(['task.save', 'task.delete']);
  });
});
