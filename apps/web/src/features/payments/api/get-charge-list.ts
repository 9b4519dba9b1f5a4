import type { ChargeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { paymentQueryKeys } from './query-keys.ts';

/** POST /api/amount/chargeList: one page (10) of the member's deposit requests, newest first. */
export async function getChargeList(page: number): Promise<PageOf<ChargeRequestItem>> {
  const reply = await apiRequest<PageOf<ChargeRequestItem>>('/amount/chargeList', { body: { page } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `amount/chargeList code ${reply.code}`);
  return reply.data;
}

/** Query options of one page of deposit requests. */
export function chargeListQueryOptions(page: number) {
  return queryOptions({
    queryKey: paymentQueryKeys.chargeList(page),
    queryFn: () => getChargeList(page),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's deposit requests. */
export function useChargeList(page: number) {
  return useQuery(chargeListQueryOptions(page));
}
