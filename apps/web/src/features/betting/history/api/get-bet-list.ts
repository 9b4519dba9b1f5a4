import type { BetListData, BetListRequest } from '@hanpan/core/api/bet-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { betHistoryQueryKeys } from './query-keys.ts';

/** POST /api/bet/list: one page of the member's bets of a game type, status and KST date range. */
export async function getBetList(filter: BetListRequest): Promise<BetListData> {
  const reply = await apiRequest<BetListData>('/bet/list', { body: filter, background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `bet/list code ${reply.code}`);
  return reply.data;
}

/** Query options of one page of the history. */
export function betListQueryOptions(filter: BetListRequest) {
  return queryOptions({
    queryKey: betHistoryQueryKeys.list(filter),
    queryFn: () => getBetList(filter),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's bet history. */
export function useBetList(filter: BetListRequest) {
  return useQuery(betListQueryOptions(filter));
}
