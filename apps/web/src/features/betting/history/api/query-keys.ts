import type { BetListRequest } from '@hanpan/core/api/bet-history';

/** TanStack Query keys of the bet history; `all` invalidates every page of every filter. */
export const betHistoryQueryKeys = {
  all: ['bet-history'] as const,
  list: (filter: BetListRequest) => ['bet-history', 'list', filter] as const,
};
