import type { StaffDashboard } from '@hanpan/core/api/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/**
 * Today's totals and the balance sums refresh this often; the pending queues are live (the event
 * stream refetches the dashboard when a pending count moves).
 */
export const dashboardPollMs = 60_000;

/** Query key of the dashboard. */
export const dashboardQueryKey = ['dashboard'] as const;

/** POST /api/staff/dashboard: pending queues, today's totals, member balance sums. */
export function getDashboard(): Promise<StaffDashboard> {
  return staffCall<StaffDashboard>('dashboard');
}

/** Query options of the dashboard, refreshed every minute. */
export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: getDashboard,
  refetchInterval: dashboardPollMs,
});

/** The dashboard figures. */
export function useDashboard(isEnabled = true) {
  return useQuery({ ...dashboardQueryOptions, enabled: isEnabled });
}
