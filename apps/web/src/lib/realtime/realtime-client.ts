import type { StompSubscription } from '@stomp/stompjs';
import type { StompConnection } from './stomp-connection.ts';

/** Receives the parsed JSON body of one message. */
export type MessageHandler = (body: unknown) => void;

type Registration = { destination: string; handler: MessageHandler; subscription: StompSubscription | null };

const registrations = new Set<Registration>();
let connection: StompConnection | null = null;
let starting: Promise<void> | null = null;
let isMemberConnection = false;
let onMemberConnectionLost: () => void = () => {};

// Private queues only on a member connection: the page may learn of a login (before its reload)
// while its socket is still a visitor's, and the server refuses those subscriptions.
const subscribeOne = (registration: Registration) => {
  if (registration.destination.startsWith('/user/') && !isMemberConnection) return;
  registration.subscription =
    connection?.subscribe(registration.destination, (message) => {
      let body: unknown;
      try {
        body = JSON.parse(message.body);
      } catch {
        return;
      }
      registration.handler(body);
    }) ?? null;
};

/**
 * Starts the app's one realtime connection (visitors too: public topics). The STOMP and SockJS
 * libraries load here, in their own chunk, so the first page does not wait for them.
 */
export function startRealtime(): Promise<void> {
  starting ??= import('./stomp-connection.ts').then(({ openStompConnection }) => {
    connection = openStompConnection({
      onConnect: (isMember) => {
        const wasMember = isMemberConnection;
        isMemberConnection = isMember;
        // A reconnect starts with no subscriptions: make them all again.
        for (const registration of registrations) subscribeOne(registration);
        // The member's socket came back as a visitor's: the session ended while it was away.
        if (wasMember && !isMember) onMemberConnectionLost();
      },
    });
  });
  return starting;
}

/** What happens when a member connection reconnects as a visitor's (the session is gone). */
export function setMemberConnectionLostHandler(handler: () => void): void {
  onMemberConnectionLost = handler;
}

/** Subscribes to a destination now and after every reconnect; returns the unsubscribe. */
export function subscribeRealtime(destination: string, handler: MessageHandler): () => void {
  const registration: Registration = { destination, handler, subscription: null };
  registrations.add(registration);
  subscribeOne(registration);
  return () => {
    registrations.delete(registration);
    try {
      registration.subscription?.unsubscribe();
    } catch {
      // Not connected right now: the subscription died with the socket.
    }
  };
}
