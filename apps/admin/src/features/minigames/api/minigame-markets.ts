import type {
  StaffMinigameMarketList,
  StaffMinigameMarketSaveRequest,
  StaffMinigameVoidRequest,
} from '@hanpan/core/api/staff-minigame-markets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { minigamesQueryKey } from './minigames.ts';

/** POST /api/staff/minigames/markets: one game's markets with probabilities, odds, RTP and settings. */
export function useMinigameMarkets(gameType: number) {
  return useQuery({
    queryKey: [...minigamesQueryKey, 'markets', gameType],
    queryFn: () => staffCall<StaffMinigameMarketList>('minigames/markets', { gameType }),
  });
}

/** POST /api/staff/minigames/markets/save: one market's margin and limits with a reason. */
export function useSaveMinigameMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffMinigameMarketSaveRequest) =>
      staffCall<{ message: string }>('minigames/markets/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: minigamesQueryKey }),
  });
}

/** POST /api/staff/minigames/rounds/void: voids an open round (its bets refunded) with a reason. */
export function useVoidMinigameRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffMinigameVoidRequest) =>
      staffCall<{ message: string }>('minigames/rounds/void', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: minigamesQueryKey }),
  });
}
