import type { InitialData } from '@hanpan/core/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { ApiError } from './api-error.ts';

/** GET /api/index2: the site's initial data (spec section 3, "Initial data"). */
export async function getInitialData(): Promise<InitialData> {
  const reply = await apiRequest<InitialData>('/index2', { method: 'GET', background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `index2 code ${reply.code}`);
  return reply.data;
}

/** Query options of the initial data; isAgency and recommendCode depend on the session. */
export const initialDataQueryOptions = queryOptions({
  queryKey: ['site', 'index2'],
  queryFn: getInitialData,
  staleTime: 60_000,
});

/** The site's initial data (banners, boards, league menu, flags). */
export function useInitialData() {
  return useQuery(initialDataQueryOptions);
}
