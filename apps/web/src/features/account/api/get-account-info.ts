import type { AccountInfo } from '@hanpan/core/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { accountQueryKeys } from './query-keys.ts';

/** POST /api/account/info: the member's profile, phone and bank account masked. */
export async function getAccountInfo(): Promise<AccountInfo> {
  const reply = await apiRequest<AccountInfo>('/account/info', { body: {} });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/info code ${reply.code}`);
  return reply.data;
}

/** The member's 회원정보. */
export function useAccountInfo() {
  return useQuery(queryOptions({ queryKey: accountQueryKeys.info, queryFn: getAccountInfo }));
}
