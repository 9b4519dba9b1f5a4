import type { StaffCounts } from '@hanpan/core/api/staff-events';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-client.ts';

/** Where the live counts live in the query cache (the event stream writes them; see use-staff-events). */
export const liveCountsQueryKey = ['live-counts'] as const;

/** POST /api/staff/counts: the counts the role may see, once (the poll while the stream is down). */
export function getLiveCounts(): Promise<StaffCounts> {
  return staffCall<StaffCounts>('counts');
}

/**
 * The waiting inquiries and pending charges and exchanges, as the event stream last said (the
 * sidebar badges, the dashboard and the inquiry queue). Never fetched here: the shell's stream
 * fills it, and polls for it only while the stream is down.
 */
export function useLiveCounts() {
  return useQuery({
    queryKey: liveCountsQueryKey,
    queryFn: getLiveCounts,
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
