import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/agency/addAgencyCashToMoneyAll: converts all settlement cash (정산금). */
export function convertAgencyCash(): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/agency/addAgencyCashToMoneyAll');
}

/** Mutation of the settlement-cash conversion. */
export function useConvertAgencyCash() {
  return useMutation({ mutationFn: convertAgencyCash });
}
