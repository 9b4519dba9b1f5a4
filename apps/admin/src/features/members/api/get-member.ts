import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of one member's detail. */
export function memberQueryKey(memberId: number) {
  return ['member', memberId] as const;
}

/** POST /api/staff/members/detail: profile, balances, ledger lines, requests and sessions. */
export function getMember(memberId: number): Promise<StaffMemberDetail> {
  return staffCall<StaffMemberDetail>('members/detail', { memberId });
}

/** One member's detail. */
export function useMember(memberId: number, isEnabled = true) {
  return useQuery({
    queryKey: memberQueryKey(memberId),
    queryFn: () => getMember(memberId),
    enabled: isEnabled,
  });
}
