import type { SportsFixturesData, SportsFixturesRequest } from '@hanpan/core/api/sports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sportsDataOf } from '../../../lib/sports-request-error.ts';
import { sportsQueryKeys } from './query-keys.ts';

/** POST /api/sports/fixtures: one page (50) of prematch fixtures with their main markets. */
export async function getFixtures(request: SportsFixturesRequest): Promise<SportsFixturesData> {
  const reply = await apiRequest<SportsFixturesData>('/sports/fixtures', { body: request });
  return sportsDataOf(reply, 'sports/fixtures');
}

/** Query options of one prematch page; the previous page stays on screen while the next loads. */
export function fixturesQueryOptions(request: SportsFixturesRequest) {
  return queryOptions({
    queryKey: sportsQueryKeys.fixtures(request),
    queryFn: () => getFixtures(request),
    placeholderData: keepPreviousData,
  });
}

/** The prematch page's fixtures. */
export function useFixtures(request: SportsFixturesRequest) {
  return useQuery(fixturesQueryOptions(request));
}
