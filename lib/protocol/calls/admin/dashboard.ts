// The console's 数据看板 calls (issue 42 item 7, docs/admin-api.md "Dashboard"): every operator
// reads traffic; the money figures are filled only for the owner and finance (the handler asks
// lib/domain/admin/dashboard.ts seesMoney). The range rule is resolveDashboardRange's.
import * as v from 'valibot';

import { TIP_RANGE_DAY, TIP_RANGE_PRESET } from '@/lib/domain/admin/dashboard';

import { defineAdminCall } from '../../admin-call';
import { optional, payload } from '../../fields';
import { dashboardCsvFile, dashboardStats } from '../../shapes/admin/dashboard';

const everyone = { area: 'dashboard', access: 'operator', roles: 'any' } as const;

const day = v.pipe(v.string(TIP_RANGE_DAY), v.trim(), v.maxLength(10, TIP_RANGE_DAY));
const range = payload({
  /** 7, 30 or 90: the last days up to today; ignored when from and to are given. */
  days: optional(v.number(TIP_RANGE_PRESET)),
  /** YYYY-MM-DD, Shanghai days, both included. */
  from: optional(day),
  to: optional(day),
});

export const ADMIN_DASHBOARD_CALLS = [
  defineAdminCall('dashboard/stats', {
    ...everyone,
    request: range,
    response: dashboardStats,
    note: 'per Shanghai day: new guests and accounts, active users, orders (and revenue for owner and finance) by way of payment, uploads, plays; top videos and posts; at most 366 days',
  }),
  defineAdminCall('dashboard/csv', {
    ...everyone,
    request: range,
    response: dashboardCsvFile,
    note: 'the same days as CSV (UTF-8 with BOM), money columns only for owner and finance',
  }),
] as const;
