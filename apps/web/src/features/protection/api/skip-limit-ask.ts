import type { AccountLimits } from '@hanpan/core/api/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { protectionQueryKeys } from './query-keys.ts';

/** POST /api/account/limits/skipAsk: the member tapped 나중에 on the deposit-limit question. */
export async function skipLimitAsk(): Promise<void> {
  await apiRequest('/account/limits/skipAsk', { body: {} });
}

/** Mutation of 나중에: the question goes away at once, whatever the answer. */
export function useSkipLimitAsk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: skipLimitAsk,
    onMutate: () =>
      client.setQueryData<AccountLimits>(protectionQueryKeys.limits, (limits) =>
        limits ? { ...limits, askDepositLimit: false } : limits,
      ),
  });
}
