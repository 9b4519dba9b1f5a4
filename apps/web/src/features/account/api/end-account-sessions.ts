import type { EndSessionsRequest } from '@hanpan/core/api/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { accountQueryKeys } from './query-keys.ts';

/** How ending sessions went: done, or the server's Korean reason. */
export type EndSessionsOutcome = { isDone: true } | { isDone: false; message: string };

/** POST /api/account/sessions/end: one session by id, or every other one. */
export async function endAccountSessions(body: EndSessionsRequest): Promise<EndSessionsOutcome> {
  const reply = await apiRequest('/account/sessions/end', { body });
  if (reply.code === 0) return { isDone: true };
  return { isDone: false, message: replyMessage(reply) ?? '접속을 종료하지 못했습니다.' };
}

/** Mutation of 로그아웃 / 다른 기기 모두 로그아웃; the sessions are read again after it. */
export function useEndAccountSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endAccountSessions,
    onSettled: () => client.invalidateQueries({ queryKey: accountQueryKeys.sessions }),
  });
}
