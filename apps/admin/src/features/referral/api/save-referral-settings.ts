import type { ReferralSettings } from '@hanpan/core/api/referral';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { referralSettingsQueryKey } from './get-referral-settings.ts';

/** POST /api/staff/settings/referral/save: stores isHeader and the reward rule (audited). */
export function saveReferralSettings(settings: ReferralSettings): Promise<ReferralSettings> {
  return staffCall<ReferralSettings>('settings/referral/save', settings);
}

/** Mutation that saves the referral settings, then reloads them. */
export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferralSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralSettingsQueryKey }),
  });
}
