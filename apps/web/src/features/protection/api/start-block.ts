import type { BlockStarted } from '@hanpan/core/api/protection';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';

/** A time-out until an instant, or a self-exclusion for some months. */
export type BlockRequest = { kind: 'timeout'; until: string } | { kind: 'selfExclusion'; months: number };

/** How starting a block went: its end, or the server's Korean reason. */
export type BlockOutcome = { isDone: true; until: string } | { isDone: false; message: string };

/** POST /api/account/timeout {until} or /api/account/selfExclude {months}. */
export async function startBlock(request: BlockRequest): Promise<BlockOutcome> {
  const reply =
    request.kind === 'timeout'
      ? await apiRequest<BlockStarted>('/account/timeout', { body: { until: request.until } })
      : await apiRequest<BlockStarted>('/account/selfExclude', { body: { months: request.months } });
  if (reply.code === 0 && reply.data) return { isDone: true, until: reply.data.until };
  return { isDone: false, message: replyMessage(reply) ?? '요청을 처리하지 못했습니다.' };
}

/** Mutation of a time-out or self-exclusion. */
export function useStartBlock() {
  return useMutation({ mutationFn: startBlock });
}
