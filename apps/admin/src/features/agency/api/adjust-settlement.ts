import type { StaffAgencySettlementAdjustRequest } from '@hanpan/core/api/agency-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { agencySettlementsQueryKey } from './get-settlements.ts';

/** POST /api/staff/agency/settlement/adjust: a held settlement's new amount with the reason. */
export function adjustSettlement(
  body: StaffAgencySettlementAdjustRequest,
): Promise<{ before: string; amount: string }> {
  return staffCall('agency/settlement/adjust', body);
}

/** Mutation of an adjustment; the lists reload after it. */
export function useAdjustSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustSettlement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencySettlementsQueryKey }),
  });
}
