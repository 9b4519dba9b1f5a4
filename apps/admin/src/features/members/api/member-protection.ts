import type {
  AccountLimits,
  blockKindFilters,
  StaffBlockedMembersPage,
  StaffSaveLimitRequest,
} from '@hanpan/core/api/protection';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The block kinds the list filters by. */
export type BlockKindFilter = (typeof blockKindFilters)[number];

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

/** POST /api/staff/members/blocked: one page of the members under a time-out or self-exclusion. */
export function useBlockedMembers(filter: { kind: BlockKindFilter; page: number }, isEnabled = true) {
  return useQuery({
    queryKey: ['members', 'blocked', filter.kind, filter.page],
    queryFn: () => staffCall<StaffBlockedMembersPage>('members/blocked', filter),
    enabled: isEnabled,
  });
}
