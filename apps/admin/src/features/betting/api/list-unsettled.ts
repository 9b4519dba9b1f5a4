import type { StaffUnsettled } from '@hanpan/core/api/staff-settlement';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/bets/unsettled: markets with open legs and no result `hours` after kick-off. */
export function listUnsettled(hours: number): Promise<StaffUnsettled> {
  return staffCall<StaffUnsettled>('bets/unsettled', { hours });
}

/** The unsettled queue, refreshed every minute. */
export function useUnsettled(hours: number, isEnabled = true) {
  return useQuery({
    queryKey: ['bets-unsettled', hours],
    queryFn: () => listUnsettled(hours),
    enabled: isEnabled,
    refetchInterval: 60_000,
  });
}
