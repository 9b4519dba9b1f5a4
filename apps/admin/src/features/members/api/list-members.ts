import type { PageOf, StaffMemberItem } from '@hanpan/core/api/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The member list's search: id / nick / phone text, status, page. */
export type MemberFilter = { query: string; status: 'all' | StaffMemberItem['status']; page: number };

/** POST /api/staff/members/list: one page of members matching the search, with balances. */
export function listMembers(filter: MemberFilter): Promise<PageOf<StaffMemberItem>> {
  return staffCall<PageOf<StaffMemberItem>>('members/list', filter);
}

/** The member list; the previous page stays on screen while the next loads. */
export function useMembers(filter: MemberFilter, isEnabled = true) {
  return useQuery({
    queryKey: ['members', filter],
    queryFn: () => listMembers(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
