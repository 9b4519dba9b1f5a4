import type { AgencySummaryData } from '@hanpan/core/api/agency';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/summary: the subtree's figures over the KST days [from, to]. */
export async function getAgencySummary(from: string, to: string): Promise<AgencySummaryData> {
  const reply = await apiRequest<AgencySummaryData>('/agency/summary', { body: { from, to } });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/summary code ${reply.code}`);
  return reply.data;
}

/** The subtree's figures over a period. */
export function useAgencySummary(from: string, to: string) {
  return useQuery({
    queryKey: agencyQueryKeys.summary(from, to),
    queryFn: () => getAgencySummary(from, to),
    placeholderData: keepPreviousData,
  });
}
