import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { ConversionResult } from '@hanpan/core/api/wallet-codes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/agency/addAgencyCashToMoneyAll: all settlement cash (정산금) to cash (spec section 7). */
export function convertAgencyCashToCash(
  idempotencyKey: string,
): Promise<ApiReply<ConversionResult | ReplyMessage>> {
  return apiRequest('/agency/addAgencyCashToMoneyAll', { idempotencyKey });
}

/** Mutation of the settlement-cash-to-cash conversion (its variable is the Idempotency-Key). */
export function useConvertAgencyCashToCash() {
  return useMutation({ mutationFn: convertAgencyCashToCash });
}
