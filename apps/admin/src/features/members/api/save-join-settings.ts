import type { JoinSettings } from '@hanpan/core/api/staff-join-approval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { joinSettingsQueryKey } from './get-join-settings.ts';

/** POST /api/staff/settings/join/save: stores the join settings (audited). */
export function saveJoinSettings(settings: JoinSettings): Promise<JoinSettings> {
  return staffCall<JoinSettings>('settings/join/save', settings);
}

/** Mutation that saves the join settings, then reloads them. */
export function useSaveJoinSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJoinSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinSettingsQueryKey }),
  });
}
