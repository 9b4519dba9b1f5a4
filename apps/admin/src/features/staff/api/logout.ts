import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../../lib/staff-client.ts';
import { meQueryKey, type StaffSession } from '../../../lib/staff-session.ts';

/** POST /api/staff/logout: ends the staff session (any reply means it is gone). */
export async function logout(): Promise<void> {
  await staffRequest('logout');
}

/** Mutation that logs out and forgets every cached screen. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'staff' });
      const session: StaffSession = { status: 'out' };
      queryClient.setQueryData(meQueryKey, session);
    },
  });
}
