import type { StaffDailyTotals } from '@hanpan/core/api/staff-settlement';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/bets/daily: stakes, payouts and GGR per product for the last 14 KST days. */
export function getDailyTotals(): Promise<StaffDailyTotals> {
  return staffCall<StaffDailyTotals>('bets/daily');
}

/** The dashboard's betting totals, refreshed with the dashboard (every minute). */
export function useDailyTotals(isEnabled = true) {
  return useQuery({
    queryKey: ['bets-daily'],
    queryFn: getDailyTotals,
    enabled: isEnabled,
    refetchInterval: 60_000,
  });
}
