import type { BetLimitData } from '@hanpan/core/api/betting';
import { replyCode } from '@hanpan/core/api/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { bettingQueryKeys } from './query-keys.ts';

/** The limits stay fresh this long: staff change them rarely, and the server re-checks every bet. */
const betLimitStaleMs = 60_000;

/** POST /api/bet/limit: the staff's bet limits and, for a member, their odds-change preference. */
export async function getBetLimit(): Promise<BetLimitData> {
  const reply = await apiRequest<BetLimitData>('/bet/limit', { background: true });
  if (reply.code !== replyCode.ok || !reply.data) throw new Error(`bet limit code ${reply.code}`);
  return reply.data;
}

/** Query options of the limits; the key carries the session so a login reads the member's preference. */
export function betLimitQueryOptions(isMember: boolean) {
  return queryOptions({
    queryKey: [...bettingQueryKeys.limit, isMember],
    queryFn: getBetLimit,
    staleTime: betLimitStaleMs,
  });
}

/** The limits the slip computes and checks with (undefined until loaded). */
export function useBetLimit() {
  const isMember = useUserStore((state) => state.status === 'member');
  return useQuery(betLimitQueryOptions(isMember));
}
