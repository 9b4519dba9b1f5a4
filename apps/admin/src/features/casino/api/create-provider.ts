import type { StaffCasinoProviderCreate } from '@hanpan/core/api/staff-casino';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** POST /api/staff/casino/providers/create: a new provider with its key and addresses, with a reason. */
export function useCreateCasinoProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCasinoProviderCreate) =>
      staffCall<{ message: string; id: number }>('casino/providers/create', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casinoQueryKey }),
  });
}
