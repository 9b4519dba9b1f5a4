import type { StaffChargeItem } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { refreshAfterDecision } from '../refresh-after-decision.ts';

/** POST /api/staff/charges/approve: credits the member's cash through the ledger. */
export function approveCharge(id: number): Promise<StaffChargeItem> {
  return staffCall<StaffChargeItem>('charges/approve', { id });
}

/** Mutation that approves a deposit, then refreshes the queues, the dashboard and the member. */
export function useApproveCharge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveCharge, onSettled: () => refreshAfterDecision(queryClient) });
}
