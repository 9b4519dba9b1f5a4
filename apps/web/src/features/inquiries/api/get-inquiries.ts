import type { InquiryListData } from '@hanpan/core/api/inquiries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** Query keys of the member's inquiries. */
export const inquiryQueryKeys = {
  all: ['inquiries'] as const,
  page: (page: number) => ['inquiries', 'list', page] as const,
};

/** POST /api/inquiry/list: one page of the member's own inquiries. */
export async function getInquiries(page: number): Promise<InquiryListData> {
  const reply = await apiRequest<InquiryListData>('/inquiry/list', { body: { page } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `inquiry/list code ${reply.code}`);
  return reply.data;
}

/** Query options of one page of inquiries. */
export function inquiriesQueryOptions(page: number) {
  return queryOptions({
    queryKey: inquiryQueryKeys.page(page),
    queryFn: () => getInquiries(page),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's inquiries. */
export function useInquiries(page: number) {
  return useQuery(inquiriesQueryOptions(page));
}
