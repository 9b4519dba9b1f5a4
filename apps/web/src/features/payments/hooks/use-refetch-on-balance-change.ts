import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUserStore } from '../../../lib/user-store.ts';
import { paymentQueryKeys } from '../api/query-keys.ts';

/**
 * Refreshes the payment pages' info and history when the member's balances change: a deposit
 * approved or a withdrawal rejected by staff arrives as a userContext push (or any reply) first.
 */
export function useRefetchOnBalanceChange(): void {
  const queryClient = useQueryClient();
  const balances = useUserStore((state) =>
    state.user ? `${state.user.cash}|${state.user.point}|${state.user.agencyCash}` : null,
  );
  const previous = useRef(balances);
  useEffect(() => {
    if (balances === previous.current) return;
    previous.current = balances;
    if (balances !== null) void queryClient.invalidateQueries({ queryKey: paymentQueryKeys.all });
  }, [balances, queryClient]);
}
