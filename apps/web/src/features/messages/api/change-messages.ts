import type { ApiReply } from '@hanpan/core/api/envelope';
import type { MessageIdsData } from '@hanpan/core/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { messageQueryKeys } from './message-query-keys.ts';

/** What a select-all button does to the chosen messages. */
export type MessageChange = 'read' | 'delete';

/** POST /api/message/read or /api/message/delete with the chosen ids. */
export function changeMessages(change: MessageChange, ids: number[]): Promise<ApiReply<MessageIdsData>> {
  return apiRequest(`/message/${change}`, { body: { ids } });
}

/** Mutation of marking read or deleting; the list refreshes after it. */
export function useChangeMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, ids }: { change: MessageChange; ids: number[] }) => changeMessages(change, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageQueryKeys.all }),
  });
}
