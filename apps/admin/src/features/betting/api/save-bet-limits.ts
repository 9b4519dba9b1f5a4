import type { BetLimits } from '@hanpan/core/betting/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { betLimitsQueryKey } from './get-bet-limits.ts';

/** POST /api/staff/bets/limits/save: stores the whole limits with the reason (audited). */
export function saveBetLimits(input: { limits: BetLimits; reason: string }): Promise<BetLimits> {
  return staffCall<BetLimits>('bets/limits/save', input);
}

/** Mutation that saves the bet limits, then reloads them. */
export function useSaveBetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBetLimits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: betLimitsQueryKey }),
  });
}
