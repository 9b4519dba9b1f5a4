import type { SportsFixtureData } from '@hanpan/core/api/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sportsDataOf } from '../../../lib/sports-request-error.ts';
import { sportsQueryKeys } from './query-keys.ts';

/** POST /api/sports/fixture: one fixture with every market and line. */
export async function getFixture(fixtureId: number): Promise<SportsFixtureData> {
  const reply = await apiRequest<SportsFixtureData>('/sports/fixture', { body: { fixtureId } });
  return sportsDataOf(reply, 'sports/fixture');
}

/** Query options of an expanded fixture. */
export function fixtureQueryOptions(fixtureId: number) {
  return queryOptions({
    queryKey: sportsQueryKeys.fixture(fixtureId),
    queryFn: () => getFixture(fixtureId),
  });
}

/** An expanded fixture's markets. */
export function useFixture(fixtureId: number) {
  return useQuery(fixtureQueryOptions(fixtureId));
}
