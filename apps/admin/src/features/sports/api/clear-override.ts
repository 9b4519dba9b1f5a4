import type { StaffSportsFixture, StaffSportsOverrideClearRequest } from '@hanpan/core/api/staff-sports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { staffFixtureQueryKey } from './get-staff-fixture.ts';

/** POST /api/staff/sports/override/clear: removes an override (the feed's values apply again). */
export function clearOverride(input: StaffSportsOverrideClearRequest): Promise<StaffSportsFixture> {
  return staffCall<StaffSportsFixture>('sports/override/clear', input);
}

/** Mutation that clears an override; the reply is the fixture as it now stands. */
export function useClearOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearOverride,
    onSuccess: (fixture) => queryClient.setQueryData(staffFixtureQueryKey(fixture.fixtureId), fixture),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sports-fixtures'] }),
  });
}
