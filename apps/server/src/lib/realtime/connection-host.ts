import type { StompConnection } from './stomp-connection.ts';

/** What the STOMP layer needs of a SockJS session: send one message, close after what was sent. */
export interface MessageTransport {
  readonly id: string;
  readonly kind: string;
  send(message: string): void;
  /** Sends a message already encoded as a JSON string literal (see encodeJsonString). */
  sendEncoded(encoded: string): void;
  close(code: number, reason: string): void;
}

/** The member a connection's handshake cookie authenticated; null for visitors. */
export type ConnectionIdentity = { memberId: number; sessionKey: string } | null;

/** What a connection asks of its broker. */
export interface ConnectionHost {
  connected(connection: StompConnection): void;
  subscribed(connection: StompConnection, destination: string): void;
  unsubscribed(connection: StompConnection, destination: string): void;
  /** Runs the handler of a client SEND; false when the destination takes none. */
  received(connection: StompConnection, destination: string, body: Buffer): boolean;
  ended(connection: StompConnection, reason: string): void;
}

/** SockJS close codes the server uses. */
export const closeCodes = {
  normal: 1000,
  shutdown: 1001,
  protocolError: 4000,
  heartbeatTimeout: 4001,
  sessionEnded: 4002,
  /** The client read too slowly: its queue passed `maxBufferedBytes`. */
  slowConsumer: 4003,
  /** Refused at the handshake: the client's IP already holds `maxConnectionsPerIp` sessions. */
  tooManyConnections: 4004,
} as const;
