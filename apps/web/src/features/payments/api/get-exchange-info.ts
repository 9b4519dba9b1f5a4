import type { ExchangeInfo } from '@hanpan/core/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { paymentQueryKeys } from './query-keys.ts';

/** POST /api/amount/exchangeInfo: limits and the member's registered payout account (masked). */
export async function getExchangeInfo(): Promise<ExchangeInfo> {
  const reply = await apiRequest<ExchangeInfo>('/amount/exchangeInfo');
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `amount/exchangeInfo code ${reply.code}`);
  return reply.data;
}

/** Query options of the withdrawal page's info. */
export const exchangeInfoQueryOptions = queryOptions({
  queryKey: paymentQueryKeys.exchangeInfo,
  queryFn: getExchangeInfo,
});

/** The withdrawal page's info. */
export function useExchangeInfo() {
  return useQuery(exchangeInfoQueryOptions);
}
