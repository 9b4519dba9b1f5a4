import type { StaffBetList, StaffBetListRequest } from '@hanpan/core/api/staff-bets';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/bets/list: one page of bets matching the filter, and the totals of all matches. */
export function listBets(filter: StaffBetListRequest): Promise<StaffBetList> {
  return staffCall<StaffBetList>('bets/list', filter);
}

/** The bets list; the previous page stays on screen while the next loads. */
export function useBets(filter: StaffBetListRequest, isEnabled = true) {
  return useQuery({
    queryKey: ['bets', filter],
    queryFn: () => listBets(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
