import type { PageOf } from '@hanpan/core/api/staff';
import type { StaffInquiryItem, StaffInquiryListRequest } from '@hanpan/core/api/staff-inquiries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key prefix of the inquiry queue and its waiting count. */
export const inquiriesQueryKey = ['inquiries'] as const;

/** The queue and the sidebar badge refresh this often, like the payment queues. */
export const inquiriesPollMs = 15_000;

/** POST /api/staff/inquiries/list: one page of the queue, waiting first. */
export function listInquiries(filter: StaffInquiryListRequest): Promise<PageOf<StaffInquiryItem>> {
  return staffCall<PageOf<StaffInquiryItem>>('inquiries/list', filter);
}

/** The queue, refreshed every 15 s. */
export function useInquiries(filter: StaffInquiryListRequest, isEnabled = true) {
  return useQuery({
    queryKey: [...inquiriesQueryKey, 'list', filter],
    queryFn: () => listInquiries(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
    refetchInterval: inquiriesPollMs,
  });
}

/** POST /api/staff/inquiries/waiting: how many inquiries wait for an answer. */
export function getWaitingInquiries(): Promise<{ count: number }> {
  return staffCall<{ count: number }>('inquiries/waiting');
}

/** The waiting count (the sidebar's and dashboard's badge), refreshed every 15 s. */
export function useWaitingInquiries(isEnabled = true) {
  return useQuery({
    queryKey: [...inquiriesQueryKey, 'waiting'],
    queryFn: getWaitingInquiries,
    enabled: isEnabled,
    refetchInterval: inquiriesPollMs,
  });
}
