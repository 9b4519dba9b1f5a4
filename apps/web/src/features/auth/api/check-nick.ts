import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/checkNick: code 0 usable, 1 invalid format (data.message), 2 duplicate. */
export function checkNick(nick: string): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/user/checkNick', { body: { nick } });
}

/** Mutation of the nickname duplicate check. */
export function useCheckNick() {
  return useMutation({ mutationFn: checkNick });
}
