import type { AgencyMembersData } from '@hanpan/core/api/agency';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/members: one page of the subtree's members. */
export async function getAgencyMembers(
  search: string,
  partnerId: number | null,
  page: number,
): Promise<AgencyMembersData> {
  const reply = await apiRequest<AgencyMembersData>('/agency/members', { body: { search, partnerId, page } });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/members code ${reply.code}`);
  return reply.data;
}

/** One page of the subtree's members. */
export function useAgencyMembers(search: string, partnerId: number | null, page: number) {
  return useQuery({
    queryKey: agencyQueryKeys.members(search, partnerId, page),
    queryFn: () => getAgencyMembers(search, partnerId, page),
    placeholderData: keepPreviousData,
  });
}
