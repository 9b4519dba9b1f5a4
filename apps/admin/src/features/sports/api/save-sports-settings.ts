import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { sportsSettingsQueryKey } from './get-sports-settings.ts';

/** POST /api/staff/sports/settings/save: stores the whole odds settings with a reason. */
export function saveSportsSettings(input: SportsSettings & { reason: string }): Promise<SportsSettings> {
  return staffCall<SportsSettings>('sports/settings/save', input);
}

/** Mutation that saves the odds settings, then reloads them and the fixture views (prices change). */
export function useSaveSportsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSportsSettings,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sportsSettingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['sports-fixture'] }),
      ]),
  });
}
