// React Query hook of the console's 数据看板 (docs/admin-api.md "Dashboard"): the figures of a
// range, kept while the next range loads; the CSV is asked for on the click.
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AdminCallInput } from '@/lib/protocol/admin-call-table';

import { adminCall } from './admin-client';
import { downloadCsv } from './use-finance';

export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

export type DashboardInput = AdminCallInput<'dashboard/stats'>;

export function useDashboard(input: DashboardInput) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, input],
    queryFn: () => adminCall('dashboard/stats', input),
    placeholderData: keepPreviousData,
  });
}

/** Fetches the range's CSV and hands it to the browser as a download. */
export async function downloadDashboardCsv(input: DashboardInput): Promise<void> {
  const file = await adminCall('dashboard/csv', input);
  downloadCsv(file.filename, file.csv);
}
