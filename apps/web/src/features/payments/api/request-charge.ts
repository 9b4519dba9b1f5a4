import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentQueryKeys } from './query-keys.ts';

/** A deposit request as the form sends it (the server records the member's registered holder). */
export type ChargeSubmission = { amount: number; idempotencyKey: string };

/** POST /api/amount/charge: asks for a deposit (codes 2, 3, 4, 5, 8 refuse it with data.message). */
export function requestCharge({
  idempotencyKey,
  ...body
}: ChargeSubmission): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/amount/charge', { body, idempotencyKey });
}

/** Mutation of the deposit request; the page's info and history refresh after it. */
export function useRequestCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCharge,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
  });
}
