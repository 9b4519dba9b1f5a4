import type { StaffDebtList } from '@hanpan/core/api/staff-settlement';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Which debts the list shows. */
export type DebtFilter = { status: 'open' | 'all'; page: number };

/** POST /api/staff/bets/debts: members' debts after resettlements, open first. */
export function listDebts(filter: DebtFilter): Promise<StaffDebtList> {
  return staffCall<StaffDebtList>('bets/debts', filter);
}

/** One page of member debts. */
export function useDebts(filter: DebtFilter, isEnabled = true) {
  return useQuery({ queryKey: ['bets-debts', filter], queryFn: () => listDebts(filter), enabled: isEnabled });
}
