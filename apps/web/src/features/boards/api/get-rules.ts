import type { RuleMessageType, RulesData } from '@hanpan/core/api/boards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** POST /api/board/getRules: the rules pages of one kind. */
export async function getRules(messageType: RuleMessageType): Promise<RulesData> {
  const reply = await apiRequest<RulesData>('/board/getRules', { body: { messageType } });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `board/getRules code ${reply.code}`);
  return reply.data;
}

/** Query options of one kind of rules pages. */
export function rulesQueryOptions(messageType: RuleMessageType) {
  return queryOptions({ queryKey: ['boards', 'rules', messageType], queryFn: () => getRules(messageType) });
}

/** The rules pages of one kind. */
export function useRules(messageType: RuleMessageType) {
  return useQuery(rulesQueryOptions(messageType));
}
