import type {
  StaffCasinoImportPreviewBody,
  StaffCasinoImportResult,
} from '@hanpan/core/api/staff-casino-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** POST /api/staff/casino/games/import/confirm: the previewed list upserted, with a reason. */
export function useConfirmGameImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCasinoImportPreviewBody & { reason: string }) =>
      staffCall<StaffCasinoImportResult>('casino/games/import/confirm', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casinoQueryKey }),
  });
}
