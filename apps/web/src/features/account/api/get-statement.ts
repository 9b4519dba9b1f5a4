import type { Statement, StatementRequest } from '@hanpan/core/api/account-statement';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { accountQueryKeys } from './query-keys.ts';

/** POST /api/account/statement: the member's 입출금·베팅 요약 for KST days from..to. */
export async function getStatement(period: StatementRequest): Promise<Statement> {
  const reply = await apiRequest<Statement>('/account/statement', { body: period });
  if (reply.code !== 0 || !reply.data) {
    throw new ApiError(200, replyMessage(reply) ?? `account/statement code ${reply.code}`);
  }
  return reply.data;
}

/** The statement of a period. */
export function useStatement(period: StatementRequest) {
  return useQuery({
    queryKey: accountQueryKeys.statement(period.from, period.to),
    queryFn: () => getStatement(period),
  });
}
