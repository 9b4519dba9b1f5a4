import type { VirtualLeagueData } from '@hanpan/core/api/virtual';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { sportsDataOf } from '../../../../lib/sports-request-error.ts';
import type { VirtualGameListEntry, VirtualRoundView } from '../virtual-games.ts';

/** Finished events each game page lists (issue 25: the last 20). */
export const recentEventLimit = 20;

/** TanStack Query keys of the virtual pages. */
export const virtualQueryKeys = {
  games: ['virtual', 'games'] as const,
  rounds: (gameType: number) => ['virtual', 'rounds', gameType] as const,
  league: (gameType: number) => ['virtual', 'league', gameType] as const,
};

/** POST /api/minigames/games { family: 'virtual' }: the virtual games with their playing and next events. */
export async function getVirtualGames(): Promise<{ list: VirtualGameListEntry[] }> {
  const reply = await apiRequest<{ list: VirtualGameListEntry[] }>('/minigames/games', {
    body: { family: 'virtual' },
  });
  return sportsDataOf(reply, 'minigames/games');
}

/** POST /api/minigames/rounds: a virtual game's finished and void events, newest first. */
export async function getVirtualRounds(gameType: number): Promise<{ list: VirtualRoundView[] }> {
  const reply = await apiRequest<{ list: VirtualRoundView[] }>('/minigames/rounds', {
    body: { gameType, limit: recentEventLimit },
  });
  return sportsDataOf(reply, 'minigames/rounds');
}

/** POST /api/virtual/league: the league table of a soccer or basketball game. */
export async function getVirtualLeague(gameType: number): Promise<VirtualLeagueData> {
  const reply = await apiRequest<VirtualLeagueData>('/virtual/league', { body: { gameType } });
  return sportsDataOf(reply, 'virtual/league');
}

/** Query options of the virtual games (patched by the real-time topic, never polled). */
export const virtualGamesQueryOptions = queryOptions({
  queryKey: virtualQueryKeys.games,
  queryFn: getVirtualGames,
});

/** The virtual games with their events. */
export function useVirtualGames() {
  return useQuery(virtualGamesQueryOptions);
}

/** A virtual game's last events (finished ones are added by the real-time topic). */
export function useVirtualRounds(gameType: number) {
  return useQuery({ queryKey: virtualQueryKeys.rounds(gameType), queryFn: () => getVirtualRounds(gameType) });
}

/** A match game's league table (refetched when one of its matches finishes); off for races. */
export function useVirtualLeague(gameType: number, isMatch: boolean) {
  return useQuery({
    queryKey: virtualQueryKeys.league(gameType),
    queryFn: () => getVirtualLeague(gameType),
    enabled: isMatch,
  });
}
