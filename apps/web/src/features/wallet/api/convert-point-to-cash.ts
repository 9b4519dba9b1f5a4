import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { ConversionResult } from '@hanpan/core/api/wallet-codes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/amount/pointToCash: converts all points to cash (spec section 7; code 2: under the minimum). */
export function convertPointToCash(
  idempotencyKey: string,
): Promise<ApiReply<ConversionResult | ReplyMessage>> {
  return apiRequest('/amount/pointToCash', { idempotencyKey });
}

/** Mutation of the point-to-cash conversion (its variable is the Idempotency-Key). */
export function useConvertPointToCash() {
  return useMutation({ mutationFn: convertPointToCash });
}
