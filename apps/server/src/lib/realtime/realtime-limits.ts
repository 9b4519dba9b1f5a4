/** Every limit and timer of the real-time channel; tests shorten some of them. */
export type RealtimeLimits = {
  /** Largest STOMP frame a client may send (command, headers and body). */
  maxFrameBytes: number;
  /** Most header lines in one client frame. */
  maxHeaders: number;
  /** Largest SockJS message (a websocket message or an xhr_send body); bigger ones close the session. */
  maxTransportMessageBytes: number;
  /** Subscriptions one connection may hold at once. */
  maxSubscriptions: number;
  /** Client frames allowed per `frameWindowMs` (heart-beats not counted). */
  maxFramesPerWindow: number;
  frameWindowMs: number;
  /** Time from the SockJS open to STOMP CONNECT. */
  connectTimeoutMs: number;
  /** Bytes waiting for a client (queued plus in the socket) before it is cut off as too slow. */
  maxBufferedBytes: number;
  /**
   * How long messages to a session wait to share one SockJS frame: 0 sends what one turn of the
   * event loop queued right after that turn; more trades latency for fewer, larger frames.
   */
  frameCoalesceMs: number;
  /**
   * Open SockJS sessions one client IP (as TRUST_PROXY reads it) may hold; 0 for no cap.
   * REALTIME_MAX_CONNECTIONS_PER_IP.
   */
  maxConnectionsPerIp: number;
  /** What the server offers and wants in `heart-beat` (spec section 9: 4000,4000). */
  heartbeatMs: number;
  /** A client promising heart-beats rarer than this is held to this. */
  maxClientHeartbeatMs: number;
  /** SockJS 'h' frame when nothing else was sent (keeps proxies from timing idle streams out). */
  sockjsHeartbeatMs: number;
  /** How long an xhr session may be without a receiving request before it is closed. */
  disconnectDelayMs: number;
  /** An xhr-streaming response ends after this many bytes and the client opens the next one. */
  streamingResponseLimitBytes: number;
  /** How often the login sessions behind member connections are checked again (expiry, suspension). */
  sessionCheckIntervalMs: number;
  /** Housekeeping period: heart-beats, timeouts, rate windows. */
  tickMs: number;
};

/** The production values. */
export const defaultRealtimeLimits: RealtimeLimits = {
  maxFrameBytes: 64 * 1024,
  maxHeaders: 32,
  maxTransportMessageBytes: 128 * 1024,
  maxSubscriptions: 100,
  maxFramesPerWindow: 500,
  frameWindowMs: 10_000,
  connectTimeoutMs: 10_000,
  maxBufferedBytes: 1024 * 1024,
  frameCoalesceMs: 0,
  // A household or an office behind one NAT with a few tabs each, not a script opening thousands.
  maxConnectionsPerIp: 50,
  heartbeatMs: 4000,
  maxClientHeartbeatMs: 60_000,
  sockjsHeartbeatMs: 25_000,
  disconnectDelayMs: 5_000,
  streamingResponseLimitBytes: 128 * 1024,
  sessionCheckIntervalMs: 60_000,
  tickMs: 1000,
};
