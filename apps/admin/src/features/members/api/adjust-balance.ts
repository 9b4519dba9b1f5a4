import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import type { StaffMemberAccount } from '../account-text.ts';

/** Body of a manual balance adjustment: signed whole won, a reason and the dialog's idempotency key. */
export type AdjustBalanceInput = {
  memberId: number;
  account: StaffMemberAccount;
  amount: number;
  reason: string;
  idempotencyKey: string;
};

/** POST /api/staff/members/adjust: posts the adjustment through the ledger (once per idempotency key). */
export function adjustBalance(input: AdjustBalanceInput): Promise<unknown> {
  return staffCall('members/adjust', input);
}

/** Mutation of a balance adjustment, then the member, the list and the dashboard are refreshed. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSettled: () =>
      Promise.all(
        ['member', 'members', 'dashboard'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
