import type { CasinoCategory } from '@hanpan/core/api/casino';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of games/save. */
export type CasinoGameSave = {
  id: number;
  isEnabled: boolean;
  category: CasinoCategory;
  sortOrder: number;
  reason: string;
};

/** POST /api/staff/casino/games/save: one game's switch, lobby and order, with a reason. */
export function useSaveCasinoGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CasinoGameSave) => staffCall<{ message: string }>('casino/games/save', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casinoQueryKey }),
  });
}
