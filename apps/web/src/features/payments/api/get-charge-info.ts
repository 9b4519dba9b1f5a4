import type { ChargeInfo } from '@hanpan/core/api/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { paymentQueryKeys, pendingPollMs } from './query-keys.ts';

/** POST /api/amount/chargeInfo: limits, the site's deposit account and the pending request. */
export async function getChargeInfo(): Promise<ChargeInfo> {
  const reply = await apiRequest<ChargeInfo>('/amount/chargeInfo');
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `amount/chargeInfo code ${reply.code}`);
  return reply.data;
}

/** Query options of the deposit page's info; polled while a request is pending. */
export const chargeInfoQueryOptions = queryOptions({
  queryKey: paymentQueryKeys.chargeInfo,
  queryFn: getChargeInfo,
  refetchInterval: (query) => (query.state.data?.pending ? pendingPollMs : false),
});

/** The deposit page's info. */
export function useChargeInfo() {
  return useQuery(chargeInfoQueryOptions);
}
