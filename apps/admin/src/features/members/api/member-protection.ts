import type { AccountLimits, StaffSaveLimitRequest } from '@hanpan/core/api/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of a member's limits and block. */
export const memberLimitsKey = (memberId: number) => ['members', 'limits', memberId] as const;

/** POST /api/staff/members/limits: the member's limits (own, staff, in force, pending) and block. */
export function useMemberLimits(memberId: number) {
  return useQuery({
    queryKey: memberLimitsKey(memberId),
    queryFn: () => staffCall<AccountLimits>('members/limits', { memberId }),
  });
}

/** POST /api/staff/members/limits/save: staff set or remove their stricter amount (audited). */
export function useSaveStaffLimit(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<StaffSaveLimitRequest, 'memberId'>) =>
      staffCall<AccountLimits>('members/limits/save', { memberId, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberLimitsKey(memberId) }),
  });
}
