import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/checkLoginId: code 0 usable, 1 invalid format (data.message), 2 duplicate. */
export function checkLoginId(loginId: string): Promise<ApiReply<ReplyMessage>> {
  return apiRequest('/user/checkLoginId', { body: { loginId } });
}

/** Mutation of the login-id duplicate check. */
export function useCheckLoginId() {
  return useMutation({ mutationFn: checkLoginId });
}
