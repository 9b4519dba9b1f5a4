import { EventEmitter } from 'node:events';

/** What happened in auth, published after the change committed (for logs now; realtime, referral later). */
export type AuthEvent =
  | { type: 'member.joined'; memberId: number; partnerId: number }
  | { type: 'session.started'; memberId: number }
  | { type: 'session.ended'; memberId: number | null; reason: 'logout' | 'expired' | 'suspended' };

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
