import type { StaffMemberBettingBlock } from '@hanpan/core/api/staff-bets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/members/bettingBlock: bars a member from betting or lifts the bar, with a reason. */
export function setBettingBlock(input: {
  memberId: number;
  isBlocked: boolean;
  reason: string;
}): Promise<StaffMemberBettingBlock> {
  return staffCall<StaffMemberBettingBlock>('members/bettingBlock', input);
}

/** Mutation that bars or unbars a member from betting, then refreshes the member. */
export function useSetBettingBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBettingBlock,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
}
