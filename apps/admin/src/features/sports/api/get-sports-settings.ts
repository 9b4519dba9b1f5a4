import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the sports odds settings. */
export const sportsSettingsQueryKey = ['sports-settings'] as const;

/** POST /api/staff/sports/settings: margin, quarter lines, line filters. */
export function getSportsSettings(): Promise<SportsSettings> {
  return staffCall<SportsSettings>('sports/settings');
}

/** The odds settings (not refetched in the background: the form is being edited). */
export function useSportsSettings(isEnabled = true) {
  return useQuery({
    queryKey: sportsSettingsQueryKey,
    queryFn: getSportsSettings,
    enabled: isEnabled,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
