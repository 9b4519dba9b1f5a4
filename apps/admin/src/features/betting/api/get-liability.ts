import type { StaffFixtureLiability } from '@hanpan/core/api/staff-bets';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/bets/liability: a fixture's open stakes and payouts by market and outcome. */
export function getLiability(fixtureId: number): Promise<StaffFixtureLiability> {
  return staffCall<StaffFixtureLiability>('bets/liability', { fixtureId });
}

/** One fixture's liability (null id: nothing asked yet). */
export function useLiability(fixtureId: number | null, isEnabled = true) {
  return useQuery({
    queryKey: ['bet-liability', fixtureId],
    queryFn: () => getLiability(fixtureId ?? 0),
    enabled: isEnabled && fixtureId !== null,
  });
}
