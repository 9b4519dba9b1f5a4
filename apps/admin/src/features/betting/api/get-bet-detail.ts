import type { StaffBetDetail } from '@hanpan/core/api/staff-settlement';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/bets/detail: one bet with its legs, ledger lines and settlement history. */
export function getBetDetail(betId: string): Promise<StaffBetDetail> {
  return staffCall<StaffBetDetail>('bets/detail', { betId });
}

/** One bet's detail. */
export function useBetDetail(betId: string, isEnabled = true) {
  return useQuery({
    queryKey: ['bet-detail', betId],
    queryFn: () => getBetDetail(betId),
    enabled: isEnabled,
  });
}
