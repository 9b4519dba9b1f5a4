import type { AgencyStatementsData } from '@hanpan/core/api/agency';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { agencyQueryKeys } from './query-keys.ts';

/** POST /api/agency/statements: the own partner's settled days over the KST days [from, to], newest first. */
export async function getAgencyStatements(from: string, to: string): Promise<AgencyStatementsData> {
  const reply = await apiRequest<AgencyStatementsData>('/agency/statements', { body: { from, to } });
  if (reply.code !== 0 || !reply.data)
    throw new ApiError(200, replyMessage(reply) ?? `agency/statements code ${reply.code}`);
  return reply.data;
}

/** The daily settlement statements of a period. */
export function useAgencyStatements(from: string, to: string) {
  return useQuery({
    queryKey: agencyQueryKeys.statements(from, to),
    queryFn: () => getAgencyStatements(from, to),
    placeholderData: keepPreviousData,
  });
}
