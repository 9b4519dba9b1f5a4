import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { ConversionResult } from '@hanpan/core/api/wallet-codes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/agency/addAgencyCashToPointAll: all settlement cash (정산금) to points (spec section 2's tap). */
export function convertAgencyCashToPoint(
  idempotencyKey: string,
): Promise<ApiReply<ConversionResult | ReplyMessage>> {
  return apiRequest('/agency/addAgencyCashToPointAll', { idempotencyKey });
}

/** Mutation of the settlement-cash-to-point conversion (its variable is the Idempotency-Key). */
export function useConvertAgencyCashToPoint() {
  return useMutation({ mutationFn: convertAgencyCashToPoint });
}
