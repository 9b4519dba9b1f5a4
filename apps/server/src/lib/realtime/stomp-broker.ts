import {
  type ConnectionHost,
  type ConnectionIdentity,
  closeCodes,
  type MessageTransport,
} from './connection-host.ts';
import { parseDestination } from './destinations.ts';
import type { RealtimeLimits } from './realtime-limits.ts';
import { encodeJsonString } from './sockjs-session.ts';
import { StompConnection } from './stomp-connection.ts';
import type { PreparedBody } from './stomp-frame.ts';

/** What the broker logs: connects and disconnects at debug, protocol errors and cut-offs at info. */
export type RealtimeLogger = {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** Handles a client SEND to one `/app/...` destination. */
export type SendHandler = (identity: ConnectionIdentity, body: Buffer) => void;

/** Counts for logs, tests and benches. */
export type BrokerStats = { connections: number; members: number; topics: number };

/** Prepares a JSON payload for delivery: measured and encoded once, whatever the subscriber count. */
export function prepareBody(text: string): PreparedBody {
  const bytes = Buffer.byteLength(text);
  const tail = `\ncontent-type:application/json\ncontent-length:${bytes}\n\n${text}\0`;
  return { text, bytes, encodedTail: encodeJsonString(tail).slice(1) };
}

/**
 * This process's STOMP connections and who listens to what: topic -> connections, member ->
 * connections. Delivery is local; the bus brings other processes' messages here.
 */
export class StompBroker implements ConnectionHost {
  readonly #limits: RealtimeLimits;
  readonly #log: RealtimeLogger;
  readonly #connections = new Set<StompConnection>();
  readonly #topics = new Map<string, Set<StompConnection>>();
  readonly #members = new Map<number, Set<StompConnection>>();
  readonly #sendHandlers = new Map<string, SendHandler>();
  readonly #dropLog: LogThrottle;

  constructor(limits: RealtimeLimits, log: RealtimeLogger) {
    this.#limits = limits;
    this.#log = log;
    this.#dropLog = new LogThrottle(20, 10_000, log);
  }

  /** Starts the STOMP side of a freshly opened SockJS session. */
  open(transport: MessageTransport, identity: ConnectionIdentity): StompConnection {
    const connection = new StompConnection(transport, identity, this.#limits, this, Date.now());
    this.#connections.add(connection);
    if (identity) addTo(this.#members, identity.memberId, connection);
    return connection;
  }

  /** Registers what a client SEND to `destination` does (features' `/app/...` calls). */
  onSend(destination: string, handler: SendHandler): void {
    if (!destination.startsWith('/app/')) throw new Error('Client SENDs go to /app/... destinations');
    this.#sendHandlers.set(destination, handler);
  }

  /** Delivers to every local subscriber of a topic. */
  deliverToTopic(destination: string, body: PreparedBody): void {
    const subscribers = this.#topics.get(destination);
    if (!subscribers) return;
    // A copy: a slow subscriber cut off during the loop leaves the set.
    for (const connection of [...subscribers]) connection.deliver(destination, body);
  }

  /** Delivers to the local connections of one member that subscribed to the queue. */
  deliverToMember(memberId: number, destination: string, body: PreparedBody): void {
    const connections = this.#members.get(memberId);
    if (!connections) return;
    for (const connection of [...connections]) connection.deliver(destination, body);
  }

  /**
   * Sends a last private message to a member's connections (all of them, or those of one login
   * session) and closes them: their session ended, so they must stop receiving private data.
   */
  endMemberConnections(memberId: number, sessionKey: string | null, destination: string, body: PreparedBody) {
    const connections = this.#members.get(memberId);
    if (!connections) return;
    for (const connection of [...connections]) {
      if (sessionKey !== null && connection.identity?.sessionKey !== sessionKey) continue;
      connection.deliver(destination, body);
      connection.end(closeCodes.sessionEnded, 'Session ended');
    }
  }

  /** The login sessions behind this process's member connections, by session key. */
  memberSessions(): Map<string, number> {
    const sessions = new Map<string, number>();
    for (const connections of this.#members.values()) {
      for (const { identity } of connections)
        if (identity) sessions.set(identity.sessionKey, identity.memberId);
    }
    return sessions;
  }

  /** Heart-beats, timeouts and rate windows of every connection. */
  tick(now: number): void {
    for (const connection of [...this.#connections]) connection.tick(now);
  }

  /** Closes every connection (server shutdown; clients reconnect to another process). */
  closeAll(): void {
    for (const connection of [...this.#connections])
      connection.end(closeCodes.shutdown, 'Server shutting down');
  }

  /** Current counts. */
  stats(): BrokerStats {
    return { connections: this.#connections.size, members: this.#members.size, topics: this.#topics.size };
  }

  connected(connection: StompConnection): void {
    this.#log.debug(
      {
        session: connection.transport.id,
        transport: connection.transport.kind,
        member: connection.identity?.memberId,
      },
      'Realtime client connected',
    );
  }

  subscribed(connection: StompConnection, destination: string): void {
    if (parseDestination(destination)?.kind === 'topic') addTo(this.#topics, destination, connection);
  }

  unsubscribed(connection: StompConnection, destination: string): void {
    removeFrom(this.#topics, destination, connection);
  }

  received(connection: StompConnection, destination: string, body: Buffer): boolean {
    const handler = this.#sendHandlers.get(destination);
    if (!handler) return false;
    handler(connection.identity, body);
    return true;
  }

  ended(connection: StompConnection, reason: string): void {
    if (!this.#connections.delete(connection)) return;
    for (const destination of connection.destinations()) removeFrom(this.#topics, destination, connection);
    if (connection.identity) removeFrom(this.#members, connection.identity.memberId, connection);
    const details = {
      session: connection.transport.id,
      member: connection.identity?.memberId,
      reason,
      seconds: Math.round((Date.now() - connection.openedAt) / 1000),
    };
    if (reason === 'Client disconnected' || reason === 'Transport closed') {
      this.#log.debug(details, 'Realtime client disconnected');
    } else if (this.#dropLog.allow(Date.now())) {
      this.#log.info(details, 'Realtime client dropped');
    }
  }
}

/**
 * At most `limit` lines per window; the first line after a quiet window says how many were
 * skipped. Misbehaving clients are cheap to make and must not flood the log.
 */
class LogThrottle {
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #log: RealtimeLogger;
  #windowStartedAt = 0;
  #count = 0;
  #skipped = 0;

  constructor(limit: number, windowMs: number, log: RealtimeLogger) {
    this.#limit = limit;
    this.#windowMs = windowMs;
    this.#log = log;
  }

  allow(now: number): boolean {
    if (now - this.#windowStartedAt >= this.#windowMs) {
      if (this.#skipped > 0) this.#log.info({ skipped: this.#skipped }, 'Realtime drop log lines skipped');
      this.#windowStartedAt = now;
      this.#count = 0;
      this.#skipped = 0;
    }
    this.#count += 1;
    if (this.#count <= this.#limit) return true;
    this.#skipped += 1;
    return false;
  }
}

function addTo<K>(index: Map<K, Set<StompConnection>>, key: K, connection: StompConnection): void {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
}

function removeFrom<K>(index: Map<K, Set<StompConnection>>, key: K, connection: StompConnection): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
