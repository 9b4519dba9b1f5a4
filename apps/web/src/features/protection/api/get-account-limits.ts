import type { AccountLimits } from '@hanpan/core/api/protection';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { protectionQueryKeys } from './query-keys.ts';

/** POST /api/account/limits: every limit, the reality check and whether to ask for a deposit limit. */
export async function getAccountLimits(): Promise<AccountLimits> {
  const reply = await apiRequest<AccountLimits>('/account/limits', { body: {}, background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/limits code ${reply.code}`);
  return reply.data;
}

/** The member's limits (only while signed in). */
export function useAccountLimits() {
  const isMember = useUserStore((state) => state.status === 'member');
  return useQuery({ queryKey: protectionQueryKeys.limits, queryFn: getAccountLimits, enabled: isMember });
}
