import type { StaffRole } from '@hanpan/core/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { accountsQueryKey } from './list-accounts.ts';

/** One change to a staff account: role, enable/disable, or a TOTP reset. */
export type UpdateAccountInput = {
  id: number;
  role?: StaffRole;
  status?: 'active' | 'disabled';
  resetTotp?: boolean;
};

/** POST /api/staff/accounts/update (owners); disabling ends the account's sessions. */
export function updateAccount(input: UpdateAccountInput): Promise<unknown> {
  return staffCall('accounts/update', input);
}

/** Mutation that changes a staff account, then reloads the list. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
