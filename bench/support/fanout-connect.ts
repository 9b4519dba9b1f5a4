// One subscribed client of the fan-out bench: sockjs-client + @stomp/stompjs, or a plain `ws` socket.
import { Client, type IStompSocket } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';

/** A connected, subscribed client. */
export type FanoutClient = { close(): void };

/** What a client does with what arrives, and when it goes away. */
export type ClientHandlers = {
  onBody(text: string): void;
  /** One transport frame arrived carrying `messages` messages (the raw clients see frames). */
  onFrame?(messages: number): void;
  onClose(reason: string): void;
};

/** How long one client may take to connect and subscribe. */
export const connectTimeoutMs = 20_000;

/** Fails `promise` after `ms` with `what`. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * sockjs-client over its websocket transport with @stomp/stompjs on top, as the web app uses them
 * (heart-beats 4000,4000, anonymous); resolves once the server's RECEIPT confirms the SUBSCRIBE.
 */
export function connectSockjsStomp(
  origin: string,
  topic: string,
  handlers: ClientHandlers,
): Promise<FanoutClient> {
  let isReady = false;
  // stompjs closes the socket itself when the server is silent for twice the incoming heart-beat.
  let missedServerHeartbeat = false;
  const client = new Client({
    webSocketFactory: () =>
      new SockJS(`${origin}/chat`, undefined, { transports: ['websocket'] }) as unknown as IStompSocket,
    reconnectDelay: 0,
    heartbeatIncoming: 4000,
    heartbeatOutgoing: 4000,
    debug: (text) => {
      if (text.startsWith('did not receive server activity')) missedServerHeartbeat = true;
    },
  });
  const ready = new Promise<FanoutClient>((resolve, reject) => {
    client.onConnect = () => {
      client.watchForReceipt('sub-1', () => {
        isReady = true;
        resolve({ close: () => void client.deactivate() });
      });
      client.subscribe(topic, (message) => handlers.onBody(message.body), { receipt: 'sub-1' });
    };
    client.onStompError = (frame) => {
      if (!isReady) reject(new Error(`STOMP ERROR ${frame.headers.message ?? ''}`));
      else handlers.onClose(`STOMP ERROR ${frame.headers.message ?? ''}`);
    };
    client.onWebSocketClose = (event: { code?: number; reason?: string }) => {
      const heard = missedServerHeartbeat ? ' (stompjs: no server activity for 8 s)' : '';
      const reason = `closed ${event.code ?? ''} ${event.reason ?? ''}${heard}`.trim();
      if (!isReady) reject(new Error(reason));
      else handlers.onClose(reason);
    };
  });
  client.activate();
  return within(ready, connectTimeoutMs, 'SockJS + STOMP connect and subscribe').catch((error) => {
    void client.deactivate();
    throw error;
  });
}

/** A plain `ws` socket to the baseline server, which adds it to its broadcast set on the upgrade. */
export function connectWs(url: string, handlers: ClientHandlers): Promise<FanoutClient> {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let isReady = false;
  const ready = new Promise<FanoutClient>((resolve, reject) => {
    socket.on('open', () => {
      isReady = true;
      resolve({ close: () => socket.close() });
    });
    socket.on('message', (data) => handlers.onBody(data.toString()));
    socket.on('error', (error) => {
      if (!isReady) reject(error);
    });
    socket.on('close', (code) => {
      if (!isReady) reject(new Error(`closed ${code}`));
      else handlers.onClose(`closed ${code}`);
    });
  });
  return within(ready, connectTimeoutMs, 'ws connect').catch((error) => {
    socket.terminate();
    throw error;
  });
}
