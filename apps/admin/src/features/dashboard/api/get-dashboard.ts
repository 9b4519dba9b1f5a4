import type { StaffDashboard } from '@hanpan/core/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The dashboard refreshes this often. */
export const dashboardPollMs = 15_000;

/** POST /api/staff/dashboard: pending queues, today's totals, member balance sums. */
export function getDashboard(): Promise<StaffDashboard> {
  return staffCall<StaffDashboard>('dashboard');
}

/** Query options of the dashboard, refreshed every 15 s. */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: getDashboard,
  refetchInterval: dashboardPollMs,
});

/** The dashboard figures (also the sidebar's pending badges). */
export function useDashboard(isEnabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled: isEnabled });
}
