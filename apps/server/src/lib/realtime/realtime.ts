import type { IncomingMessage } from 'node:http';
import { clientAddressOf, type TrustProxyFn } from '../http/client-ip.ts';
import { type ConnectionIdentity, closeCodes } from './connection-host.ts';
import { topicDestination, userQueueDestination } from './destinations.ts';
import {
  type BusMessage,
  createLocalBus,
  createRedisBus,
  isBusMessage,
  type RealtimeBus,
} from './realtime-bus.ts';
import { defaultRealtimeLimits, type RealtimeLimits } from './realtime-limits.ts';
import { SockjsServer } from './sockjs-server.ts';
import {
  type BrokerStats,
  prepareBody,
  type RealtimeLogger,
  type SendHandler,
  StompBroker,
} from './stomp-broker.ts';

/** A last private message for the connections of a login session that ended. */
export type FinalMessage = { queue: string; payload: unknown };

/** How the handshake learns who is connecting; the auth feature provides it. */
export type RealtimeAuthenticator = {
  /** The member the request's session cookie belongs to, or null (visitor, ended session). */
  authenticate(request: IncomingMessage): Promise<ConnectionIdentity>;
  /** The session key of the request's cookie, without I/O (binds an xhr session's requests). */
  sessionKeyOf(request: IncomingMessage): string | null;
  /** Of these login sessions, those that no longer count, with what to tell their connections. */
  findEndedSessions(sessionKeys: string[]): Promise<Map<string, FinalMessage>>;
  /** False for a browser request from another site. */
  isOriginAllowed(request: IncomingMessage): boolean;
};

/** What features use to push events to browsers. */
export type RealtimePublisher = {
  /** Sends a JSON payload to every subscriber of a public `/topic/...`, in every process. */
  publish(topic: string, payload: unknown): void;
  /** Sends a JSON payload to `/user/queue/{queue}` of every connection of one member, in every process. */
  sendToMember(memberId: number, queue: string, payload: unknown): void;
  /**
   * Tells the member's connections (all, or only those of one login session) a last private
   * message and closes them, in every process.
   */
  endMemberConnections(memberId: number, sessionKey: string | null, message: FinalMessage): void;
};

/** The real-time channel of one process. */
export type Realtime = RealtimePublisher & {
  sockjs: SockjsServer;
  /** Registers what a client SEND to an `/app/...` destination does. */
  onSend(destination: string, handler: SendHandler): void;
  stats(): BrokerStats & { sockjsSessions: number; bufferedBytes: number };
  /**
   * Calls `listener` with each topic message delivered in this process (published here or, with
   * Redis, in another process) whose destination starts with `prefix`.
   */
  onTopicDelivered(prefix: string, listener: (destination: string) => void): void;
  /** Closes every connection (clients reconnect elsewhere) and stops timers and Redis. */
  close(): Promise<void>;
};

/** What the channel is built from. */
export type RealtimeDeps = {
  log: RealtimeLogger;
  authenticator: RealtimeAuthenticator;
  /** With a URL, events fan out across processes through Redis pub/sub on `channel`. */
  redis?: { url: string; channel: string } | undefined;
  limits?: Partial<RealtimeLimits>;
  prefix?: string;
  /** The app's TRUST_PROXY rule: the per-IP connection cap counts the client behind a trusted proxy. */
  trustProxy?: TrustProxyFn | null;
};

/** Builds the channel: SockJS endpoint, STOMP broker, bus, housekeeping timer. */
export function createRealtime(deps: RealtimeDeps): Realtime {
  const limits = { ...defaultRealtimeLimits, ...deps.limits };
  const { log, authenticator } = deps;
  const broker = new StompBroker(limits, log);

  const topicListeners: { prefix: string; listener: (destination: string) => void }[] = [];
  const deliver = (message: BusMessage) => {
    const body = prepareBody(message.body);
    if (message.kind === 'topic') {
      for (const { prefix, listener } of topicListeners) {
        if (message.destination.startsWith(prefix)) listener(message.destination);
      }
      broker.deliverToTopic(message.destination, body);
    } else if (message.kind === 'member') broker.deliverToMember(message.memberId, message.destination, body);
    else broker.endMemberConnections(message.memberId, message.sessionKey, message.destination, body);
  };
  const bus: RealtimeBus = deps.redis
    ? createRedisBus(
        { redisUrl: deps.redis.url, channel: deps.redis.channel, isMessage: isBusMessage },
        deliver,
        log,
      )
    : createLocalBus(deliver);

  const sockjs = new SockjsServer({
    prefix: deps.prefix ?? '/chat',
    limits,
    log,
    isOriginAllowed: authenticator.isOriginAllowed,
    clientAddressOf: (request) => clientAddressOf(request, deps.trustProxy ?? null),
    bindingKeyOf: authenticator.sessionKeyOf,
    async openSession(session, request) {
      const identity = await authenticator.authenticate(request);
      const connection = broker.open(session, identity);
      session.onMessage = (text) => connection.receive(text, Date.now());
      session.onClose = (reason) => connection.transportClosed(reason);
    },
  });

  // Expiry, suspension or a logout whose event was lost (Redis down) still reaches open sockets.
  let isChecking = false;
  let lastCheckAt = Date.now();
  const checkSessions = async () => {
    const sessions = broker.memberSessions();
    if (sessions.size === 0) return;
    const ended = await authenticator.findEndedSessions([...sessions.keys()]);
    for (const [sessionKey, final] of ended) {
      const memberId = sessions.get(sessionKey);
      if (memberId === undefined) continue;
      const body = prepareBody(JSON.stringify(final.payload));
      broker.endMemberConnections(memberId, sessionKey, userQueueDestination(final.queue), body);
    }
  };
  const timer = setInterval(() => {
    const now = Date.now();
    sockjs.tick(now);
    broker.tick(now);
    if (!isChecking && now - lastCheckAt >= limits.sessionCheckIntervalMs) {
      isChecking = true;
      lastCheckAt = now;
      checkSessions()
        .catch((error) => log.error({ err: error }, 'Realtime session check failed'))
        .finally(() => {
          isChecking = false;
        });
    }
  }, limits.tickMs);
  timer.unref();

  return {
    sockjs,
    publish(topic, payload) {
      bus.publish({ kind: 'topic', destination: topicDestination(topic), body: JSON.stringify(payload) });
    },
    sendToMember(memberId, queue, payload) {
      const destination = userQueueDestination(queue);
      bus.publish({ kind: 'member', memberId, destination, body: JSON.stringify(payload) });
    },
    endMemberConnections(memberId, sessionKey, message) {
      const destination = userQueueDestination(message.queue);
      bus.publish({
        kind: 'endSession',
        memberId,
        sessionKey,
        destination,
        body: JSON.stringify(message.payload),
      });
    },
    onSend: (destination, handler) => broker.onSend(destination, handler),
    onTopicDelivered: (prefix, listener) => {
      topicListeners.push({ prefix, listener });
    },
    stats: () => ({
      ...broker.stats(),
      sockjsSessions: sockjs.sessionCount,
      bufferedBytes: sockjs.bufferedBytes,
    }),
    async close() {
      clearInterval(timer);
      broker.closeAll();
      sockjs.closeAll(closeCodes.shutdown, 'Server shutting down');
      await bus.close();
    },
  };
}
