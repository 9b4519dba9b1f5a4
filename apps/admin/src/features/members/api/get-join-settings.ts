import type { JoinSettings } from '@hanpan/core/api/staff-join-approval';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the join settings. */
export const joinSettingsQueryKey = ['join-settings'] as const;

/** POST /api/staff/settings/join: whether new members wait for 가입승인. */
export function getJoinSettings(): Promise<JoinSettings> {
  return staffCall<JoinSettings>('settings/join');
}

/** The join settings (not refetched in the background: the form is being edited). */
export function useJoinSettings(isEnabled = true) {
  return useQuery({
    queryKey: joinSettingsQueryKey,
    queryFn: getJoinSettings,
    enabled: isEnabled,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
