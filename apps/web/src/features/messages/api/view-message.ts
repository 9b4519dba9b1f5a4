import type { ApiReply } from '@hanpan/core/api/envelope';
import type { MessageItem } from '@hanpan/core/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageQueryKeys } from './message-query-keys.ts';

/** POST /api/message/view: opens one message (the server marks it read). */
export function viewMessage(id: number): Promise<ApiReply<MessageItem>> {
  return apiRequest('/message/view', { body: { id } });
}

/** Mutation of opening a message; the list refreshes its read marks after it. */
export function useViewMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueryKeys.all }),
  });
}
