import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentQueryKeys } from './query-keys.ts';

/** POST /api/amount/chargeCancel: withdraws the pending deposit request (code 9: already decided). */
export function cancelCharge(id: number): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/amount/chargeCancel', { body: { id } });
}

/** Mutation of the cancel; the page's info and history refresh after it. */
export function useCancelCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
  });
}
