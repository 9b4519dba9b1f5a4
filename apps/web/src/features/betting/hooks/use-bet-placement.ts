import type { BetLimits } from '@hanpan/core/betting/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { createIdempotencyKey } from '../../../lib/api-client.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAuthDialogStore, userInfoQueryOptions } from '../../auth/index.ts';
import { useAddBet } from '../api/add-bet.ts';
import { useAddInplay } from '../api/add-inplay.ts';
import { betLimitQueryOptions } from '../api/get-bet-limit.ts';
import { usePreInplay } from '../api/pre-inplay.ts';
import { type PlaceBetOutcome, placeBet } from '../place-bet.ts';
import { refreshCartPrices } from '../refresh-prices.ts';
import { askBetConfirm } from '../stores/bet-flow-store.ts';

/** The bet button's press, wired to the real calls, dialogs and stores. */
export function useBetPlacement(): () => Promise<PlaceBetOutcome> {
  const queryClient = useQueryClient();
  const { mutateAsync: addBet } = useAddBet();
  const { mutateAsync: preInplay } = usePreInplay();
  const { mutateAsync: addInplay } = useAddInplay();
  return useCallback(
    () =>
      placeBet({
        isMember: () => useUserStore.getState().status === 'member',
        cash: () => useUserStore.getState().user?.cash ?? 0,
        loadLimits: async (): Promise<BetLimits> =>
          (await queryClient.fetchQuery(betLimitQueryOptions(true))).limits,
        refreshPrices: () => refreshCartPrices(),
        confirm: askBetConfirm,
        alert: (message) => void showAlert({ message }),
        openLogin: () => useAuthDialogStore.getState().open('login'),
        addBet,
        preInplay,
        addInplay,
        newKey: createIdempotencyKey,
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        onPlaced: () => void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
      }),
    [queryClient, addBet, preInplay, addInplay],
  );
}
