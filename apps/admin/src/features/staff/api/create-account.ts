import type { StaffRole } from '@hanpan/core/staff-roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { accountsQueryKey } from './list-accounts.ts';

/** A new staff account; its owner enrols TOTP at first login. */
export type CreateAccountInput = { loginId: string; name: string; role: StaffRole; password: string };

/** POST /api/staff/accounts/create (owners). */
export function createAccount(input: CreateAccountInput): Promise<unknown> {
  return staffCall('accounts/create', input);
}

/** Mutation that creates a staff account, then reloads the list. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsQueryKey }),
  });
}
