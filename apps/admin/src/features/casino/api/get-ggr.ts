import type { CasinoCategory } from '@hanpan/core/api/casino';
import type { StaffCasinoGgr } from '@hanpan/core/api/staff-casino';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of ggr. */
export type CasinoGgrFilter = { from: string; until: string; category?: CasinoCategory };

/** POST /api/staff/casino/ggr: gross gaming revenue per game over KST dates, with the total. */
export function useCasinoGgr(filter: CasinoGgrFilter) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'ggr', filter],
    queryFn: () => staffCall<StaffCasinoGgr>('casino/ggr', filter),
  });
}
