import type { PageOf } from '@hanpan/core/api/staff';
import type { StaffInquiryItem, StaffInquiryListRequest } from '@hanpan/core/api/staff-inquiries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the inquiry queue. */
export const inquiriesQueryKey = ['inquiries'] as const;

/** Query key prefix of the queue's pages (refetched whenever the live waiting count moves). */
export const inquiriesListQueryKey = [...inquiriesQueryKey, 'list'] as const;

// Assignments and closings by other staff do not move the waiting count: a slow refresh shows them.
const inquiriesPollMs = 60_000;

/** POST /api/staff/inquiries/list: one page of the queue, waiting first. */
export function listInquiries(filter: StaffInquiryListRequest): Promise<PageOf<StaffInquiryItem>> {
  return staffCall<PageOf<StaffInquiryItem>>('inquiries/list', filter);
}

/** The queue: refetched when the waiting count changes, and every minute. */
export function useInquiries(filter: StaffInquiryListRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...inquiriesListQueryKey, filter],
    queryFn: () => listInquiries(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    refetchInterval: inquiriesPollMs,
  });
}
