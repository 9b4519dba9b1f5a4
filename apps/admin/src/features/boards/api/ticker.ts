import type { StaffTickerItem, StaffTickerSaveRequest } from '@hanpan/core/api/staff-site-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

const tickerQueryKey = ['ticker'] as const;

/** POST /api/staff/ticker/list: every ticker line, newest first. */
export function listTicker(): Promise<{ items: StaffTickerItem[] }> {
  return staffCall<{ items: StaffTickerItem[] }>('ticker/list');
}

/** The ticker lines. */
export function useTickerList() {
  return useQuery({ queryKey: tickerQueryKey, queryFn: listTicker });
}

/** Mutation that saves a ticker line (POST /api/staff/ticker/save), then reloads the list. */
export function useSaveTickerLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: StaffTickerSaveRequest) => staffCall<StaffTickerItem>('ticker/save', line),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tickerQueryKey }),
  });
}
