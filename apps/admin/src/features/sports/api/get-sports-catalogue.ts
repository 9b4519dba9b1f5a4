import type { StaffSportsCatalogue } from '@hanpan/core/api/staff-sports';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the sports and leagues with their visibility. */
export const sportsCatalogueQueryKey = ['sports-catalogue'] as const;

/** POST /api/staff/sports/catalogue: every sport with its leagues, visibility and fixture counts. */
export function getSportsCatalogue(): Promise<StaffSportsCatalogue> {
  return staffCall<StaffSportsCatalogue>('sports/catalogue');
}

/** The sports and leagues with their visibility. */
export function useSportsCatalogue(isEnabled = true) {
  return useQuery({ queryKey: sportsCatalogueQueryKey, queryFn: getSportsCatalogue, enabled: isEnabled });
}
