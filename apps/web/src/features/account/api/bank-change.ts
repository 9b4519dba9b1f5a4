import type { BankChangeList, BankChangeRequest } from '@hanpan/core/api/account-bank-change';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, replyMessage } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { accountQueryKeys } from './query-keys.ts';

/** POST /api/account/bankChange/list: the member's own requests, newest first. */
export async function getBankChanges(): Promise<BankChangeList> {
  const reply = await apiRequest<BankChangeList>('/account/bankChange/list', { body: {} });
  if (reply.code !== 0 || !reply.data) throw new ApiError(200, `account/bankChange/list code ${reply.code}`);
  return reply.data;
}

/** The member's bank change requests. */
export function useBankChanges() {
  return useQuery({ queryKey: accountQueryKeys.bankChanges, queryFn: getBankChanges });
}

/** How a request went: the server's Korean message either way. */
export type BankChangeOutcome = { isDone: boolean; message: string };

/** POST /api/account/bankChange: the new account and the exchange password. */
export async function requestBankChange(body: BankChangeRequest): Promise<BankChangeOutcome> {
  const reply = await apiRequest('/account/bankChange', { body });
  const message = replyMessage(reply);
  if (reply.code === 0) return { isDone: true, message: message ?? '신청했습니다.' };
  return { isDone: false, message: message ?? '신청하지 못했습니다.' };
}

/** Mutation of the request form; the list is read again after it. */
export function useRequestBankChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestBankChange,
    onSettled: () => client.invalidateQueries({ queryKey: accountQueryKeys.bankChanges }),
  });
}
