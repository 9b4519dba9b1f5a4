import type { MinigameBetList } from '@hanpan/core/api/minigame-bets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { minigameQueryKeys } from './minigames-api.ts';

/** How many of the member's latest bets the lobby reads (the call's maximum). */
export const memberBetLimit = 100;

/** POST /api/minigames/bets: the member's latest mini-game bets, newest first. */
export async function getMinigameBets(): Promise<MinigameBetList> {
  const reply = await apiRequest<MinigameBetList>('/minigames/bets', {
    body: { limit: memberBetLimit },
    background: true,
  });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `minigames/bets code ${reply.code}`);
  return reply.data;
}

/** Query options of the member's bets (refetched after a bet and when a round is drawn, never polled). */
export const minigameBetsQueryOptions = queryOptions({
  queryKey: minigameQueryKeys.bets,
  queryFn: getMinigameBets,
});

/** The member's latest mini-game bets; off for visitors. */
export function useMinigameBets(isMember: boolean) {
  return useQuery({ ...minigameBetsQueryOptions, enabled: isMember });
}
