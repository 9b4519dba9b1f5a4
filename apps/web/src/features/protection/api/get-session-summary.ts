import type { SessionSummary } from '@hanpan/core/api/protection';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { protectionQueryKeys } from './query-keys.ts';

/** How often the header's net position is read again while signed in. */
const summaryRefreshMs = 60_000;

/** POST /api/account/session: when this session signed in, its stakes and net position. */
export async function getSessionSummary(): Promise<SessionSummary> {
  const reply = await apiRequest<SessionSummary>('/account/session', { body: {}, background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/session code ${reply.code}`);
  return reply.data;
}

/** This session's summary (only while signed in), refreshed every minute. */
export function useSessionSummary() {
  const isMember = useUserStore((state) => state.status === 'member');
  return useQuery({
    queryKey: protectionQueryKeys.session,
    queryFn: getSessionSummary,
    enabled: isMember,
    refetchInterval: summaryRefreshMs,
    retry: 1,
  });
}
