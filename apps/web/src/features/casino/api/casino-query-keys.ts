import type { CasinoCategory } from '@hanpan/core/api/casino';

/** TanStack Query keys of the casino lobbies. */
export const casinoQueryKeys = {
  all: ['casino'] as const,
  games: (category: CasinoCategory) => ['casino', 'games', category] as const,
  recent: ['casino', 'recent'] as const,
};
