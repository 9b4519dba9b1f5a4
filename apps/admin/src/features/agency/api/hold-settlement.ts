import type {
  StaffAgencySettlementHoldRequest,
  StaffAgencySettlementReleaseResult,
} from '@hanpan/core/api/agency-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { agencySettlementsQueryKey } from './get-settlements.ts';

/** POST /api/staff/agency/settlement/hold or /release: a partner's hold, or its release (1차 / 2차 승인). */
export function changeSettlementHold(
  action: 'hold' | 'release',
  body: StaffAgencySettlementHoldRequest,
): Promise<StaffAgencySettlementReleaseResult> {
  return staffCall<StaffAgencySettlementReleaseResult>(`agency/settlement/${action}`, body);
}

/** Mutation of a hold or release; the lists reload after it. */
export function useChangeSettlementHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'hold' | 'release' } & StaffAgencySettlementHoldRequest) =>
      changeSettlementHold(input.action, { partnerId: input.partnerId, reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencySettlementsQueryKey }),
  });
}
