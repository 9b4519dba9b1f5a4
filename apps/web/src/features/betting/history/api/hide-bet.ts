import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';
import { betHistoryQueryKeys } from './query-keys.ts';

/** POST /api/bet/hide: hides one settled bet from the member's history (code 4: still open). */
export function hideBet(betId: string): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/bet/hide', { body: { betId } });
}

/** Mutation of the hide; every history page refreshes after it. */
export function useHideBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideBet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: betHistoryQueryKeys.all }),
  });
}
