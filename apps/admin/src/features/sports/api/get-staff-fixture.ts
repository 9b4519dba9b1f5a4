import type { StaffSportsFixture } from '@hanpan/core/api/staff-sports';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of one fixture in the 경기 관리 tab. */
export const staffFixtureQueryKey = (fixtureId: number) => ['sports-fixture', fixtureId] as const;

/** POST /api/staff/sports/fixture: markets, feed and member prices, overrides. */
export function getStaffFixture(fixtureId: number): Promise<StaffSportsFixture> {
  return staffCall<StaffSportsFixture>('sports/fixture', { fixtureId });
}

/** One fixture, refreshed every 10 s while open (prices move). */
export function useStaffFixture(fixtureId: number | null) {
  return useQuery({
    queryKey: staffFixtureQueryKey(fixtureId ?? 0),
    queryFn: () => getStaffFixture(fixtureId ?? 0),
    enabled: fixtureId !== null,
    refetchInterval: 10_000,
  });
}
