import type { ReferralSummary } from '@hanpan/core/api/referral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** TanStack Query key of the member's referral summary. */
export const referralSummaryKey = ['referral', 'summary'] as const;

/** POST /api/referral/summary: the member's referral code and link, referees and rewards. */
export async function getReferralSummary(): Promise<ReferralSummary> {
  const reply = await apiRequest<ReferralSummary>('/referral/summary', { body: {} });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `referral/summary code ${reply.code}`);
  return reply.data;
}

/** Query options of the referral summary. */
export function referralSummaryQueryOptions() {
  return queryOptions({ queryKey: referralSummaryKey, queryFn: getReferralSummary });
}

/** The member's referral summary. */
export function useReferralSummary(enabled = true) {
  return useQuery({ ...referralSummaryQueryOptions(), enabled });
}
