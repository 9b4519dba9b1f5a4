import { EventEmitter } from 'node:events';
import type { UserContext } from '@hanpan/core/api/envelope';
import type {
  SessionEndedMessage,
  SessionEndReason,
  UserContextMessage,
  UserQueueName,
} from '@hanpan/core/api/realtime';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { presentUserContext } from './present.ts';
import type { AuthService } from './service.ts';

/** What happened in auth, published after the change committed (logs, realtime; referral later). */
export type AuthEvent =
  | { type: 'member.joined'; memberId: number; partnerId: number }
  | { type: 'session.started'; memberId: number }
  | {
      type: 'session.ended';
      memberId: number | null;
      /** The one login session that ended, or null for all of the member's. */
      tokenHash: string | null;
      reason: SessionEndReason;
    };

/** Publishes and subscribes to auth events. */
export type AuthEvents = {
  publish(event: AuthEvent): void;
  subscribe(listener: (event: AuthEvent) => void): () => void;
};

/** An in-process auth event channel; a failing listener never fails the request that published. */
export function createAuthEvents(onListenerError: (error: unknown) => void): AuthEvents {
  const emitter = new EventEmitter();
  return {
    publish(event) {
      for (const listener of emitter.listeners('event')) {
        try {
          (listener as (event: AuthEvent) => void)(event);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}

/** The last message of a login session's connections (`/user/queue/session`). */
export function sessionEndedMessage(reason: SessionEndReason) {
  const payload: SessionEndedMessage = { type: 'sessionEnded', reason };
  return { queue: 'session' satisfies UserQueueName, payload };
}

/**
 * A logout, expiry or suspension closes the member's realtime connections in every process (only
 * that browser's on logout): they get `/user/queue/session` and stop receiving private queues.
 */
export function forwardSessionEndsToRealtime(events: AuthEvents, realtime: RealtimePublisher): () => void {
  return events.subscribe((event) => {
    if (event.type !== 'session.ended' || event.memberId === null) return;
    realtime.endMemberConnections(event.memberId, event.tokenHash, sessionEndedMessage(event.reason));
  });
}

/**
 * Sends a member's fresh userContext to their open pages; resolves with the last one sent (null when
 * none was, e.g. the member is gone or the load failed), so a reply can carry it without a load of its own.
 */
export type NotifyUserContextChanged = (memberId: number) => Promise<UserContext | null | undefined>;

/**
 * `notifyUserContextChanged(memberId)`: call it after the transaction that changed a balance,
 * the grade or the unread count has committed (never inside it: the load would not see the
 * change, and PGlite runs one transaction at a time). At once (before its first await) it drops
 * every process's shared read of the member's userContext; then it reads it and sends it to
 * `/user/queue/context`. Calls for the same member while a load runs are folded into one more
 * load, so the last message sent always reflects the last committed state. Failures are logged,
 * never thrown: the change itself has already happened.
 */
export function createUserContextNotifier(deps: {
  auth: Pick<AuthService, 'loadUserContext' | 'userContextChanged'>;
  realtime: RealtimePublisher;
  onError: (error: unknown) => void;
}): NotifyUserContextChanged {
  type Load = { isStale: boolean; sent: UserContext | null; done: Promise<UserContext | null> };
  const running = new Map<number, Load>();
  const send = async (memberId: number, state: Load) => {
    do {
      state.isStale = false;
      const record = await deps.auth.loadUserContext(memberId);
      if (!record) return;
      state.sent = presentUserContext(record);
      const message: UserContextMessage = { type: 'userContext', userContext: state.sent };
      deps.realtime.sendToMember(memberId, 'context' satisfies UserQueueName, message);
    } while (state.isStale);
  };
  return (memberId) => {
    deps.auth.userContextChanged([memberId]);
    const current = running.get(memberId);
    if (current) {
      current.isStale = true;
      return current.done;
    }
    const state: Load = { isStale: false, sent: null, done: Promise.resolve(null) };
    state.done = send(memberId, state)
      .then(() => state.sent)
      .catch((error: unknown) => {
        deps.onError(error);
        return null;
      })
      .finally(() => running.delete(memberId));
    running.set(memberId, state);
    return state.done;
  };
}
