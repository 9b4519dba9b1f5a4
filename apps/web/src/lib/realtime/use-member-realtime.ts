import {
  type MessageReceivedMessage,
  type SessionEndedMessage,
  type UserContextMessage,
  userQueue,
} from '@hanpan/core/api/realtime';
import { useEffect } from 'react';
import { reloadTo } from '../navigation.ts';
import { noticeUnreadCount, resetUnreadCount } from '../unread-messages.ts';
import { useUserStore } from '../user-store.ts';
import { setMemberConnectionLostHandler, startRealtime } from './realtime-client.ts';
import { useSubscription } from './use-subscription.ts';

const realtimeCall = '/realtime/context';

let endsExpected = 0;

/**
 * Runs a call that ends this member's own sessions (a time-out, a self-exclusion): while it is in
 * flight the server's "session ended" push and the socket it closes are the caller's to answer, so
 * the reload home does not cut off what the caller shows (the end time) once the call returns.
 */
export async function expectSessionEnd<T>(call: () => Promise<T>): Promise<T> {
  endsExpected += 1;
  try {
    return await call();
  } finally {
    endsExpected -= 1;
  }
}

/** The session is over: forget the member and reload home (spec section 4, "Forced exit"). */
function goHomeLoggedOut(): void {
  if (endsExpected > 0) return;
  useUserStore.getState().clear();
  resetUnreadCount();
  reloadTo('/');
}

const isUserContextMessage = (body: unknown): body is UserContextMessage =>
  typeof body === 'object' && body !== null && (body as UserContextMessage).type === 'userContext';

/**
 * Starts the realtime connection once the shell is up, and for a logged-in member keeps the
 * header balances live from `/user/queue/context` and goes home on `/user/queue/session`.
 */
export function useMemberRealtime(): void {
  const isMember = useUserStore((state) => state.status === 'member');

  useEffect(() => {
    setMemberConnectionLostHandler(() => {
      if (useUserStore.getState().status === 'member') goHomeLoggedOut();
    });
    void startRealtime();
  }, []);

  useSubscription(isMember ? userQueue.context : null, (body) => {
    if (!isUserContextMessage(body)) return;
    useUserStore.getState().setContext(body.userContext);
    noticeUnreadCount(body.userContext.messageCount, realtimeCall);
  });

  // A new message: the header count and the unread alert (spec section 4) without a reload.
  useSubscription(isMember ? userQueue.message : null, (body) => {
    const message = body as MessageReceivedMessage | null;
    if (message?.type !== 'messageReceived' || typeof message.messageCount !== 'number') return;
    useUserStore.getState().setMessageCount(message.messageCount);
    noticeUnreadCount(message.messageCount, realtimeCall);
  });

  useSubscription(isMember ? userQueue.session : null, (body) => {
    if ((body as SessionEndedMessage | null)?.type === 'sessionEnded') goHomeLoggedOut();
  });
}
