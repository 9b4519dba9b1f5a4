import type { StaffAgencySaveRequest } from '@hanpan/core/api/staff-agency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { agencyTreeQueryKey } from './get-tree.ts';

/** POST /api/staff/agency/save: create, move, rates, status or level names (audited by the server). */
export function saveAgencyTree(body: StaffAgencySaveRequest): Promise<{ id: number; message: string }> {
  return staffCall('agency/save', body);
}

/** Mutation of a tree change; the tree reloads after it. */
export function useSaveAgencyTree() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgencyTree,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyTreeQueryKey }),
  });
}
