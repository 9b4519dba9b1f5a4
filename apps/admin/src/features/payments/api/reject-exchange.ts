import type { StaffExchangeItem } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { refreshAfterDecision } from '../refresh-after-decision.ts';

/** POST /api/staff/exchanges/reject: refuses a withdrawal with a reason; the held amount goes back to cash. */
export function rejectExchange(input: { id: number; reason: string }): Promise<StaffExchangeItem> {
  return staffCall<StaffExchangeItem>('exchanges/reject', input);
}

/** Mutation that rejects a withdrawal, then refreshes the queues, the dashboard and the member. */
export function useRejectExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectExchange, onSettled: () => refreshAfterDecision(queryClient) });
}
