import type { PageOf, StaffChargeItem } from '@hanpan/core/api/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { type QueueFilter, queuePollMs } from '../queue-filter.ts';

/** POST /api/staff/charges/list: one page of deposit requests with a status. */
export function listCharges(filter: QueueFilter): Promise<PageOf<StaffChargeItem>> {
  return staffCall<PageOf<StaffChargeItem>>('charges/list', filter);
}

/** The deposit queue, refreshed every 10 s; the previous page stays on screen while the next loads. */
export function useCharges(filter: QueueFilter, isEnabled = true) {
  return useQuery({
    queryKey: ['charges', filter],
    queryFn: () => listCharges(filter),
    refetchInterval: queuePollMs,
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
