// The console's 数据看板 (issue 42 item 7, docs/admin-api.md "Dashboard"): which Shanghai days a
// range covers, how a range is checked, who sees money, and the CSV. Pure: the origin passes `now`
// and groups rows by shanghaiDayNumber's formula (platform/shanghai-day.ts), one rule for every day.
import { csvText } from '../platform/csv';
import { dayLabel, dayStartMs, parseDayLabel, shanghaiDayNumber } from '../platform/shanghai-day';
import type { OperatorRole } from './roles';

export const DASHBOARD_PRESETS = [7, 30, 90] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];
export const DASHBOARD_MAX_DAYS = 366;
/** How many videos and posts the top lists hold. */
export const DASHBOARD_TOP = 10;

export const TIP_RANGE_DAY = '日期格式应为YYYY-MM-DD';
export const TIP_RANGE_BOTH = '请同时选择开始日期和结束日期';
export const TIP_RANGE_ORDER = '结束日期不能早于开始日期';
export const TIP_RANGE_FUTURE = '结束日期不能晚于今天';
export const TIP_RANGE_LONG = `统计范围最长${DASHBOARD_MAX_DAYS}天`;
export const TIP_RANGE_PRESET = `请选择近${DASHBOARD_PRESETS.join('/')}天或自定义日期`;

export type DashboardRangeInput = { days?: number | undefined; from?: string; to?: string };

/** Day numbers, both ends included; [startMs, endMs) is the instants they hold. */
export type DashboardRange = { first: number; last: number; startMs: number; endMs: number };

/**
 * The range asked for: the last `days` days up to today, or from–to (both YYYY-MM-DD, Shanghai
 * days, both included), never past today and at most DASHBOARD_MAX_DAYS long. A Chinese tip
 * for anything else.
 */
export function resolveDashboardRange(
  input: DashboardRangeInput,
  nowMs: number,
): { range: DashboardRange } | { tip: string } {
  const today = shanghaiDayNumber(nowMs);
  let first: number;
  let last: number;
  if (input.from !== undefined || input.to !== undefined) {
    if (!input.from || !input.to) return { tip: TIP_RANGE_BOTH };
    const from = parseDayLabel(input.from);
    const to = parseDayLabel(input.to);
    if (from === null || to === null) return { tip: TIP_RANGE_DAY };
    if (to < from) return { tip: TIP_RANGE_ORDER };
    if (to > today) return { tip: TIP_RANGE_FUTURE };
    if (to - from + 1 > DASHBOARD_MAX_DAYS) return { tip: TIP_RANGE_LONG };
    [first, last] = [from, to];
  } else {
    const days = input.days ?? DASHBOARD_PRESETS[0];
    if (!(DASHBOARD_PRESETS as readonly number[]).includes(days)) return { tip: TIP_RANGE_PRESET };
    [first, last] = [today - days + 1, today];
  }
  return { range: { first, last, startMs: dayStartMs(first), endMs: dayStartMs(last + 1) } };
}

/** Every day of the range, oldest first. */
export function rangeDays(range: DashboardRange): number[] {
  return Array.from({ length: range.last - range.first + 1 }, (_, i) => range.first + i);
}

/** Revenue and refunds are money: the owner and finance see them, every other operator traffic. */
export function seesMoney(role: OperatorRole): boolean {
  return role === 'owner' || role === 'finance';
}

/** Ways of payment of a recharge order, as the dashboard splits them. */
export const DASHBOARD_PAY_TYPES = ['alipay', 'wechat', 'gold'] as const;
export type DashboardPayType = (typeof DASHBOARD_PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Readonly<Record<DashboardPayType, string>> = {
  alipay: '支付宝',
  wechat: '微信支付',
  gold: '金币支付',
};

/** One Shanghai day's figures; the money ones are null for a role that may not see them. */
export type DashboardDay = {
  day: string;
  newGuests: number;
  newAccounts: number;
  activeUsers: number;
  ordersCreated: number;
  paidOrders: Record<DashboardPayType, number>;
  /** fen, by way of payment, of the orders paid that day. */
  revenue: Record<DashboardPayType, number> | null;
  /** fen refunded that day. */
  refunds: number | null;
  uploads: number;
  plays: number;
};

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The CSV's header; the money columns only for a role that sees money. */
export function dashboardCsvHeader(money: boolean): string[] {
  const traffic = ['日期', '新增游客', '新增账号', '日活跃用户', '新建订单'];
  const paid = DASHBOARD_PAY_TYPES.map((t) => `${PAY_TYPE_LABELS[t]}支付订单`);
  const tail = ['上传', '播放'];
  const cash = [...DASHBOARD_PAY_TYPES.map((t) => `${PAY_TYPE_LABELS[t]}收入(元)`), '退款(元)'];
  return [...traffic, ...paid, ...tail, ...(money ? cash : [])];
}

/** The days as CSV (UTF-8 with BOM, one row a day); money columns only when the days carry them. */
export function dashboardCsv(days: readonly DashboardDay[], money: boolean): string {
  const rows = days.map((d) => [
    d.day,
    d.newGuests,
    d.newAccounts,
    d.activeUsers,
    d.ordersCreated,
    ...DASHBOARD_PAY_TYPES.map((t) => d.paidOrders[t]),
    d.uploads,
    d.plays,
    ...(money && d.revenue
      ? [...DASHBOARD_PAY_TYPES.map((t) => yuan(d.revenue![t])), yuan(d.refunds ?? 0)]
      : []),
  ]);
  return csvText([dashboardCsvHeader(money), ...rows]);
}

/** 数据看板-<from>-<to>.csv */
export function dashboardCsvName(range: DashboardRange): string {
  return `数据看板-${dayLabel(range.first)}-${dayLabel(range.last)}.csv`;
}
