import type { CasinoRecentData } from '@hanpan/core/api/casino';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { casinoQueryKeys } from './casino-query-keys.ts';
import { casinoDataOf } from './casino-reply.ts';

/** POST /api/casino/recent (member): the games the member played lately, newest first. */
export async function getCasinoRecent(): Promise<CasinoRecentData> {
  const reply = await apiRequest<CasinoRecentData>('/casino/recent', { body: {}, background: true });
  return casinoDataOf(reply);
}

/** The member's recently played games; off for visitors. */
export function useCasinoRecent(isMember: boolean) {
  return useQuery({ queryKey: casinoQueryKeys.recent, queryFn: getCasinoRecent, enabled: isMember });
}
