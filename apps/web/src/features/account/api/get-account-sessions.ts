import type { AccountSessions } from '@hanpan/core/api/account';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { accountQueryKeys } from './query-keys.ts';

/** POST /api/account/sessions: the member's live sessions, the current one first. */
export async function getAccountSessions(): Promise<AccountSessions> {
  const reply = await apiRequest<AccountSessions>('/account/sessions', { body: {} });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/sessions code ${reply.code}`);
  return reply.data;
}

/** The member's 접속 기기. */
export function useAccountSessions() {
  return useQuery({ queryKey: accountQueryKeys.sessions, queryFn: getAccountSessions });
}
