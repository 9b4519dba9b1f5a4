import type { WalletPlayRules } from '@hanpan/core/api/casino-wallet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of providers/save. */
export type CasinoProviderSave = {
  id: number;
  isEnabled: boolean;
  name: string;
  publicKey: string;
  launchUrl: string;
  /** '' clears it. */
  reportUrl: string;
  /** '' clears it. */
  gamesUrl: string;
  rules: WalletPlayRules;
  reason: string;
};

/** POST /api/staff/casino/providers/save: one provider's name, switch, key, addresses and rules, with a reason. */
export function useSaveCasinoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CasinoProviderSave) => staffCall<{ message: string }>('casino/providers/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casinoQueryKey }),
  });
}
