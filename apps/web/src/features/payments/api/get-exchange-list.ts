import type { ExchangeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { paymentQueryKeys, pendingPollMs } from './query-keys.ts';

/** POST /api/amount/exchangeList: one page (10) of the member's withdrawal requests, newest first. */
export async function getExchangeList(page: number): Promise<PageOf<ExchangeRequestItem>> {
  const reply = await apiRequest<PageOf<ExchangeRequestItem>>('/amount/exchangeList', { body: { page } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `amount/exchangeList code ${reply.code}`);
  return reply.data;
}

/**
 * Query options of one page of withdrawal requests; polled while one on the page is pending (an
 * approval changes no balance the member holds, so nothing else would tell the page).
 */
export function exchangeListQueryOptions(page: number) {
  return queryOptions({
    queryKey: paymentQueryKeys.exchangeList(page),
    queryFn: () => getExchangeList(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending') ? pendingPollMs : false,
  });
}

/** One page of the member's withdrawal requests. */
export function useExchangeList(page: number) {
  return useQuery(exchangeListQueryOptions(page));
}
