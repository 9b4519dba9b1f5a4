import type { StaffExchangeDecision } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { refreshAfterDecision } from '../refresh-after-decision.ts';

/**
 * POST /api/staff/exchanges/approve: pays a withdrawal out, or records the first approval of a
 * large one (outcome 'firstApproval').
 */
export function approveExchange(id: number): Promise<StaffExchangeDecision> {
  return staffCall<StaffExchangeDecision>('exchanges/approve', { id });
}

/** Mutation that approves a withdrawal, then refreshes the queues, the dashboard and the member. */
export function useApproveExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveExchange, onSettled: () => refreshAfterDecision(queryClient) });
}
