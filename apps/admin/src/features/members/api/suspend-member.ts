import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/members/suspend: suspends a member (ends their sessions), with a reason. */
export function suspendMember(input: { memberId: number; reason: string }): Promise<unknown> {
  return staffCall('members/suspend', input);
}

/** Mutation that suspends a member, then refreshes the member views. */
export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]),
  });
}
