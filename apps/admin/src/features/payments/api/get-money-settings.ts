import type { MoneySettings } from '@hanpan/core/api/staff';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the money settings. */
export const moneySettingsQueryKey = ['money-settings'] as const;

/** POST /api/staff/settings/money: the current money settings. */
export function getMoneySettings(): Promise<MoneySettings> {
  return staffCall<MoneySettings>('settings/money');
}

/** The money settings (not refetched in the background: the form is being edited). */
export function useMoneySettings(isEnabled = true) {
  return useQuery({
    queryKey: moneySettingsQueryKey,
    queryFn: getMoneySettings,
    enabled: isEnabled,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
