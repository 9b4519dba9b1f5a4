import type { MessageListData } from '@hanpan/core/api/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { messageQueryKeys } from './message-query-keys.ts';

/** POST /api/message/list: one page of the member's received messages. */
export async function getMessages(page: number): Promise<MessageListData> {
  const reply = await apiRequest<MessageListData>('/message/list', { body: { page } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `message/list code ${reply.code}`);
  return reply.data;
}

/** Query options of one page of messages. */
export function messagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: messageQueryKeys.page(page),
    queryFn: () => getMessages(page),
    placeholderData: keepPreviousData,
  });
}

/** One page of the member's messages; refetched when the unread count changes (a new message). */
export function useMessages(page: number) {
  return useQuery(messagesQueryOptions(page));
}
