import type {
  StaffCasinoImportPreview,
  StaffCasinoImportPreviewBody,
} from '@hanpan/core/api/staff-casino-import';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** POST /api/staff/casino/games/import/preview: a game list's rows against the catalogue, and its bad lines. */
export function usePreviewGameImport() {
  return useMutation({
    mutationFn: (input: StaffCasinoImportPreviewBody) =>
      staffCall<StaffCasinoImportPreview>('casino/games/import/preview', input),
  });
}
