import type { ReferralSettings } from '@hanpan/core/api/referral';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the referral settings. */
export const referralSettingsQueryKey = ['referral-settings'] as const;

/** POST /api/staff/settings/referral: the isHeader switch and the reward rule. */
export function getReferralSettings(): Promise<ReferralSettings> {
  return staffCall<ReferralSettings>('settings/referral');
}

/** The referral settings (not refetched in the background: the form is being edited). */
export function useReferralSettings(isEnabled = true) {
  return useQuery({
    queryKey: referralSettingsQueryKey,
    queryFn: getReferralSettings,
    enabled: isEnabled,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
