import type { BetListRequest } from '@hanpan/core/api/bet-history';
import type { CasinoCategory } from '@hanpan/core/api/casino';

/** TanStack Query keys of the bet history; `all` invalidates every page of every filter. */
export const betHistoryQueryKeys = {
  all: ['bet-history'] as const,
  list: (filter: BetListRequest) => ['bet-history', 'list', filter] as const,
  casino: (filter: { category: CasinoCategory; page: number; from: string; until: string }) =>
    ['bet-history', 'casino', filter] as const,
};
