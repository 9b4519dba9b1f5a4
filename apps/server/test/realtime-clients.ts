import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';

/** The SockJS transports the server offers. */
export type TransportName = 'websocket' | 'xhr-streaming' | 'xhr-polling';

// sockjs-client's Node XHR driver sends no custom headers: in a browser the cookie jar adds the
// session cookie to every xhr request, here this stands in for it. It adds the cookie a test
// registered for a SockJS session id to every request of that session (the id is in the path).
// The websocket transport needs none of this: it takes headers through transportOptions.
const cookieBySession = new Map<string, string>();
let isCookieJarInstalled = false;

function installCookieJar(): void {
  if (isCookieJarInstalled) return;
  isCookieJarInstalled = true;
  const original = http.request;
  const patched = (options: unknown, ...rest: unknown[]) => {
    if (typeof options === 'object' && options !== null && !(options instanceof URL)) {
      const request = options as http.RequestOptions;
      const sessionId = /\/chat\/[^/]+\/([^/]+)\//.exec(request.path ?? '')?.[1];
      const cookie = sessionId ? cookieBySession.get(sessionId) : undefined;
      if (cookie) {
        const headers = { ...(request.headers as Record<string, string> | undefined), Cookie: cookie };
        return (original as (...args: unknown[]) => http.ClientRequest)({ ...request, headers }, ...rest);
      }
    }
    return (original as (...args: unknown[]) => http.ClientRequest)(options, ...rest);
  };
  http.request = patched as typeof http.request;
}

/** A real sockjs-client socket to `{baseUrl}/chat` over one transport, with the member's cookie. */
export function openSockJs(
  baseUrl: string,
  transport: TransportName,
  sessionToken?: string | null,
): WebSocket {
  installCookieJar();
  const sessionId = randomBytes(8).toString('hex');
  const cookie = sessionToken ? `hanpan_sid=${sessionToken}` : undefined;
  if (cookie) cookieBySession.set(sessionId, cookie);
  const socket = new SockJS(`${baseUrl}/chat`, undefined, {
    transports: [transport],
    sessionId: () => sessionId,
    // sockjs-client gives a transport only a few round-trips to open by default; on a loaded CI
    // machine that fails transports that are merely slow, so tests allow a generous bound.
    timeout: 20_000,
    transportOptions: cookie ? { websocket: { headers: { Cookie: cookie } } } : {},
  } as SockJS.Options);
  return socket as unknown as WebSocket;
}

/** A real @stomp/stompjs client on a real sockjs-client socket, recording what it sees. */
export type TestStompClient = {
  client: Client;
  /** JSON bodies received, per destination. */
  received: Map<string, unknown[]>;
  errors: IFrame[];
  connects: number;
  closes: number;
  /** Subscribes now (and again after every reconnect); resolves on the server's RECEIPT. */
  subscribe(destination: string): Promise<void>;
  waitForMessage(
    destination: string,
    predicate?: (body: unknown) => boolean,
    timeoutMs?: number,
  ): Promise<unknown>;
  waitFor(condition: () => boolean, timeoutMs?: number, what?: string): Promise<void>;
  stop(): Promise<void>;
};

/** Options of {@link connectStomp}. */
export type StompClientOptions = {
  transport: TransportName;
  sessionToken?: string | null;
  /** 0 (default) means no reconnect. */
  reconnectDelay?: number;
  heartbeatMs?: number;
};

/** Polls `condition` every 20 ms. */
export async function waitUntil(
  condition: () => boolean,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Creates, activates and waits for the first CONNECTED of a STOMP client. */
export async function connectStomp(baseUrl: string, options: StompClientOptions): Promise<TestStompClient> {
  const heartbeat = options.heartbeatMs ?? 4000;
  const destinations = new Set<string>();
  const state: TestStompClient = {
    client: new Client({
      webSocketFactory: () => openSockJs(baseUrl, options.transport, options.sessionToken),
      reconnectDelay: options.reconnectDelay ?? 0,
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      debug: () => {},
    }),
    received: new Map(),
    errors: [],
    connects: 0,
    closes: 0,
    subscribe(destination) {
      destinations.add(destination);
      return state.client.connected ? subscribeOne(destination) : Promise.resolve();
    },
    async waitForMessage(destination, predicate = () => true, timeoutMs = 5000) {
      let found: unknown;
      await waitUntil(
        () => {
          found = state.received.get(destination)?.find(predicate);
          return found !== undefined;
        },
        timeoutMs,
        `a message on ${destination}`,
      );
      return found;
    },
    waitFor: waitUntil,
    async stop() {
      await state.client.deactivate();
    },
  };
  let receipts = 0;
  const subscribeOne = (destination: string) => {
    receipts += 1;
    const receipt = `sub-${receipts}`;
    const confirmed = new Promise<void>((resolve) => state.client.watchForReceipt(receipt, () => resolve()));
    state.client.subscribe(
      destination,
      (message: IMessage) => {
        const list = state.received.get(destination) ?? [];
        list.push(JSON.parse(message.body));
        state.received.set(destination, list);
      },
      { receipt },
    );
    return confirmed;
  };
  state.client.onConnect = () => {
    state.connects += 1;
    for (const destination of destinations) void subscribeOne(destination);
  };
  state.client.onStompError = (frame) => state.errors.push(frame);
  state.client.onWebSocketClose = () => {
    state.closes += 1;
  };
  state.client.activate();
  await waitUntil(() => state.connects > 0 || state.closes > 0, 30_000, 'CONNECTED');
  if (state.connects === 0) throw new Error('The STOMP client could not connect');
  return state;
}

/**
 * A raw SockJS websocket (the `ws` package) for sending what no well-behaved client would;
 * `headers` are added to the handshake (e.g. X-Forwarded-For).
 */
export async function openRawSockJs(
  baseUrl: string,
  sessionToken?: string | null,
  headers: Record<string, string> = {},
) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/chat/000/${randomBytes(8).toString('hex')}/websocket`;
  const socket = new WebSocket(url, {
    headers: { ...headers, ...(sessionToken ? { Cookie: `hanpan_sid=${sessionToken}` } : {}) },
  });
  const frames: string[] = [];
  const closed = new Promise<{ code: number }>((resolve) => {
    socket.on('close', (code) => resolve({ code }));
    socket.on('error', () => {});
  });
  socket.on('message', (data) => frames.push(data.toString()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    /** Sends STOMP text as one SockJS message. */
    send: (text: string) => socket.send(JSON.stringify([text])),
    /** The STOMP frames received so far (decoded from 'a' frames). */
    stompFrames: () =>
      frames
        .filter((frame) => frame.startsWith('a'))
        .flatMap((frame) => JSON.parse(frame.slice(1)) as string[]),
  };
}
