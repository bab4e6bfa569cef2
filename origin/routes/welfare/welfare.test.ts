// 每日任务 at the origin, through the app: the seeded tasks with the caller's progress today (in
// Shanghai), a guest refused a reward, an account checking in once a day (ledgered, with its
// streak), one-off tasks once ever, progress read from what the other calls write, and a guest's
// watching carried into the account they log into.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_TASK_CLAIMED,
  TIP_TASK_CLAIMED_TODAY,
  TIP_TASK_GUEST,
  TIP_TASK_NOT_DONE,
  TIP_TASK_NOT_FOUND,
} from '@/lib/domain/welfare/welfare';

import { posts } from '../../db/schema/community';
import { walletLedger } from '../../db/schema/wallet';
import { taskClaims, tasks } from '../../db/schema/welfare';
import { seedCatalogue } from '../../seed/seed-media';
import { DEMO_USER_ID } from '../../seed/seed-wallets';
import { ledgerBalanced, newAccount } from '../../test/account-fixtures';
import { createCommunityHarness, type CommunityHarness } from '../../test/community-fixtures';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: CommunityHarness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createCommunityHarness(tdb.db, { guestPerIpPerMinute: 10_000 });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const DAY = 86_400;
const [CHECKIN, WATCH, ONLINE, COMMENT, BIND_PHONE, FIRST_POST, INVITE] = [1, 2, 3, 4, 5, 6, 7];
const VIDEO_IDS = seedCatalogue().videos.map((v) => v.id);

type Task = { id: number; state: string; progress: number };

const tasksOf = async (token: string) => (await h.call('usertask/list', { token })).data;
const taskOf = async (token: string, id: number): Promise<Task> =>
  (await tasksOf(token)).list.find((t: Task) => t.id === id);
const claim = (token: string, id: unknown) => h.call('usertask/get', { token, body: { id } });
const account = async (name: string) => {
  const r = await h.call('login/account/register', {
    body: { account: name, password: 'secret123' },
  });
  if (r.code !== 200) throw new Error(`register: ${r.tip}`);
  return { token: r.data.token as string, id: r.data.id as number };
};
const watch = (token: string, videoId: number) =>
  h.call('media/trackList', { token, body: { id: videoId, position: 30 } });
const taskLedger = (userId: number) =>
  tdb.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'task')));

describe('usertask/list', () => {
  it('shows a fresh guest every task: the check-in claimable, the rest to do', async () => {
    const me = await h.guest();
    const r = await h.call('usertask/list', { token: me.token });
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toMatchObject({ checkinStreak: 0, day: '2025-06-01' });
    expect(r.data.list[0]).toEqual({
      id: CHECKIN,
      kind: 'checkin',
      period: 'daily',
      title: '每日签到',
      description: '每天签到领钻石',
      goal: 1,
      progress: 1,
      reward: 20,
      state: 'claimable',
      link: '',
    });
    const rest = r.data.list.slice(1).map((t: Task & { kind: string; goal: number }) => {
      return [t.id, t.kind, t.goal, t.progress, t.state];
    });
    expect(rest).toEqual([
      [WATCH, 'watch', 3, 0, 'todo'],
      [ONLINE, 'online', 600, 0, 'todo'],
      [COMMENT, 'comment', 1, 0, 'todo'],
      [BIND_PHONE, 'bindPhone', 1, 0, 'todo'],
      [FIRST_POST, 'firstPost', 1, 0, 'todo'],
      [INVITE, 'invite', 1, 0, 'todo'],
    ]);
  });

  it('counts the day in Shanghai: 23:59:59 there is still today, a second later is tomorrow', async () => {
    h.clock.ms = Date.UTC(2025, 5, 1, 15, 59, 59);
    const me = await h.guest();
    await watch(me.token, VIDEO_IDS[0]!);
    expect(await tasksOf(me.token)).toMatchObject({ day: '2025-06-01' });
    expect((await taskOf(me.token, WATCH)).progress).toBe(1);
    h.clock.advance(1);
    expect(await tasksOf(me.token)).toMatchObject({ day: '2025-06-02' });
    expect((await taskOf(me.token, WATCH)).progress).toBe(0);
  });

  it('leaves out a task the operator withdrew, and refuses its claim', async () => {
    const me = await h.login('demo');
    await tdb.db.update(tasks).set({ enabled: false }).where(eq(tasks.id, BIND_PHONE));
    expect((await tasksOf(me.token)).list.map((t: Task) => t.id)).toEqual([1, 2, 3, 4, 6, 7]);
    const r = await claim(me.token, BIND_PHONE);
    expect([r.code, r.tip]).toEqual([4040, TIP_TASK_NOT_FOUND]);
  });
});

describe('usertask/get refuses', () => {
  it('a guest with 4030, even a claimable task, and gives nothing', async () => {
    const me = await h.guest();
    const r = await claim(me.token, CHECKIN);
    expect([r.code, r.tip]).toEqual([4030, TIP_TASK_GUEST]);
    expect(await taskLedger(me.id)).toEqual([]);
    expect((await taskOf(me.token, CHECKIN)).state).toBe('claimable');
  });

  it('an unknown task with 4040, a malformed id with 4000', async () => {
    const me = await h.login('demo');
    const unknown = await claim(me.token, 99);
    expect([unknown.code, unknown.tip]).toEqual([4040, TIP_TASK_NOT_FOUND]);
    const bad = await claim(me.token, 'abc');
    expect([bad.code, bad.tip]).toEqual([4000, '任务ID格式不正确']);
  });

  it('a task not done yet with 4000, writing nothing', async () => {
    const me = await account('welfare_todo');
    const r = await claim(me.token, WATCH);
    expect([r.code, r.tip]).toEqual([4000, TIP_TASK_NOT_DONE]);
    expect(await tdb.db.select().from(taskClaims)).toEqual([]);
    expect(await taskLedger(me.id)).toEqual([]);
  });
});

describe('the daily check-in', () => {
  it('credits an account once a day, ledgered, and counts the streak day by day', async () => {
    const me = await account('welfare_daily');
    const r = await claim(me.token, CHECKIN);
    expect(r.code, r.tip).toBe(200);
    expect(r.data).toEqual({
      task: expect.objectContaining({ id: CHECKIN, progress: 1, state: 'claimed' }),
      reward: 20,
      diamonds: 20,
      checkinStreak: 1,
      checkinWeek: expect.any(Array),
    });
    const [row] = await tdb.db.select().from(taskClaims).where(eq(taskClaims.userId, me.id));
    expect(row).toMatchObject({ taskId: CHECKIN, periodKey: '2025-06-01', reward: 20 });
    expect(await taskLedger(me.id)).toMatchObject([
      { amount: 20, balanceAfter: 20, refId: row!.id },
    ]);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);

    const again = await claim(me.token, CHECKIN);
    expect([again.code, again.tip]).toEqual([4000, TIP_TASK_CLAIMED_TODAY]);
    expect(await tasksOf(me.token)).toMatchObject({ checkinStreak: 1 });
    expect((await taskOf(me.token, CHECKIN)).state).toBe('claimed');

    // Midnight in Shanghai (16:00 UTC): a new day, yesterday's check-in still counts.
    h.clock.ms = Date.UTC(2025, 5, 1, 16, 0, 0);
    expect((await taskOf(me.token, CHECKIN)).state).toBe('claimable');
    expect(await tasksOf(me.token)).toMatchObject({ checkinStreak: 1, day: '2025-06-02' });
    const next = await claim(me.token, CHECKIN);
    expect(next.data).toMatchObject({ diamonds: 40, checkinStreak: 2 });
    // A day missed: the streak starts over.
    h.clock.advance(2 * DAY);
    expect(await tasksOf(me.token)).toMatchObject({ checkinStreak: 0 });
    expect((await claim(me.token, CHECKIN)).data.checkinStreak).toBe(1);
    expect(await taskLedger(me.id)).toHaveLength(3);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
    expect((await h.call('user/info', { token: me.token })).data.wallet.diamonds).toBe(60);
  });
});

describe('a one-off task', () => {
  it('bindPhone: the demo account has a phone, claims 10 钻石 once, ever', async () => {
    const me = await h.login('demo');
    expect(await taskOf(me.token, BIND_PHONE)).toMatchObject({ progress: 1, state: 'claimable' });
    const r = await claim(me.token, BIND_PHONE);
    expect(r.data).toMatchObject({ reward: 100, diamonds: 5000 + 100 });
    const again = await claim(me.token, BIND_PHONE);
    expect([again.code, again.tip]).toEqual([4000, TIP_TASK_CLAIMED]);
    h.clock.advance(3 * DAY);
    expect((await taskOf(me.token, BIND_PHONE)).state).toBe('claimed');
    expect((await claim(me.token, BIND_PHONE)).tip).toBe(TIP_TASK_CLAIMED);
    expect(await ledgerBalanced(tdb.db, DEMO_USER_ID)).toBe(true);
  });
});

describe('progress, from what the other calls wrote', () => {
  it('watch: three different videos today; a video again or one watched yesterday adds none', async () => {
    const me = await account('welfare_watch');
    await watch(me.token, VIDEO_IDS[0]!);
    h.clock.advance(DAY);
    await watch(me.token, VIDEO_IDS[1]!);
    await watch(me.token, VIDEO_IDS[1]!);
    await watch(me.token, VIDEO_IDS[2]!);
    expect(await taskOf(me.token, WATCH)).toMatchObject({ progress: 2, state: 'todo' });
    // Watched yesterday, again today: it counts today.
    await watch(me.token, VIDEO_IDS[0]!);
    expect(await taskOf(me.token, WATCH)).toMatchObject({ progress: 3, state: 'claimable' });
    const r = await claim(me.token, WATCH);
    expect(r.data).toMatchObject({ reward: 30, diamonds: 30, checkinStreak: 0 });
  });

  it('online, comment, first post and invite', async () => {
    const me = await account('welfare_busy');
    h.clock.advance(600);
    await h.call('user/online/time', { token: me.token, body: { seconds: 599 } });
    expect(await taskOf(me.token, ONLINE)).toMatchObject({ progress: 599, state: 'todo' });
    h.clock.advance(60);
    await h.call('user/online/time', { token: me.token, body: { seconds: 60 } });
    expect(await taskOf(me.token, ONLINE)).toMatchObject({ progress: 659, state: 'claimable' });

    const [post] = await tdb.db.select().from(posts).where(eq(posts.status, 'published')).limit(1);
    const said = await h.call('comment/add', {
      token: me.token,
      body: { postId: post!.id, content: '拍得真好' },
    });
    expect(said.code, said.tip).toBe(200);
    expect(await taskOf(me.token, COMMENT)).toMatchObject({ progress: 1, state: 'claimable' });

    const published = await h.call('post/publish', {
      token: me.token,
      body: { content: '第一次发帖，大家好' },
    });
    expect(published.code, published.tip).toBe(200);
    await h.jobs.idle();
    expect(await taskOf(me.token, FIRST_POST)).toMatchObject({ progress: 1, state: 'claimable' });

    const { inviteCode } = (await h.call('user/invite/income', { token: me.token })).data;
    const friend = await newAccount(h);
    await h.call('user/invite/redeem', { token: friend.token, body: { code: inviteCode } });
    expect(await taskOf(me.token, INVITE)).toMatchObject({ progress: 1, state: 'claimable' });

    for (const id of [ONLINE, COMMENT, FIRST_POST, INVITE]) {
      expect((await claim(me.token, id)).code).toBe(200);
    }
    const rewards = (await taskLedger(me.id)).map((l) => l.amount);
    expect(rewards).toEqual([20, 20, 100, 100]);
    expect(await ledgerBalanced(tdb.db, me.id)).toBe(true);
  });

  it('comment: a comment on a video counts as one on a post', async () => {
    const me = await account('welfare_vcomment');
    const said = await h.call('comment/add', {
      token: me.token,
      body: { videoId: VIDEO_IDS[0]!, content: '好看' },
    });
    expect(said.code, said.tip).toBe(200);
    expect(await taskOf(me.token, COMMENT)).toMatchObject({ progress: 1, state: 'claimable' });
  });

  it('a guest’s videos watched today count for the account they log into', async () => {
    const guest = await h.guest();
    for (const id of VIDEO_IDS.slice(0, 3)) await watch(guest.token, id);
    expect((await claim(guest.token, WATCH)).code).toBe(4030);
    const r = await h.call('login/account/login', {
      token: guest.token,
      body: { account: 'demo', password: 'demo123456' },
    });
    expect(r.code, r.tip).toBe(200);
    expect(await taskOf(r.data.token, WATCH)).toMatchObject({ progress: 3, state: 'claimable' });
    expect((await claim(r.data.token, WATCH)).data.reward).toBe(30);
  });
});
