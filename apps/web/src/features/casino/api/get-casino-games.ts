import type { CasinoCategory, CasinoGameList } from '@hanpan/core/api/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casinoQueryKeys } from './casino-query-keys.ts';
import { casinoDataOf } from './casino-reply.ts';

/** POST /api/casino/games (public): the enabled games and providers of a lobby. */
export async function getCasinoGames(category: CasinoCategory): Promise<CasinoGameList> {
  const reply = await apiRequest<CasinoGameList>('/casino/games', { body: { category }, background: true });
  return casinoDataOf(reply);
}

/** Query options of a lobby's games (the catalogue changes rarely: a minute fresh). */
export function casinoGamesQueryOptions(category: CasinoCategory) {
  return queryOptions({
    queryKey: casinoQueryKeys.games(category),
    queryFn: () => getCasinoGames(category),
    staleTime: 60_000,
  });
}

/** A lobby's games and providers. */
export function useCasinoGames(category: CasinoCategory) {
  return useQuery(casinoGamesQueryOptions(category));
}
