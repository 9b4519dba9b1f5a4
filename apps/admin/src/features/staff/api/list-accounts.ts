import type { StaffAccountItem } from '@hanpan/core/api/staff';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query key of the staff account list. */
export const accountsQueryKey = ['accounts'] as const;

/** POST /api/staff/accounts/list (owners): every staff account (a list, or a page of one). */
export async function listAccounts(): Promise<StaffAccountItem[]> {
  const data = await staffCall<StaffAccountItem[] | { items: StaffAccountItem[] }>('accounts/list');
  return Array.isArray(data) ? data : data.items;
}

/** The staff accounts. */
export function useAccounts(isEnabled = true) {
  return useQuery({ queryKey: accountsQueryKey, queryFn: listAccounts, enabled: isEnabled });
}
