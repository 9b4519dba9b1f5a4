import type { StaffAgencyTreeData } from '@hanpan/core/api/staff-agency';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the partner tree. */
export const agencyTreeQueryKey = ['agency', 'tree'] as const;

/** POST /api/staff/agency/tree: every partner with members, today's play and rates, and the level names. */
export function getAgencyTree(): Promise<StaffAgencyTreeData> {
  return staffCall<StaffAgencyTreeData>('agency/tree');
}

/** The partner tree. */
export function useAgencyTree(isEnabled = true) {
  return useQuery({ queryKey: agencyTreeQueryKey, queryFn: getAgencyTree, enabled: isEnabled });
}
