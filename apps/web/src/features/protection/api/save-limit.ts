import type { LimitSaved, SaveLimitRequest } from '@hanpan/core/api/protection';
import { protectionText } from '@hanpan/core/api/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { protectionQueryKeys } from './query-keys.ts';

/** How a limit change went: the server's Korean message either way. */
export type LimitSaveOutcome = { isDone: boolean; message: string };

/** POST /api/account/limits/save: one limit set (won) or removed (null). */
export async function saveLimit(body: SaveLimitRequest): Promise<LimitSaveOutcome> {
  const reply = await apiRequest<LimitSaved>('/account/limits/save', { body });
  const message = replyMessage(reply);
  if (reply.code === 0) return { isDone: true, message: message ?? protectionText.limitSaved };
  return { isDone: false, message: message ?? '한도를 저장하지 못했습니다.' };
}

/** Mutation of one limit; the limits are read again after it (a decrease applies at once). */
export function useSaveLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLimit,
    onSettled: () => client.invalidateQueries({ queryKey: protectionQueryKeys.all }),
  });
}
