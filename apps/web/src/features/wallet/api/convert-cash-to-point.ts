import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { ConversionResult } from '@hanpan/core/api/wallet-codes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the cash-to-point conversion sends. */
export type CashToPointSubmission = { amount: number; idempotencyKey: string };

/** POST /api/amount/cashToPoint: converts an amount of cash to points (code 6: more than the cash). */
export function convertCashToPoint({
  amount,
  idempotencyKey,
}: CashToPointSubmission): Promise<ApiReply<ConversionResult | ReplyMessage>> {
  return apiRequest('/amount/cashToPoint', { body: { amount }, idempotencyKey });
}

/** Mutation of the cash-to-point conversion. */
export function useConvertCashToPoint() {
  return useMutation({ mutationFn: convertCashToPoint });
}
