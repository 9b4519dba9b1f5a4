import type { StaffCasinoReconciliation } from '@hanpan/core/api/staff-casino';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** POST /api/staff/casino/reconciliation: one provider's KST day, both sides and every difference. */
export function useCasinoReconciliation(request: { providerId: number; date: string } | null) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'reconciliation', request],
    queryFn: () => staffCall<StaffCasinoReconciliation>('casino/reconciliation', request),
    enabled: request !== null,
    // The provider's list is fetched on demand: no refetch on focus for a report.
    refetchOnWindowFocus: false,
  });
}
