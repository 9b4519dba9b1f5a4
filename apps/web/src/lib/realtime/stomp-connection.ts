import { memberConnectionHeader, realtimePath, realtimeTimers } from '@hanpan/core/api/realtime';
import { Client, type IFrame, type IMessage, type StompSubscription } from '@stomp/stompjs';
// The prebuilt browser bundle: the package's CommonJS entry reads Node's `global`, which
// browsers lack; the bundle brings its own shim.
import SockJS from 'sockjs-client/dist/sockjs.min.js';

/** What the app's realtime client does with connection events. */
export type ConnectionEvents = {
  /** Connected; `isMember` when the server took the handshake's cookie for a logged-in member. */
  onConnect(isMember: boolean): void;
};

/** The STOMP connection, loaded lazily (this module and its libraries are a separate chunk). */
export type StompConnection = {
  subscribe(destination: string, onMessage: (message: IMessage) => void): StompSubscription | null;
};

/**
 * Connects to `{origin}/chat` with SockJS carrying STOMP (spec sections 4 and 7): reconnects
 * 5 s after a drop, heart-beats both ways every 4 s, and logs only connect, disconnect and the
 * broker's errors ('Broker reported error' with details).
 */
export function openStompConnection(events: ConnectionEvents): StompConnection {
  let wasConnected = false;
  const client = new Client({
    webSocketFactory: () => new SockJS(`${window.location.origin}${realtimePath}`),
    reconnectDelay: realtimeTimers.reconnectDelayMs,
    heartbeatIncoming: realtimeTimers.heartbeatMs,
    heartbeatOutgoing: realtimeTimers.heartbeatMs,
    debug: () => {},
  });
  client.onConnect = (frame: IFrame) => {
    wasConnected = true;
    console.info('[realtime] connected');
    events.onConnect(frame.headers[memberConnectionHeader] === '1');
  };
  client.onWebSocketClose = () => {
    if (!wasConnected) return;
    wasConnected = false;
    console.info('[realtime] disconnected');
  };
  client.onStompError = (frame) => {
    console.error(`Broker reported error: ${frame.headers.message}`, frame.body);
  };
  client.activate();
  return {
    subscribe: (destination, onMessage) =>
      client.connected ? client.subscribe(destination, onMessage) : null,
  };
}
