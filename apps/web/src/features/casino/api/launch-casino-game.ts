import type { CasinoLaunchData } from '@hanpan/core/api/casino';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casinoQueryKeys } from './casino-query-keys.ts';
import { casinoDataOf } from './casino-reply.ts';

/** POST /api/casino/launch (member): real play of one game; the URL carries the player token. */
export async function launchCasinoGame(gameId: number): Promise<CasinoLaunchData> {
  const reply = await apiRequest<CasinoLaunchData>('/casino/launch', { body: { gameId } });
  return casinoDataOf(reply);
}

/** Mutation of the launch; the recently played row refreshes after it. */
export function useLaunchCasinoGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchCasinoGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casinoQueryKeys.recent }),
  });
}
