import type { AgencyPartnersData } from '@hanpan/core/api/agency';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/partners: the own partner and every sub-partner. */
export async function getAgencyPartners(): Promise<AgencyPartnersData> {
  const reply = await apiRequest<AgencyPartnersData>('/agency/partners', { body: {} });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/partners code ${reply.code}`);
  return reply.data;
}

/** The own partner and every sub-partner. */
export function useAgencyPartners() {
  return useQuery({ queryKey: agencyQueryKeys.partners, queryFn: getAgencyPartners });
}
