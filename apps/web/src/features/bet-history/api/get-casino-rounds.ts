import type { CasinoCategory, CasinoRoundPage } from '@hanpan/core/api/casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { betHistoryQueryKeys } from './query-keys.ts';

/** The casino history's filter: a lobby, a page and KST dates (both inclusive). */
export type CasinoRoundsFilter = { category: CasinoCategory; page: number; from: string; until: string };

/** POST /api/casino/rounds (member): one page of the member's rounds of a lobby, newest first. */
export async function getCasinoRounds(filter: CasinoRoundsFilter): Promise<CasinoRoundPage> {
  const reply = await apiRequest<CasinoRoundPage>('/casino/rounds', { body: filter, background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `casino/rounds code ${reply.code}`);
  return reply.data;
}

/** One page of the member's casino or slot rounds. */
export function useCasinoRounds(filter: CasinoRoundsFilter) {
  return useQuery({
    queryKey: betHistoryQueryKeys.casino(filter),
    queryFn: () => getCasinoRounds(filter),
    placeholderData: keepPreviousData,
  });
}
