import type { StaffSportsVisibilityRequest } from '@hanpan/core/api/staff-sports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { sportsCatalogueQueryKey } from './get-sports-catalogue.ts';

/** POST /api/staff/sports/visibility: shows or hides a sport or league to members, with a reason. */
export function setVisibility(input: StaffSportsVisibilityRequest): Promise<unknown> {
  return staffCall('sports/visibility', input);
}

/** Mutation that changes a visibility, then reloads the list. */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsCatalogueQueryKey }),
  });
}
