import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import type { InquiryItem, InquiryWriteRequest } from '@hanpan/core/api/inquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { inquiryQueryKeys } from './get-inquiries.ts';

/** POST /api/inquiry/write: a new 1:1 inquiry (code 2 with data.message: the field's problem). */
export function writeInquiry(body: InquiryWriteRequest): Promise<ApiReply<InquiryItem | ReplyMessage>> {
  return apiRequest('/inquiry/write', { body });
}

/** Mutation of writing an inquiry; the list refreshes after it. */
export function useWriteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeInquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inquiryQueryKeys.all }),
  });
}
