import type { SportsLiveData } from '@hanpan/core/api/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sportsDataOf } from '../../../lib/sports-request-error.ts';
import { sportsQueryKeys } from './query-keys.ts';

/** POST /api/sports/live: every in-play fixture with its main markets and live score. */
export async function getLive(): Promise<SportsLiveData> {
  const reply = await apiRequest<SportsLiveData>('/sports/live', { body: {} });
  return sportsDataOf(reply, 'sports/live');
}

/** Query options of the live list (all sports: the page counts them per sport tab). */
export const liveQueryOptions = queryOptions({ queryKey: sportsQueryKeys.live, queryFn: getLive });

/** The live page's fixtures. */
export function useLive() {
  return useQuery(liveQueryOptions);
}
