import type { AgencyJoinCodesData } from '@hanpan/core/api/agency';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/joinCodes: every join code of the subtree with its sign-ups. */
export async function getAgencyJoinCodes(): Promise<AgencyJoinCodesData> {
  const reply = await apiRequest<AgencyJoinCodesData>('/agency/joinCodes', { body: {} });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/joinCodes code ${reply.code}`);
  return reply.data;
}

/** Every join code of the subtree. */
export function useAgencyJoinCodes() {
  return useQuery({ queryKey: agencyQueryKeys.joinCodes, queryFn: getAgencyJoinCodes });
}
