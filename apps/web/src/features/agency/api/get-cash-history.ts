import type { AgencyCashHistoryData } from '@hanpan/core/api/agency';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/cashHistory: one page of the partner's settlement cash postings, newest first. */
export async function getAgencyCashHistory(page: number): Promise<AgencyCashHistoryData> {
  const reply = await apiRequest<AgencyCashHistoryData>('/agency/cashHistory', { body: { page } });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/cashHistory code ${reply.code}`);
  return reply.data;
}

/** One page of the settlement cash history; read again when the balance changes. */
export function useAgencyCashHistory(page: number, agencyCash: number) {
  return useQuery({
    queryKey: agencyQueryKeys.cashHistory(page, agencyCash),
    queryFn: () => getAgencyCashHistory(page),
    placeholderData: keepPreviousData,
  });
}
