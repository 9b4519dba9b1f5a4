import type { PageOf } from '@hanpan/core/api/payments';
import type { StaffReferralReward } from '@hanpan/core/api/referral';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** The rewards list's filter and page (an empty login id lists every referrer). */
export type ReferralRewardFilter = { referrerLoginId: string; page: number };

/** POST /api/staff/referral/rewards: one page of referral rewards, newest first. */
export function listReferralRewards(filter: ReferralRewardFilter): Promise<PageOf<StaffReferralReward>> {
  return staffCall<PageOf<StaffReferralReward>>('referral/rewards', {
    page: filter.page,
    ...(filter.referrerLoginId ? { referrerLoginId: filter.referrerLoginId } : {}),
  });
}

/** The referral rewards; the previous page stays on screen while the next loads. */
export function useReferralRewards(filter: ReferralRewardFilter, isEnabled = true) {
  return useQuery({
    queryKey: ['referral-rewards', filter],
    queryFn: () => listReferralRewards(filter),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
