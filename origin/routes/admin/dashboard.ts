// The console's 数据看板 calls (docs/admin-api.md "Dashboard"): any operator; the money figures
// only for the roles lib/domain/admin/dashboard.ts seesMoney names.
import {
  dashboardCsv,
  dashboardCsvName,
  resolveDashboardRange,
  seesMoney,
  type DashboardRange,
  type DashboardRangeInput,
} from '@/lib/domain/admin/dashboard';

import type { RouteDeps } from '../../http/context';
import { badInput } from '../../http/envelope';
import { dashboardStats } from '../../services/admin/dashboard-view';
import type { AdminHandlers } from './admin-route';

type DashboardHandlers = Pick<AdminHandlers, Extract<keyof AdminHandlers, `dashboard/${string}`>>;

function rangeOf(input: DashboardRangeInput, nowMs: number): DashboardRange {
  const resolved = resolveDashboardRange(input, nowMs);
  if ('tip' in resolved) throw badInput(resolved.tip, 'dashboard: bad range');
  return resolved.range;
}

export function adminDashboardHandlers(deps: RouteDeps): DashboardHandlers {
  const { db, now } = deps;
  return {
    'dashboard/stats': ({ input, session }) =>
      dashboardStats(db, rangeOf(input, now()), seesMoney(session.operator.role)),
    'dashboard/csv': async ({ input, session }) => {
      const range = rangeOf(input, now());
      const money = seesMoney(session.operator.role);
      const stats = await dashboardStats(db, range, money);
      return { filename: dashboardCsvName(range), csv: dashboardCsv(stats.days, money) };
    },
  };
}
