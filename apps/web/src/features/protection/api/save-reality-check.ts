import { protectionText, type RealityCheckRequest } from '@hanpan/core/api/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { protectionQueryKeys } from './query-keys.ts';

/** How saving the reality check went: the server's Korean message either way. */
export type RealityCheckOutcome = { isDone: boolean; message: string };

/** POST /api/account/realityCheck: the interval in minutes (0 = off). */
export async function saveRealityCheck(body: RealityCheckRequest): Promise<RealityCheckOutcome> {
  const reply = await apiRequest('/account/realityCheck', { body });
  const message = replyMessage(reply);
  if (reply.code === 0) return { isDone: true, message: message ?? protectionText.realityCheckSaved };
  return { isDone: false, message: message ?? '알림 간격을 저장하지 못했습니다.' };
}

/** Mutation of the reality check interval; the limits and the session summary (its timer) are read again. */
export function useSaveRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRealityCheck,
    onSettled: () => client.invalidateQueries({ queryKey: protectionQueryKeys.all }),
  });
}
