// The console's 数据看板 through the origin's real app (PGlite): rows made by the app's own calls
// (guests, a registration, sessions, plays, post views, orders paid by 支付宝 and 微信支付 on each
// side of midnight in Shanghai) plus uploads; each day's figures must equal what SQL in this test
// counts from the tables with Postgres's own Asia/Shanghai dates. Also the range rules, the money
// figures hidden from roles without them, and the CSV.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  TIP_RANGE_BOTH,
  TIP_RANGE_DAY,
  TIP_RANGE_FUTURE,
  TIP_RANGE_LONG,
  TIP_RANGE_ORDER,
  TIP_RANGE_PRESET,
} from '@/lib/domain/admin/dashboard';

import { adminCall, adminLogin } from '../../test/admin-fixtures';
import { createHarness, TEST_START_MS, type Harness } from '../../test/harness';
import {
  DAY_A,
  DAY_B,
  MIDNIGHT_MS,
  perDay,
  seedTwoDays,
  shDay,
  sqlRows,
} from '../../test/dashboard-fixtures';
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

const q = <T>(text: ReturnType<typeof sql>) => sqlRows<T>(tdb.db, text);
const countsByDay = (text: ReturnType<typeof sql>) => perDay(tdb.db, text);

describe('the figures of each day', () => {
  it('equal the counts taken from the tables, split at midnight in Shanghai', async () => {
    const seedViews = await q<{ id: number; views: number }>(sql`SELECT id, views FROM videos`);
    const postsBefore = new Map(
      (await q<{ id: number; views: number }>(sql`SELECT id, views FROM posts`)).map((p) => [
        p.id,
        Number(p.views),
      ]),
    );
    const { guestIds } = await seedTwoDays(h, tdb.db);
    const token = await adminLogin(h, 'finance1');
    const r = await adminCall(h, 'dashboard/stats', {
      token,
      body: { from: DAY_A, to: DAY_B },
    });
    expect(r.code, r.tip).toBe(200);
    const days = r.data.days as {
      day: string;
      newGuests: number;
      newAccounts: number;
      activeUsers: number;
      ordersCreated: number;
      paidOrders: Record<string, number>;
      revenue: Record<string, number>;
      refunds: number;
      uploads: number;
      plays: number;
    }[];
    expect(days.map((d) => d.day)).toEqual([DAY_A, DAY_B]);

    const guests = await countsByDay(
      sql`SELECT ${shDay('created_at')} d, count(*) n FROM users
        WHERE id IN (${sql.join(
          guestIds.map((id) => sql`${id}`),
          sql`, `,
        )}) GROUP BY 1`,
    );
    const accounts = await countsByDay(
      sql`SELECT ${shDay('registered_at')} d, count(*) n FROM users WHERE kind = 'account' GROUP BY 1`,
    );
    const active = await countsByDay(
      sql`SELECT d, count(DISTINCT user_id) n FROM (
          SELECT ${shDay('s.created_at')} d, s.user_id FROM sessions s
            JOIN users u ON u.id = s.user_id WHERE u.kind <> 'service'
          UNION SELECT day, user_id FROM user_online_days WHERE seconds > 0) a GROUP BY 1`,
    );
    const created = await countsByDay(
      sql`SELECT ${shDay('created_at')} d, count(*) n FROM recharge_orders GROUP BY 1`,
    );
    const paid = await q<{ d: string; pay_type: string; n: number; fen: number }>(
      sql`SELECT ${shDay('paid_at')} d, pay_type, count(*) n, sum(price) fen FROM recharge_orders
        WHERE status = 'paid' GROUP BY 1, 2`,
    );
    const ready = await countsByDay(
      sql`SELECT ${shDay('created_at')} d, count(*) n FROM uploads WHERE status = 'ready' GROUP BY 1`,
    );
    for (const d of days) {
      expect([d.day, 'newGuests', d.newGuests]).toEqual([d.day, 'newGuests', guests[d.day] ?? 0]);
      expect([d.day, 'newAccounts', d.newAccounts]).toEqual([
        d.day,
        'newAccounts',
        accounts[d.day] ?? 0,
      ]);
      expect([d.day, 'active', d.activeUsers]).toEqual([d.day, 'active', active[d.day] ?? 0]);
      expect([d.day, 'created', d.ordersCreated]).toEqual([d.day, 'created', created[d.day] ?? 0]);
      expect([d.day, 'uploads', d.uploads]).toEqual([d.day, 'uploads', ready[d.day] ?? 0]);
      for (const t of ['alipay', 'wechat', 'gold']) {
        const row = paid.find((p) => p.d === d.day && p.pay_type === t);
        expect([d.day, t, d.paidOrders[t], d.revenue[t]]).toEqual([
          d.day,
          t,
          Number(row?.n ?? 0),
          Number(row?.fen ?? 0),
        ]);
      }
    }
    // The seed made something on both days, on both sides of midnight, by both ways.
    expect(days.map((d) => [d.paidOrders.alipay, d.paidOrders.wechat])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(days.every((d) => d.newGuests > 0 && d.newAccounts > 0 && d.uploads > 0)).toBe(true);

    // Plays: the all-time counters moved by exactly the plays the range shows.
    const views = await q<{ id: number; views: number }>(sql`SELECT id, views FROM videos`);
    const before = new Map(seedViews.map((v) => [v.id, Number(v.views)]));
    const grown = views
      .map((v) => ({ id: v.id, plays: Number(v.views) - (before.get(v.id) ?? 0) }))
      .filter((v) => v.plays > 0);
    const total = grown.reduce((sum, v) => sum + v.plays, 0);
    expect(total).toBeGreaterThan(0);
    expect(days.reduce((sum, d) => sum + d.plays, 0)).toBe(total);
    expect(
      (r.data.topVideos as { id: number; views: number }[]).map((v) => [v.id, v.views]),
    ).toEqual(grown.sort((a, b) => b.plays - a.plays || a.id - b.id).map((v) => [v.id, v.plays]));
    const postViews = await q<{ id: number; views: number }>(sql`SELECT id, views FROM posts`);
    const read = postViews
      .map((p) => ({ id: p.id, views: Number(p.views) - (postsBefore.get(p.id) ?? 0) }))
      .filter((p) => p.views > 0);
    expect(read).toHaveLength(1);
    expect(r.data.topPosts).toMatchObject(read);
  });
});

describe('the range', () => {
  it('takes 7, 30 or 90 days up to today or from–to; refuses the rest in Chinese', async () => {
    let token = await adminLogin(h, 'moderator1');
    const stats = (body: object) => adminCall(h, 'dashboard/stats', { token, body });
    const week = await stats({});
    expect(week.code, week.tip).toBe(200);
    expect(week.data.days).toHaveLength(7);
    expect(week.data.to).toBe(DAY_A);
    expect((await stats({ days: 90 })).data.days).toHaveLength(90);
    h.clock.ms = MIDNIGHT_MS;
    token = await adminLogin(h, 'moderator1');
    expect((await stats({ days: 30 })).data.to).toBe(DAY_B);
    const year = await stats({ from: '2024-06-02', to: DAY_B });
    expect(year.data.days).toHaveLength(366);
    for (const [body, tip] of [
      [{ days: 5 }, TIP_RANGE_PRESET],
      [{ from: DAY_A }, TIP_RANGE_BOTH],
      [{ from: '2025-02-30', to: DAY_B }, TIP_RANGE_DAY],
      [{ from: '2025/06/01', to: DAY_B }, TIP_RANGE_DAY],
      [{ from: DAY_B, to: DAY_A }, TIP_RANGE_ORDER],
      [{ from: DAY_A, to: '2025-06-03' }, TIP_RANGE_FUTURE],
      [{ from: '2024-06-01', to: DAY_B }, TIP_RANGE_LONG],
      [{ from: 7, to: DAY_B }, TIP_RANGE_DAY],
    ] as const) {
      const bad = await stats(body);
      expect([body, bad.code, bad.tip]).toEqual([body, 4000, tip]);
    }
  });
});

describe('money figures and the CSV', () => {
  it('revenue and refunds only for the owner and finance, in the answer and in the CSV', async () => {
    await seedTwoDays(h, tdb.db);
    const body = { from: DAY_A, to: DAY_B };
    for (const name of ['editor1', 'moderator1']) {
      const token = await adminLogin(h, name);
      const r = await adminCall(h, 'dashboard/stats', { token, body });
      expect(r.data.money).toBe(false);
      expect(
        r.data.days.map((d: { revenue: unknown; refunds: unknown }) => [d.revenue, d.refunds]),
      ).toEqual([
        [null, null],
        [null, null],
      ]);
      expect(r.data.days[0].paidOrders.alipay).toBe(1);
      const csv = await adminCall(h, 'dashboard/csv', { token, body });
      expect(csv.data.csv).not.toMatch(/收入|退款/);
    }
    for (const name of ['finance1', 'admin']) {
      const token = await adminLogin(h, name);
      const r = await adminCall(h, 'dashboard/stats', { token, body });
      expect(r.data.money).toBe(true);
      expect(r.data.days[0].revenue.alipay).toBeGreaterThan(0);
    }
  });

  it('is UTF-8 with a BOM, a Chinese header and one row a day with the figures', async () => {
    await seedTwoDays(h, tdb.db);
    const token = await adminLogin(h, 'admin');
    const body = { from: DAY_A, to: DAY_B };
    const stats = (await adminCall(h, 'dashboard/stats', { token, body })).data;
    const r = await adminCall(h, 'dashboard/csv', { token, body });
    expect(r.code, r.tip).toBe(200);
    expect(r.data.filename).toBe(`数据看板-${DAY_A}-${DAY_B}.csv`);
    const text = r.data.csv as string;
    expect(text.startsWith('\uFEFF日期,新增游客,新增账号,日活跃用户,新建订单,')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('支付宝收入(元)');
    const [, a, b] = lines.map((l) => l.split(','));
    const [dayA, dayB] = stats.days;
    expect(a!.slice(0, 5)).toEqual([
      DAY_A,
      String(dayA.newGuests),
      String(dayA.newAccounts),
      String(dayA.activeUsers),
      String(dayA.ordersCreated),
    ]);
    expect(b![0]).toBe(DAY_B);
    expect(a![a!.length - 4]).toBe((dayA.revenue.alipay / 100).toFixed(2));
    expect(b![b!.length - 3]).toBe((dayB.revenue.wechat / 100).toFixed(2));
  });
});

it('keeps the start instant of the harness at noon in Shanghai', () => {
  expect(new Date(TEST_START_MS).toISOString()).toBe('2025-06-01T04:00:00.000Z');
});
