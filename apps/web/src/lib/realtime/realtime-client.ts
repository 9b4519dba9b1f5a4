import type { StompSubscription } from '@stomp/stompjs';
import type { StompConnection } from './stomp-connection.ts';

/** Receives the parsed JSON body of one message. */
export type MessageHandler = (body: unknown) => void;

type Registration = { destination: string; handler: MessageHandler; subscription: StompSubscription | null };

const registrations = new Set<Registration>();
let connection: StompConnection | null = null;
let starting: Promise<void> | null = null;
let onPrivateQueueRefused: () => void = () => {};

const subscribeOne = (registration: Registration) => {
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
      // A reconnect starts with no subscriptions: make them all again.
      onConnect: () => {
        for (const registration of registrations) subscribeOne(registration);
      },
      onBrokerError: (frame) => {
        const isPrivate =
          frame.headers.message === 'Forbidden destination' && frame.body.startsWith('/user/');
        if (isPrivate) onPrivateQueueRefused();
      },
    });
  });
  return starting;
}

/** What happens when the server refuses a private queue: the handshake found no live session. */
export function setPrivateQueueRefusedHandler(handler: () => void): void {
  onPrivateQueueRefused = handler;
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
