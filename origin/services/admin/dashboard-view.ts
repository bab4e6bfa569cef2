// The console's 数据看板 reads (docs/admin-api.md "Dashboard"): each figure counted from the table
// that holds it, grouped by Shanghai day with lib/domain/admin/dashboard.ts's offset, so the
// origin and the rule never disagree on where a day starts. Nothing here writes.
import { sql, type SQL } from 'drizzle-orm';

import {
  DASHBOARD_PAY_TYPES,
  DASHBOARD_TOP,
  rangeDays,
  type DashboardDay,
  type DashboardPayType,
  type DashboardRange,
} from '@/lib/domain/admin/dashboard';
import { DAY_MS, DAY_OFFSET_MS, dayLabel } from '@/lib/domain/platform/shanghai-day';
import type { DashboardStats } from '@/lib/protocol/shapes/admin/dashboard';

import type { Db } from '../../db/client';

type DayCount = { day: number; n: number };

/** The Shanghai day number of a timestamptz column (shanghaiDayNumber, in SQL). */
const dayOf = (column: SQL) =>
  sql`floor((extract(epoch from ${column}) * 1000 + ${DAY_OFFSET_MS}) / ${DAY_MS})::int`;
/** The day number of a YYYY-MM-DD text column (user_online_days, view_days). */
const dayOfLabel = (column: SQL) => sql`(${column}::date - date '1970-01-01')`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Counts per day of `column` in the range, from `from` (FROM … WHERE …, without the range). */
async function countByDay(db: Db, column: SQL, from: SQL, r: DashboardRange): Promise<DayCount[]> {
  return rows<DayCount>(
    db,
    sql`SELECT ${dayOf(column)} AS day, count(*)::int AS n ${from}
      AND ${column} >= ${new Date(r.startMs).toISOString()}::timestamptz
      AND ${column} < ${new Date(r.endMs).toISOString()}::timestamptz
      GROUP BY 1`,
  );
}

/** Users who had online time, or opened a session, that day (the web server's identity aside). */
async function activeByDay(db: Db, r: DashboardRange): Promise<DayCount[]> {
  const from = dayLabel(r.first);
  const to = dayLabel(r.last);
  const start = new Date(r.startMs).toISOString();
  const end = new Date(r.endMs).toISOString();
  return rows<DayCount>(
    db,
    sql`SELECT a.day, count(DISTINCT a.user_id)::int AS n FROM (
        SELECT ${dayOfLabel(sql`day`)} AS day, user_id FROM user_online_days
          WHERE day >= ${from} AND day <= ${to} AND seconds > 0
        UNION ALL
        SELECT ${dayOf(sql`created_at`)} AS day, user_id FROM sessions
          WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz
      ) a JOIN users u ON u.id = a.user_id AND u.kind <> 'service'
      GROUP BY a.day`,
  );
}

type PaidRow = { day: number; payType: DashboardPayType; n: number; fen: number };

async function paidByDay(db: Db, r: DashboardRange): Promise<PaidRow[]> {
  return rows<PaidRow>(
    db,
    sql`SELECT ${dayOf(sql`paid_at`)} AS day, pay_type AS "payType", count(*)::int AS n,
        coalesce(sum(price), 0)::int AS fen
      FROM recharge_orders WHERE status = 'paid'
        AND paid_at >= ${new Date(r.startMs).toISOString()}::timestamptz
        AND paid_at < ${new Date(r.endMs).toISOString()}::timestamptz
      GROUP BY 1, 2`,
  );
}

async function viewsByDay(db: Db, kind: 'video' | 'post', r: DashboardRange) {
  return rows<DayCount>(
    db,
    sql`SELECT ${dayOfLabel(sql`day`)} AS day, sum(views)::int AS n FROM view_days
      WHERE kind = ${kind} AND day >= ${dayLabel(r.first)} AND day <= ${dayLabel(r.last)}
      GROUP BY 1`,
  );
}

type TopItem = DashboardStats['topVideos'][number];

/** The most played videos / most read posts of the range, ties by id. */
async function top(db: Db, kind: 'video' | 'post', r: DashboardRange): Promise<TopItem[]> {
  const title =
    kind === 'video'
      ? sql`(SELECT title FROM videos WHERE id = v.item_id)`
      : sql`(SELECT left(content, 40) FROM posts WHERE id = v.item_id)`;
  return rows<TopItem>(
    db,
    sql`SELECT v.item_id AS id, coalesce(${title}, '（已删除）') AS title, v.views FROM (
        SELECT item_id, sum(views)::int AS views FROM view_days
        WHERE kind = ${kind} AND day >= ${dayLabel(r.first)} AND day <= ${dayLabel(r.last)}
        GROUP BY item_id
      ) v ORDER BY v.views DESC, v.item_id LIMIT ${DASHBOARD_TOP}`,
  );
}

const perPayType = () => ({ alipay: 0, wechat: 0, gold: 0 }) as Record<DashboardPayType, number>;

/** Every figure of every day of `r`; money figures null unless `money`. */
export async function dashboardStats(
  db: Db,
  r: DashboardRange,
  money: boolean,
): Promise<DashboardStats> {
  const [guests, accounts, active, created, paid, refunds, uploads, plays, topVideos, topPosts] =
    await Promise.all([
      // A user who started as a guest, registered later or not (a new account is registered
      // the instant it is created).
      countByDay(
        db,
        sql`created_at`,
        sql`FROM users WHERE kind <> 'service' AND (registered_at IS NULL OR registered_at > created_at)`,
        r,
      ),
      countByDay(db, sql`registered_at`, sql`FROM users WHERE registered_at IS NOT NULL`, r),
      activeByDay(db, r),
      countByDay(db, sql`created_at`, sql`FROM recharge_orders WHERE true`, r),
      paidByDay(db, r),
      rows<DayCount>(
        db,
        sql`SELECT ${dayOf(sql`created_at`)} AS day, coalesce(sum(amount), 0)::int AS n
          FROM recharge_refunds
          WHERE created_at >= ${new Date(r.startMs).toISOString()}::timestamptz
            AND created_at < ${new Date(r.endMs).toISOString()}::timestamptz GROUP BY 1`,
      ),
      countByDay(db, sql`created_at`, sql`FROM uploads WHERE status = 'ready'`, r),
      viewsByDay(db, 'video', r),
      top(db, 'video', r),
      top(db, 'post', r),
    ]);
  const at = (list: DayCount[]) => new Map(list.map((x) => [Number(x.day), Number(x.n)]));
  const [g, a, act, c, rf, up, pl] = [
    guests,
    accounts,
    active,
    created,
    refunds,
    uploads,
    plays,
  ].map(at);
  const days: DashboardDay[] = rangeDays(r).map((n) => {
    const paidOrders = perPayType();
    const revenue = perPayType();
    for (const p of paid.filter((x) => Number(x.day) === n)) {
      if (!DASHBOARD_PAY_TYPES.includes(p.payType)) continue;
      paidOrders[p.payType] = Number(p.n);
      revenue[p.payType] = Number(p.fen);
    }
    return {
      day: dayLabel(n),
      newGuests: g!.get(n) ?? 0,
      newAccounts: a!.get(n) ?? 0,
      activeUsers: act!.get(n) ?? 0,
      ordersCreated: c!.get(n) ?? 0,
      paidOrders,
      revenue: money ? revenue : null,
      refunds: money ? (rf!.get(n) ?? 0) : null,
      uploads: up!.get(n) ?? 0,
      plays: pl!.get(n) ?? 0,
    };
  });
  return {
    from: dayLabel(r.first),
    to: dayLabel(r.last),
    money,
    days,
    topVideos: topVideos.map((t) => ({ ...t, id: Number(t.id), views: Number(t.views) })),
    topPosts: topPosts.map((t) => ({ ...t, id: Number(t.id), views: Number(t.views) })),
  };
}
