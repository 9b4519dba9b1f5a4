import type { CasinoCategory } from '@hanpan/core/api/casino';
import type { StaffCasinoGameList } from '@hanpan/core/api/staff-casino';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of games: a provider or lobby, or every game. */
export type CasinoGamesFilter = { providerId?: number; category?: CasinoCategory };

/** POST /api/staff/casino/games: the games of a provider or lobby in lobby order. */
export function useCasinoGames(filter: CasinoGamesFilter, isEnabled = true) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'games', filter],
    queryFn: () => staffCall<StaffCasinoGameList>('casino/games', filter),
    enabled: isEnabled,
  });
}
