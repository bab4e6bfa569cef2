import { describe, expect, it } from 'vitest';

import {
  dashboardCsv,
  dashboardCsvHeader,
  rangeDays,
  resolveDashboardRange,
  seesMoney,
  TIP_RANGE_FUTURE,
  TIP_RANGE_LONG,
  type DashboardDay,
} from './dashboard';
import { dayLabel } from '../platform/shanghai-day';

// 2025-06-01 23:59:59.999 and 2025-06-02 00:00 in Shanghai.
const BEFORE = Date.UTC(2025, 5, 1, 15, 59, 59, 999);
const MIDNIGHT = Date.UTC(2025, 5, 1, 16);

describe('the range', () => {
  it('is the last 7/30/90 days up to today, or from–to within 366 days and not past today', () => {
    const week = resolveDashboardRange({}, MIDNIGHT);
    expect('range' in week && rangeDays(week.range).map(dayLabel)).toEqual([
      '2025-05-27',
      '2025-05-28',
      '2025-05-29',
      '2025-05-30',
      '2025-05-31',
      '2025-06-01',
      '2025-06-02',
    ]);
    const year = resolveDashboardRange({ from: '2024-06-02', to: '2025-06-02' }, MIDNIGHT);
    expect('range' in year && rangeDays(year.range)).toHaveLength(366);
    expect(resolveDashboardRange({ from: '2024-06-01', to: '2025-06-02' }, MIDNIGHT)).toEqual({
      tip: TIP_RANGE_LONG,
    });
    expect(resolveDashboardRange({ from: '2025-06-02', to: '2025-06-02' }, BEFORE)).toEqual({
      tip: TIP_RANGE_FUTURE,
    });
  });
});

it('shows money to the owner and finance only', () => {
  expect(['owner', 'finance', 'editor', 'moderator'].map((r) => seesMoney(r as never))).toEqual([
    true,
    true,
    false,
    false,
  ]);
});

it('writes the CSV with a BOM, CRLF rows and yuan for fen', () => {
  const day: DashboardDay = {
    day: '2025-06-01',
    newGuests: 3,
    newAccounts: 1,
    activeUsers: 4,
    ordersCreated: 2,
    paidOrders: { alipay: 1, wechat: 0, gold: 0 },
    revenue: { alipay: 3000, wechat: 0, gold: 0 },
    refunds: 150,
    uploads: 1,
    plays: 2,
  };
  const money = dashboardCsv([day], true);
  expect(money).toBe(
    `\uFEFF${dashboardCsvHeader(true).join(',')}\r\n2025-06-01,3,1,4,2,1,0,0,1,2,30.00,0.00,0.00,1.50\r\n`,
  );
  expect(dashboardCsv([{ ...day, revenue: null, refunds: null }], false)).toBe(
    `\uFEFF${dashboardCsvHeader(false).join(',')}\r\n2025-06-01,3,1,4,2,1,0,0,1,2\r\n`,
  );
  expect(dashboardCsvHeader(false).join()).not.toMatch(/收入|退款/);
});
