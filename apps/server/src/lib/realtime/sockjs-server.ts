import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { closeCodes } from './connection-host.ts';
import { FrameCoalescer } from './frame-coalescer.ts';
import type { RealtimeLimits } from './realtime-limits.ts';
import {
  answerInfo,
  decodeClientMessages,
  noCacheHeader,
  receiveXhrSend,
  refuseUpgrade,
  sendText,
} from './sockjs-http.ts';
import { PollingReceiver, StreamingReceiver, WebSocketReceiver } from './sockjs-receivers.ts';
import { encodeClose, type Receiver, type SessionHooks, SockjsSession } from './sockjs-session.ts';
import type { RealtimeLogger } from './stomp-broker.ts';

/** What the SockJS endpoint needs from its host. */
export type SockjsServerDeps = {
  /** Mount path, e.g. '/chat'. */
  prefix: string;
  limits: RealtimeLimits;
  log: RealtimeLogger;
  /** False for a browser request from another site (cross-site websocket hijacking). */
  isOriginAllowed(request: IncomingMessage): boolean;
  /** The client's address as TRUST_PROXY reads it (the per-IP connection cap counts on it). */
  clientAddressOf(request: IncomingMessage): string;
  /** A cheap key of the request's login cookie (no I/O); later xhr requests of a session must match. */
  bindingKeyOf(request: IncomingMessage): string | null;
  /** Called once per new session, after its first request; resolves the session's identity. */
  openSession(session: SockjsSession, request: IncomingMessage): Promise<void>;
};

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const transports = new Set(['websocket', 'xhr_streaming', 'xhr', 'xhr_send']);
const tooManyConnectionsFrame = encodeClose(closeCodes.tooManyConnections, 'Too many connections');
/**
 * The SockJS server protocol at `prefix`, written here rather than taken from the `sockjs`
 * package for three reasons: that package hides the Cookie header from the connection (we need
 * it to authenticate the handshake and to bind every later xhr request to the same login), it
 * buffers messages of any size before we see them (we refuse a big one while it arrives), and
 * its queues have no bound (we cut off a slow reader). Messages of one turn of the event loop leave
 * a session as one frame; one client IP holds at most `maxConnectionsPerIp` sessions. Transports:
 * websocket, xhr-streaming, xhr-polling (with xhr_send); no iframe, eventsource, htmlfile or jsonp.
 */
export class SockjsServer {
  readonly #deps: SockjsServerDeps;
  readonly #sessions = new Map<string, SockjsSession>();
  readonly #pending = new Map<string, Promise<SockjsSession | null>>();
  readonly #wss: WebSocketServer;
  readonly #coalescer: FrameCoalescer;
  /** Sessions (opening or open) per client IP, and each session's IP. */
  readonly #countByIp = new Map<string, number>();
  readonly #ipOf = new Map<SockjsSession, string>();
  readonly #hooks: SessionHooks;
  #refusalLoggedAt = 0;

  constructor(deps: SockjsServerDeps) {
    this.#deps = deps;
    this.#coalescer = new FrameCoalescer(deps.limits.frameCoalesceMs);
    this.#hooks = {
      scheduleFlush: (session) => this.#coalescer.schedule(session),
      ended: (session) => this.#release(session),
    };
    this.#wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: deps.limits.maxTransportMessageBytes,
    });
  }

  /** True when the URL is under the prefix (then this server answers it). */
  owns(url: string | undefined): boolean {
    const path = (url ?? '').split('?')[0] ?? '';
    return path === this.#deps.prefix || path.startsWith(`${this.#deps.prefix}/`);
  }

  /** Open sessions (closed ones that still linger for late requests are not counted). */
  get sessionCount(): number {
    let count = 0;
    for (const session of this.#sessions.values()) if (!session.isClosed) count += 1;
    return count;
  }

  /** Bytes held for all open sessions' clients (queued plus in their sockets). */
  get bufferedBytes(): number {
    let bytes = 0;
    for (const session of this.#sessions.values()) if (!session.isClosed) bytes += session.bufferedBytes;
    return bytes;
  }

  /** Answers a plain HTTP request under the prefix. */
  handleRequest(request: IncomingMessage, response: ServerResponse): void {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const rest = path.slice(this.#deps.prefix.length);
    if (rest === '' || rest === '/') {
      sendText(response, 200, 'Welcome to SockJS!\n');
      return;
    }
    if (rest === '/info') {
      answerInfo(request, response);
      return;
    }
    const [, server, sessionId, transport] = rest.split('/');
    const isSessionPath =
      rest.split('/').length === 4 && idPattern.test(server ?? '') && idPattern.test(sessionId ?? '');
    if (!isSessionPath || !sessionId || !transports.has(transport ?? '')) {
      sendText(response, 404, 'Not found');
      return;
    }
    if (request.method === 'OPTIONS') {
      sendText(response, 204, '', { Allow: 'OPTIONS, POST', 'Access-Control-Max-Age': '31536000' });
      return;
    }
    if (transport === 'websocket') {
      sendText(response, 400, 'Can "Upgrade" only to "WebSocket".');
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method not allowed', { Allow: 'OPTIONS, POST' });
      return;
    }
    if (!this.#deps.isOriginAllowed(request)) {
      sendText(response, 403, 'Forbidden');
      return;
    }
    if (transport === 'xhr_send') {
      const session = this.#sessions.get(sessionId);
      const isBound = session && !session.isClosed && session.bindingKey === this.#deps.bindingKeyOf(request);
      receiveXhrSend(isBound ? session : null, request, response, this.#deps.limits.maxTransportMessageBytes);
      return;
    }
    if (transport === 'xhr_streaming' || transport === 'xhr') {
      response.writeHead(200, {
        'Content-Type': 'application/javascript; charset=UTF-8',
        'Cache-Control': noCacheHeader,
        'X-Content-Type-Options': 'nosniff',
      });
      request.socket.setNoDelay(true);
      const receiver =
        transport === 'xhr'
          ? new PollingReceiver(response)
          : new StreamingReceiver(response, this.#deps.limits.streamingResponseLimitBytes);
      void this.#attachXhr(sessionId, receiver, request, response);
      return;
    }
    sendText(response, 404, 'Not found');
  }

  /** Takes over an upgrade request under the prefix (anything else is refused). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => {});
    const rest = (request.url ?? '').split('?')[0]?.slice(this.#deps.prefix.length) ?? '';
    const [, server, sessionId, transport, extra] = rest.split('/');
    const isValid =
      transport === 'websocket' &&
      extra === undefined &&
      idPattern.test(server ?? '') &&
      idPattern.test(sessionId ?? '');
    if (!isValid || !sessionId || this.#sessions.has(sessionId) || this.#pending.has(sessionId)) {
      refuseUpgrade(socket, '404 Not Found');
      return;
    }
    if (!this.#deps.isOriginAllowed(request)) {
      refuseUpgrade(socket, '403 Forbidden');
      return;
    }
    const ip = this.#deps.clientAddressOf(request);
    if (!this.#hasRoomFor(ip)) {
      this.#refuseWebSocket(request, socket, head);
      return;
    }
    const session = new SockjsSession(sessionId, null, 'websocket', this.#deps.limits, this.#hooks);
    this.#claim(session, ip);
    const opening = this.#deps.openSession(session, request).then(
      () => true,
      (error) => {
        this.#deps.log.error({ err: error }, 'Realtime handshake failed');
        return false;
      },
    );
    this.#pending.set(
      sessionId,
      opening.then(() => null),
    );
    void opening.then((isOpen) => {
      this.#pending.delete(sessionId);
      if (!isOpen || socket.destroyed) {
        session.abort('Transport closed');
        refuseUpgrade(socket, '500 Internal Server Error');
        return;
      }
      let isUpgraded = false;
      // ws drops a socket that closed during the upgrade without calling back: end the session too.
      socket.once('close', () => {
        if (!isUpgraded) session.abort('Transport closed');
      });
      this.#wss.handleUpgrade(request, socket, head, (ws) => {
        isUpgraded = true;
        this.#sessions.set(sessionId, session);
        ws.on('message', (data, isBinary) => {
          const text = isBinary ? null : data.toString();
          // An empty message carries nothing (sockjs ignores it too).
          if (text === '') return;
          const messages = text === null ? null : decodeClientMessages(text);
          if (messages) session.receive(messages);
          else session.abort('Broken SockJS message');
        });
        ws.on('close', () => session.abort('Transport closed'));
        ws.on('error', () => session.abort('Transport closed'));
        session.attach(new WebSocketReceiver(ws));
      });
    });
  }

  /** Heart-beats, disconnect delays, and forgetting sessions closed long enough ago. */
  tick(now: number): void {
    for (const [id, session] of this.#sessions) {
      session.tick(now);
      if (session.isClosed && now - session.closedAt >= this.#deps.limits.disconnectDelayMs) {
        this.#sessions.delete(id);
      }
    }
  }

  /** Closes every session (shutdown). */
  closeAll(code: number, reason: string): void {
    for (const session of this.#sessions.values()) session.close(code, reason);
    this.#sessions.clear();
  }

  async #attachXhr(
    sessionId: string,
    receiver: Receiver,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const session = await this.#findOrOpen(sessionId, receiver.kind, request);
    if (session === 'refused') {
      response.end(`${tooManyConnectionsFrame}\n`);
      return;
    }
    if (!session) {
      response.end(`${'c[1002,"Connection interrupted"]'}\n`);
      return;
    }
    if (session.bindingKey !== this.#deps.bindingKeyOf(request)) {
      response.end(`${'c[1008,"Session belongs to another login"]'}\n`);
      return;
    }
    if (response.destroyed) return;
    response.on('close', () => session.detach(receiver));
    session.attach(receiver);
  }

  async #findOrOpen(sessionId: string, kind: Receiver['kind'], request: IncomingMessage) {
    const existing = this.#sessions.get(sessionId) ?? (await this.#pending.get(sessionId));
    if (existing) return existing;
    const ip = this.#deps.clientAddressOf(request);
    if (!this.#hasRoomFor(ip)) return 'refused';
    const bindingKey = this.#deps.bindingKeyOf(request);
    const session = new SockjsSession(sessionId, bindingKey, kind, this.#deps.limits, this.#hooks);
    this.#claim(session, ip);
    const opening = this.#deps.openSession(session, request).then(
      () => {
        this.#sessions.set(sessionId, session);
        return session;
      },
      (error) => {
        this.#deps.log.error({ err: error }, 'Realtime handshake failed');
        session.abort('Transport closed');
        return null;
      },
    );
    this.#pending.set(sessionId, opening);
    try {
      return await opening;
    } finally {
      this.#pending.delete(sessionId);
    }
  }

  #hasRoomFor(ip: string): boolean {
    const cap = this.#deps.limits.maxConnectionsPerIp;
    if (cap <= 0 || (this.#countByIp.get(ip) ?? 0) < cap) return true;
    // One line per 10 s: a script retrying in a loop must not flood the log.
    if (Date.now() - this.#refusalLoggedAt >= 10_000) {
      this.#refusalLoggedAt = Date.now();
      this.#deps.log.info({ ip, cap }, 'Realtime connection refused: per-IP cap');
    }
    return false;
  }

  #claim(session: SockjsSession, ip: string): void {
    this.#ipOf.set(session, ip);
    this.#countByIp.set(ip, (this.#countByIp.get(ip) ?? 0) + 1);
  }

  #release(session: SockjsSession): void {
    const ip = this.#ipOf.get(session);
    if (ip === undefined) return;
    this.#ipOf.delete(session);
    const count = (this.#countByIp.get(ip) ?? 1) - 1;
    if (count > 0) this.#countByIp.set(ip, count);
    else this.#countByIp.delete(ip);
  }

  // Over the cap a websocket still opens, to carry a SockJS close frame the client can act on.
  #refuseWebSocket(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.#wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => {});
      ws.send(tooManyConnectionsFrame);
      ws.close(1000);
    });
  }
}
