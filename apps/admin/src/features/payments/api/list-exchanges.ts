import type { PageOf, StaffExchangeItem } from '@hanpan/core/api/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { type QueueFilter, queuePollMs } from '../queue-filter.ts';

/** POST /api/staff/exchanges/list: one page of withdrawal requests with a status. */
export function listExchanges(filter: QueueFilter): Promise<PageOf<StaffExchangeItem>> {
  return staffCall<PageOf<StaffExchangeItem>>('exchanges/list', filter);
}

/** The withdrawal queue, refreshed every 10 s; the previous page stays on screen while the next loads. */
export function useExchanges(filter: QueueFilter, isEnabled = true) {
  return useQuery({
    queryKey: ['exchanges', filter],
    queryFn: () => listExchanges(filter),
    refetchInterval: queuePollMs,
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
