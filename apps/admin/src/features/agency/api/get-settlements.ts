import type {
  StaffAgencySettlementsData,
  StaffAgencySettlementsRequest,
} from '@hanpan/core/api/agency-settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the settlement lists (every action reloads them). */
export const agencySettlementsQueryKey = ['agency', 'settlements'] as const;

/** POST /api/staff/agency/settlements: a page of settlements by day range, partner and status, with lines. */
export function getAgencySettlements(
  filter: StaffAgencySettlementsRequest,
): Promise<StaffAgencySettlementsData> {
  return staffCall<StaffAgencySettlementsData>('agency/settlements', filter);
}

/** The settlements of a filter (the previous page stays while the next loads). */
export function useAgencySettlements(filter: StaffAgencySettlementsRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...agencySettlementsQueryKey, filter],
    queryFn: () => getAgencySettlements(filter),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
