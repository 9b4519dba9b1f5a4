import type { StaffSportsFixtureList } from '@hanpan/core/api/staff-sports';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/sports/fixtures: fixtures by team name or fixture id. */
export function searchFixtures(query: string): Promise<StaffSportsFixtureList> {
  return staffCall<StaffSportsFixtureList>('sports/fixtures', { query });
}

/** The fixtures matching a search (nothing is asked for an empty query). */
export function useFixtureSearch(query: string) {
  return useQuery({
    queryKey: ['sports-fixtures', query],
    queryFn: () => searchFixtures(query),
    enabled: query !== '',
  });
}
