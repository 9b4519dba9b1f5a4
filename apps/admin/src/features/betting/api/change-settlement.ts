import type {
  StaffSettleMarketRequest,
  StaffSettlementChange,
  StaffSettlementScopeRequest,
} from '@hanpan/core/api/staff-settlement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { fixtureSettlementKey } from './get-fixture-settlement.ts';

/** A manual settlement change: settle a market, void a market or fixture, or undo. */
export type SettlementChangeInput =
  | { action: 'settle'; request: StaffSettleMarketRequest }
  | { action: 'void' | 'undo'; request: StaffSettlementScopeRequest };

/** POST /api/staff/bets/settlement/settle | void | undo (audited with the reason). */
export function changeSettlement(input: SettlementChangeInput): Promise<StaffSettlementChange> {
  return staffCall<StaffSettlementChange>(`bets/settlement/${input.action}`, input.request);
}

/** Mutation of the manual settlement screen; the screen, bets and queues reload afterwards. */
export function useChangeSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSettlement,
    onSuccess: (change) =>
      queryClient.setQueryData(fixtureSettlementKey(change.view.fixture.fixtureId), change.view),
    onSettled: async () => {
      for (const key of [
        'bets',
        'bet-detail',
        'bet-liability',
        'bets-unsettled',
        'bets-debts',
        'bets-daily',
      ]) {
        await queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
