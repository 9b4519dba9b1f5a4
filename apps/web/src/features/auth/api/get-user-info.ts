import type { UserInfoData } from '@hanpan/core/api/auth';
import { replyCode } from '@hanpan/core/api/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useUserStore } from '../../../lib/user-store.ts';

/** Balances refresh this often while a member is logged in. */
export const userInfoPollMs = 30_000;

/** What /user/info tells about the session: a guest, or a member with their profile. */
export type UserInfo = { isMember: boolean; profile: UserInfoData | null };

/** POST /api/user/info: the session probe; the API client stores the userContext. Code 99 = guest. */
export async function getUserInfo(): Promise<UserInfo> {
  const reply = await apiRequest<UserInfoData>('/user/info', { background: true });
  if (reply.code === replyCode.ok && reply.userContext)
    return { isMember: true, profile: reply.data ?? null };
  useUserStore.getState().clear();
  return { isMember: false, profile: null };
}

/** Query options of the session probe, polled while logged in so balances stay fresh. */
export const userInfoQueryOptions = queryOptions({
  queryKey: ['auth', 'user-info'],
  queryFn: getUserInfo,
  staleTime: 10_000,
  refetchInterval: (query) => (query.state.data?.isMember ? userInfoPollMs : false),
});

/** Who is logged in (and their profile). */
export function useUserInfo() {
  return useQuery(userInfoQueryOptions);
}
