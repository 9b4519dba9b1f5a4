import type { PageOf } from '@hanpan/core/api/staff';
import type { StaffPendingMember } from '@hanpan/core/api/staff-join-approval';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the 가입 승인 대기 queue. */
export const pendingMembersQueryKey = ['members', 'pending'] as const;

/** POST /api/staff/members/pending: one page of the members waiting for 가입승인, oldest first. */
export function listPendingMembers(page: number): Promise<PageOf<StaffPendingMember>> {
  return staffCall<PageOf<StaffPendingMember>>('members/pending', { page });
}

/** The 가입 승인 대기 queue; the previous page stays on screen while the next loads. */
export function usePendingMembers(page: number, isEnabled = true) {
  return useQuery({
    queryKey: [...pendingMembersQueryKey, page],
    queryFn: () => listPendingMembers(page),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
