import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/amount/pointToCash: converts all points to cash (code 2: under the minimum). */
export function convertPointToCash(): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/amount/pointToCash');
}

/** Mutation of the point-to-cash conversion. */
export function useConvertPointToCash() {
  return useMutation({ mutationFn: convertPointToCash });
}
