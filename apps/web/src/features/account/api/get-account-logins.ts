import type { AccountLogins } from '@hanpan/core/api/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { accountQueryKeys } from './query-keys.ts';

/** POST /api/account/logins: the last 50 sign-in attempts. */
export async function getAccountLogins(): Promise<AccountLogins> {
  const reply = await apiRequest<AccountLogins>('/account/logins', { body: {} });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/logins code ${reply.code}`);
  return reply.data;
}

/** The member's 로그인 기록. */
export function useAccountLogins() {
  return useQuery({ queryKey: accountQueryKeys.logins, queryFn: getAccountLogins });
}
