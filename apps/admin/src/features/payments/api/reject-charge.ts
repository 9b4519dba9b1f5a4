import type { StaffChargeItem } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { refreshAfterDecision } from '../refresh-after-decision.ts';

/** POST /api/staff/charges/reject: refuses a deposit with a reason (nothing is credited). */
export function rejectCharge(input: { id: number; reason: string }): Promise<StaffChargeItem> {
  return staffCall<StaffChargeItem>('charges/reject', input);
}

/** Mutation that rejects a deposit, then refreshes the queues, the dashboard and the member. */
export function useRejectCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectCharge, onSettled: () => refreshAfterDecision(queryClient) });
}
