import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/members/unsuspend: lets a suspended member log in again, with a reason. */
export function unsuspendMember(input: { memberId: number; reason: string }): Promise<unknown> {
  return staffCall('members/unsuspend', input);
}

/** Mutation that lifts a suspension, then refreshes the member views. */
export function useUnsuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendMember,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
}
