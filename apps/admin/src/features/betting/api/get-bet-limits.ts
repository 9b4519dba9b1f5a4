import type { BetLimits } from '@hanpan/core/betting/limits';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the bet limits. */
export const betLimitsQueryKey = ['bet-limits'] as const;

/** POST /api/staff/bets/limits: the stored bet limits. */
export function getBetLimits(): Promise<BetLimits> {
  return staffCall<BetLimits>('bets/limits');
}

/** The bet limits (not refetched in the background: the form is being edited). */
export function useBetLimits(isEnabled = true) {
  return useQuery({
    queryKey: betLimitsQueryKey,
    queryFn: getBetLimits,
    enabled: isEnabled,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
