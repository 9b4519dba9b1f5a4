import type { JoinReplyData, JoinRequest } from '@hanpan/core/api/auth';
import type { ApiReply } from '@hanpan/core/api/envelope';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/join with the registration payload; results per spec section 8. */
export function join(request: JoinRequest): Promise<ApiReply<JoinReplyData>> {
  return apiRequest('/user/join', { body: request });
}

/** Mutation that submits the registration. */
export function useJoin() {
  return useMutation({ mutationFn: join });
}
