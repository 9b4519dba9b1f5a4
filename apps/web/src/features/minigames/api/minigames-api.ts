import type { MinigameGameList, MinigameRoundList, MinigameVerifyData } from '@hanpan/core/api/minigames';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sportsDataOf } from '../../../lib/sports-request-error.ts';

/** Recent rounds the lobby shows per game (table and pattern board). */
export const recentRoundLimit = 60;

/** TanStack Query keys of the mini-game pages. */
export const minigameQueryKeys = {
  games: ['minigames', 'games'] as const,
  rounds: (gameType: number) => ['minigames', 'rounds', gameType] as const,
  verify: (gameType: number, roundKey: string) => ['minigames', 'verify', gameType, roundKey] as const,
  bets: ['minigames', 'bets'] as const,
};

/** POST /api/minigames/games { family: 'mini' }: the enabled mini-games with their current rounds (no virtual game). */
export async function getMinigameGames(): Promise<MinigameGameList> {
  const reply = await apiRequest<MinigameGameList>('/minigames/games', { body: { family: 'mini' } });
  return sportsDataOf(reply, 'minigames/games');
}

/** POST /api/minigames/rounds: a game's drawn and void rounds, newest first. */
export async function getMinigameRounds(gameType: number): Promise<MinigameRoundList> {
  const body = { gameType, limit: recentRoundLimit };
  const reply = await apiRequest<MinigameRoundList>('/minigames/rounds', { body });
  return sportsDataOf(reply, 'minigames/rounds');
}

/** POST /api/minigames/verify: one round with its message and hash chain. */
export async function getMinigameVerify(gameType: number, roundKey: string): Promise<MinigameVerifyData> {
  const reply = await apiRequest<MinigameVerifyData>('/minigames/verify', { body: { gameType, roundKey } });
  return sportsDataOf(reply, 'minigames/verify');
}

/** Query options of the games list (refetched when a round is drawn, never polled). */
export const minigameGamesQueryOptions = queryOptions({
  queryKey: minigameQueryKeys.games,
  queryFn: getMinigameGames,
});

/** Every enabled game with its current round. */
export function useMinigameGames() {
  return useQuery(minigameGamesQueryOptions);
}

/** A game's recent rounds (kept fresh by the realtime topic). */
export function useMinigameRounds(gameType: number) {
  return useQuery({
    queryKey: minigameQueryKeys.rounds(gameType),
    queryFn: () => getMinigameRounds(gameType),
  });
}

/** One round's verification data; disabled until the page has a game and a round key. */
export function useMinigameVerify(gameType: number, roundKey: string) {
  return useQuery({
    queryKey: minigameQueryKeys.verify(gameType, roundKey),
    queryFn: () => getMinigameVerify(gameType, roundKey),
    enabled: Number.isInteger(gameType) && roundKey !== '',
  });
}
