// The check-in week of usertask/list and usertask/get, through the app: Monday to Sunday of the
// Shanghai week, today open then ticked, the week turning at midnight in Shanghai (not UTC), a
// missed day shown as missed and breaking the streak, and no strip when no check-in is offered.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { tasks } from '../../db/schema/welfare';
import { newAccount } from '../../test/account-fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { DB_HOOK_TIMEOUT_MS, openTestDb, type TestDb } from '../../test/test-db';

let tdb: TestDb;
let h: Harness;

beforeAll(async () => {
  tdb = await openTestDb();
  h = await createHarness(tdb.db, { config: { guestPerIpPerMinute: 10_000 } });
}, DB_HOOK_TIMEOUT_MS);
beforeEach(async () => {
  await tdb.reset();
  h.reset();
}, DB_HOOK_TIMEOUT_MS);
afterAll(() => tdb.close(), DB_HOOK_TIMEOUT_MS);

const CHECKIN = 1;
const DAY = 86_400;
type Day = { day: string; label: string; reward: number; state: string; today: boolean };

const list = async (token: string) => (await h.call('usertask/list', { token })).data;
const checkIn = async (token: string) => {
  const r = await h.call('usertask/get', { token, body: { id: CHECKIN } });
  if (r.code !== 200) throw new Error(`check in: ${r.code} ${r.tip}`);
  return r.data;
};
const states = (week: Day[]) => week.map((d) => d.state);

describe('the check-in week', () => {
  it('is this Shanghai week: today open, then ticked; 23:59 Sunday and 00:01 Monday differ', async () => {
    // The harness starts on Sunday 2025-06-01, noon in Shanghai.
    const me = await newAccount(h);
    const before = await list(me.token);
    expect(before.checkinWeek.map((d: Day) => d.day)).toEqual([
      '2025-05-26',
      '2025-05-27',
      '2025-05-28',
      '2025-05-29',
      '2025-05-30',
      '2025-05-31',
      '2025-06-01',
    ]);
    expect(before.checkinWeek[0]).toEqual({
      day: '2025-05-26',
      label: '周一',
      reward: 20,
      state: 'missed',
      today: false,
    });
    expect(before.checkinWeek[6]).toMatchObject({ label: '今天', state: 'today', reward: 20 });
    const claimed = await checkIn(me.token);
    expect(claimed.checkinWeek[6]).toMatchObject({ label: '今天', state: 'checked', today: true });

    h.clock.ms = Date.UTC(2025, 5, 1, 15, 59, 0); // 23:59 Sunday in Shanghai
    expect((await list(me.token)).checkinWeek[6]).toMatchObject({ state: 'checked' });
    h.clock.advance(120); // 00:01 Monday in Shanghai, still Sunday in UTC
    const monday = await list(me.token);
    expect(monday.checkinWeek[0]).toMatchObject({ day: '2025-06-02', label: '今天' });
    expect(states(monday.checkinWeek)).toEqual(['today', ...Array(6).fill('later')]);
    expect(monday.checkinStreak).toBe(1);
  });

  it('shows a missed day as missed, and the streak starts over after it', async () => {
    const me = await newAccount(h);
    h.clock.ms = Date.UTC(2025, 5, 2, 1, 0, 0); // Monday 09:00 in Shanghai
    await checkIn(me.token);
    h.clock.advance(DAY);
    await checkIn(me.token);
    h.clock.advance(2 * DAY); // Wednesday missed
    const thursday = await list(me.token);
    expect(thursday.checkinStreak).toBe(0);
    expect(states(thursday.checkinWeek)).toEqual([
      'checked',
      'checked',
      'missed',
      'today',
      'later',
      'later',
      'later',
    ]);
    const claimed = await checkIn(me.token);
    expect(claimed.checkinStreak).toBe(1);
    expect(states(claimed.checkinWeek).slice(0, 4)).toEqual([
      'checked',
      'checked',
      'missed',
      'checked',
    ]);
  });

  it('ticks what a day gave, offers today’s reward, and has no strip without a check-in task', async () => {
    const me = await newAccount(h);
    h.clock.ms = Date.UTC(2025, 5, 2, 1, 0, 0); // Monday 09:00 in Shanghai
    await checkIn(me.token);
    await tdb.db.update(tasks).set({ reward: 50 }).where(eq(tasks.id, CHECKIN));
    h.clock.advance(DAY);
    const week = (await list(me.token)).checkinWeek;
    expect(week[0]).toMatchObject({ day: '2025-06-02', state: 'checked', reward: 20 });
    expect(week[1]).toMatchObject({ day: '2025-06-03', state: 'today', reward: 50 });
    expect(week[2]).toMatchObject({ state: 'later', reward: 50 });
    await tdb.db.update(tasks).set({ enabled: false }).where(eq(tasks.id, CHECKIN));
    expect((await list(me.token)).checkinWeek).toEqual([]);
  });
});
