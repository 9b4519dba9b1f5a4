import type { StaffCasinoTransactionPage } from '@hanpan/core/api/staff-casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { casinoQueryKey } from './query-keys.ts';

/** Body of transactions. */
export type CasinoTransactionsFilter = {
  memberLoginId?: string;
  roundId?: string;
  from: string;
  until: string;
  page: number;
};

/** POST /api/staff/casino/transactions: a page of a member's or a round's wallet transactions. */
export function useCasinoTransactions(filter: CasinoTransactionsFilter) {
  return useQuery({
    queryKey: [...casinoQueryKey, 'transactions', filter],
    queryFn: () => staffCall<StaffCasinoTransactionPage>('casino/transactions', filter),
    placeholderData: keepPreviousData,
  });
}
