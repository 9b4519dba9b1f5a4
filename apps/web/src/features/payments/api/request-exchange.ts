import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentQueryKeys } from './query-keys.ts';

/** A withdrawal request as the form sends it. */
export type ExchangeSubmission = { amount: number; exchangePassword: string; idempotencyKey: string };

/**
 * POST /api/amount/exchange: asks for a withdrawal; the amount is held at once. Codes 2, 3, 4, 6,
 * 7 refuse it with data.message; 429 when wrong passwords are rate limited.
 */
export function requestExchange({
  idempotencyKey,
  ...body
}: ExchangeSubmission): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/amount/exchange', { body, idempotencyKey });
}

/** Mutation of the withdrawal request; the page's info and history refresh after it. */
export function useRequestExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestExchange,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all }),
  });
}
