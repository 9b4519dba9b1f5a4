import type { MoneySettings } from '@hanpan/core/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { moneySettingsQueryKey } from './get-money-settings.ts';

/** POST /api/staff/settings/money/save: stores the whole money settings. */
export function saveMoneySettings(settings: MoneySettings): Promise<unknown> {
  return staffCall('settings/money/save', settings);
}

/** Mutation that saves the money settings, then reloads them. */
export function useSaveMoneySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMoneySettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneySettingsQueryKey }),
  });
}
