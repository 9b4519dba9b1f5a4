import type { StaffMessageSendRequest } from '@hanpan/core/api/staff-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { sendJobsQueryKey } from './list-send-jobs.ts';

/** POST /api/staff/messages/send: records the send and returns at once; the server delivers it. */
export function sendMessage(request: StaffMessageSendRequest): Promise<{ id: number; total: number }> {
  return staffCall<{ id: number; total: number }>('messages/send', request);
}

/** Mutation of a send; the sent list reloads (and polls while it runs). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sendJobsQueryKey }),
  });
}
