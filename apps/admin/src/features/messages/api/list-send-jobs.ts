import type { PageOf } from '@hanpan/core/api/staff';
import type { StaffMessageJob } from '@hanpan/core/api/staff-messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the sent list. */
export const sendJobsQueryKey = ['message-jobs'] as const;

/** While a send is running, the list refreshes this often (its progress bar moves). */
export const sendProgressPollMs = 1_000;

/** POST /api/staff/messages/jobs: one page of sends with progress and read counts, newest first. */
export function listSendJobs(page: number): Promise<PageOf<StaffMessageJob>> {
  return staffCall<PageOf<StaffMessageJob>>('messages/jobs', { page });
}

/** The sent list; polled every second while one of its sends is still delivering. */
export function useSendJobs(page: number, isEnabled = true) {
  return useQuery({
    queryKey: [...sendJobsQueryKey, page],
    queryFn: () => listSendJobs(page),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => !job.isDone) ? sendProgressPollMs : false,
  });
}
