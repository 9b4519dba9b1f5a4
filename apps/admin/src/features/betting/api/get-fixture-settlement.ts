import type { StaffFixtureSettlement } from '@hanpan/core/api/staff-settlement';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The query key of a fixture's settlement screen. */
export const fixtureSettlementKey = (fixtureId: number | null) => ['fixture-settlement', fixtureId] as const;

/** POST /api/staff/bets/settlement/fixture: outcomes with feed and manual values, conflicts and bets. */
export function getFixtureSettlement(fixtureId: number): Promise<StaffFixtureSettlement> {
  return staffCall<StaffFixtureSettlement>('bets/settlement/fixture', { fixtureId });
}

/** One fixture's settlement screen (null id: nothing asked yet). */
export function useFixtureSettlement(fixtureId: number | null, isEnabled = true) {
  return useQuery({
    queryKey: fixtureSettlementKey(fixtureId),
    queryFn: () => getFixtureSettlement(fixtureId ?? 0),
    enabled: isEnabled && fixtureId !== null,
  });
}
