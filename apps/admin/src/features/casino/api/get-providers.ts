import type { StaffCasinoProviderList } from '@hanpan/core/api/staff-casino';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** POST /api/staff/casino/providers: the providers with their keys, switch and play rules. */
export function useCasinoProviders(isEnabled = true) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'providers'],
    queryFn: () => staffCall<StaffCasinoProviderList>('casino/providers'),
    enabled: isEnabled,
  });
}
