import type { StaffSportsFixture, StaffSportsOverrideRequest } from '@hanpan/core/api/staff-sports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { staffFixtureQueryKey } from './get-staff-fixture.ts';

/** POST /api/staff/sports/override: suspends a fixture, market or outcome, or sets an outcome's price. */
export function setOverride(input: StaffSportsOverrideRequest): Promise<StaffSportsFixture> {
  return staffCall<StaffSportsFixture>('sports/override', input);
}

/** Mutation that sets an override; the reply is the fixture as it now stands. */
export function useSetOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOverride,
    onSuccess: (fixture) => queryClient.setQueryData(staffFixtureQueryKey(fixture.fixtureId), fixture),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sports-fixtures'] }),
  });
}
