import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { reloadTo } from '../../../lib/navigation.ts';
import { resetUnreadCount } from '../../../lib/unread-messages.ts';
import { useUserStore } from '../../../lib/user-store.ts';

/** GET /api/user/logout, then forget the member and reload home (spec section 4, "Login"). */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/user/logout', { method: 'GET', background: true });
  } finally {
    useUserStore.getState().clear();
    resetUnreadCount();
    reloadTo('/');
  }
}

/** Mutation that logs out. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
