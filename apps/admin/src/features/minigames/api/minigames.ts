import type {
  StaffMinigameGameList,
  StaffMinigameRoundList,
  StaffMinigameRoundsRequest,
  StaffMinigameSaveRequest,
} from '@hanpan/core/api/staff-minigames';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the mini-game reads. */
export const minigamesQueryKey = ['minigames'] as const;

/** POST /api/staff/minigames/games: every game with its settings and latest round. */
export function useMinigameGames(isEnabled = true) {
  return useQuery({
    queryKey: [...minigamesQueryKey, 'games'],
    queryFn: () => staffCall<StaffMinigameGameList>('minigames/games'),
    enabled: isEnabled,
  });
}

/** POST /api/staff/minigames/rounds: one page of a game's rounds, newest first. */
export function useMinigameRounds(filter: StaffMinigameRoundsRequest) {
  return useQuery({
    queryKey: [...minigamesQueryKey, 'rounds', filter],
    queryFn: () => staffCall<StaffMinigameRoundList>('minigames/rounds', filter),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/staff/minigames/games/save: one game's settings with a reason; reloads the reads. */
export function useSaveMinigame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffMinigameSaveRequest) =>
      staffCall<{ message: string }>('minigames/games/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: minigamesQueryKey }),
  });
}
