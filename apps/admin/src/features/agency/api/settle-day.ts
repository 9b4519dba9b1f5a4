import type { StaffAgencySettleResult } from '@hanpan/core/api/agency-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { agencySettlementsQueryKey } from './get-settlements.ts';

/** POST /api/staff/agency/settle: runs (or re-runs, changing nothing) one KST day's settlement. */
export function settleDay(day: string): Promise<StaffAgencySettleResult> {
  return staffCall<StaffAgencySettleResult>('agency/settle', { day });
}

/** Mutation of a settlement run; the lists reload after it. */
export function useSettleDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleDay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencySettlementsQueryKey }),
  });
}
