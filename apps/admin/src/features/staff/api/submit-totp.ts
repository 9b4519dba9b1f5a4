import type { StaffMe } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { meQueryKey, type StaffSession } from '../../../lib/staff-session.ts';

/** POST /api/staff/totp: a 6-digit code (enrolment or login); data is the logged-in staff member. */
export function submitTotp(code: string): Promise<StaffMe> {
  return staffCall<StaffMe>('totp', { code });
}

/** Mutation of the TOTP step; on success the app is logged in. */
export function useSubmitTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTotp,
    onSuccess: (me) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'staff' });
      const session: StaffSession = { status: 'in', me };
      queryClient.setQueryData(meQueryKey, session);
    },
  });
}
