import type { UserContext } from '@hanpan/core/api/envelope';
import { create } from 'zustand';

/** The member's balances and names as the last reply carried them. */
export type SessionUser = UserContext['user'];

/** unknown until the first /user/info answer, then guest or member. */
export type SessionStatus = 'unknown' | 'guest' | 'member';

type UserState = {
  status: SessionStatus;
  user: SessionUser | null;
  messageCount: number;
  /** Stores the user context of a reply (every reply that carries one refreshes it). */
  setContext: (context: UserContext) => void;
  /** Stores the unread count a `/user/queue/message` push carried. */
  setMessageCount: (messageCount: number) => void;
  /** Forgets the member (logout, code 99, 403). */
  clear: () => void;
};

/** The logged-in member, refreshed from every reply's userContext by the API client. */
export const useUserStore = create<UserState>((set) => ({
  status: 'unknown',
  user: null,
  messageCount: 0,
  setContext: (context) => set({ status: 'member', user: context.user, messageCount: context.messageCount }),
  setMessageCount: (messageCount) => set({ messageCount }),
  clear: () => set({ status: 'guest', user: null, messageCount: 0 }),
}));

/** True when a member is logged in (selector). */
export const selectIsMember = (state: UserState): boolean => state.status === 'member';
