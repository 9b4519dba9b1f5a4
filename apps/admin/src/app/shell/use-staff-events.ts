import type { StaffCounts } from '@hanpan/core/api/staff-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardQueryKey } from '../../features/dashboard/index.ts';
import { inquiriesListQueryKey } from '../../features/inquiries/index.ts';
import { getLiveCounts, liveCountsQueryKey } from '../../lib/live-counts.ts';

/** While the stream is down, the counts are polled this often (and a closed stream reopened). */
export const liveCountsFallbackMs = 60_000;

// The schema (and zod with it) loads after the first paint, with the first event.
const parseCounts = async (data: string): Promise<StaffCounts | null> => {
  const { staffCountsSchema } = await import('@hanpan/core/api/staff-events');
  try {
    const parsed = staffCountsSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const isChanged = (before: number | undefined, after: number | undefined) =>
  before !== undefined && after !== undefined && before !== after;

/** Stores fresh counts; a queue whose count moved is refetched (a new inquiry shows in an open queue). */
function applyCounts(queryClient: QueryClient, counts: StaffCounts): void {
  const before = queryClient.getQueryData<StaffCounts>(liveCountsQueryKey);
  queryClient.setQueryData(liveCountsQueryKey, counts);
  if (isChanged(before?.waitingInquiries, counts.waitingInquiries)) {
    void queryClient.invalidateQueries({ queryKey: inquiriesListQueryKey });
  }
  if (
    isChanged(before?.pendingCharges, counts.pendingCharges) ||
    isChanged(before?.pendingExchanges, counts.pendingExchanges)
  ) {
    // The dashboard's pending amounts come with its own figures.
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  }
}

/**
 * Opens GET /api/staff/events once for the page (the shell) and keeps the live counts in the
 * query cache. EventSource reconnects by itself after a dropped connection; a refused one (session
 * gone, too many tabs) stays closed, so it is reopened after a while. Only while no stream is open
 * are the counts polled, slowly.
 */
export function useStaffEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const pollOnce = () => {
      getLiveCounts().then(
        (counts) => applyCounts(queryClient, counts),
        () => undefined,
      );
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const connect = () => {
      source = new EventSource('/api/staff/events');
      source.addEventListener('open', stopPolling);
      source.addEventListener('counts', (event) => {
        void parseCounts(event.data).then((counts) => counts && applyCounts(queryClient, counts));
      });
      source.addEventListener('error', () => {
        if (poll === undefined) {
          pollOnce();
          poll = setInterval(pollOnce, liveCountsFallbackMs);
        }
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(connect, liveCountsFallbackMs);
      });
    };
    connect();
    return () => {
      source?.close();
      stopPolling();
      clearTimeout(reopen);
    };
  }, [queryClient]);
}
