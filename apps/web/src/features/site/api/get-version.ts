import type { BuildInfo } from '@hanpan/core/api/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** How often the client asks which build the server serves. */
export const versionPollMs = 60_000;

/** GET /api/version: the build id the server is serving. */
export async function getVersion(): Promise<BuildInfo> {
  const reply = await apiRequest<BuildInfo>('/version', { method: 'GET', background: true });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `version code ${reply.code}`);
  return reply.data;
}

/** Query options of the build id, polled every minute. */
export const versionQueryOptions = queryOptions({
  queryKey: ['site', 'version'],
  queryFn: getVersion,
  refetchInterval: versionPollMs,
  refetchIntervalInBackground: false,
  retry: false,
});

/** The server's current build id (polled). */
export function useVersion() {
  return useQuery(versionQueryOptions);
}
