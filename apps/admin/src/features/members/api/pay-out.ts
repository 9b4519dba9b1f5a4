import type { StaffExchangeItem } from '@hanpan/core/api/staff';
import type { StaffPayOutRequest } from '@hanpan/core/api/staff-payout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/**
 * POST /api/staff/members/payOut: a withdrawal request for a member under a time-out or
 * self-exclusion (once per idempotency key); it then waits in the 환전 queue.
 */
export function payOut(input: StaffPayOutRequest): Promise<StaffExchangeItem> {
  return staffCall<StaffExchangeItem>('members/payOut', input);
}

/** Mutation of a payOut, then the member (balance, requests, block), the queues and the dashboard are refreshed. */
export function usePayOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOut,
    onSettled: () =>
      Promise.all(
        ['member', 'members', 'exchanges', 'dashboard'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
