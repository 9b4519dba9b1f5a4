// What the realtime fan-out bench's processes share: the payload, the clock, the client process's report.

/** The body of one update; `t` is the publisher's epoch time in ms (sub-ms resolution). */
export type FanoutPayload = { type: 'bench'; seq: number; t: number; pad: string };

/** Epoch milliseconds with sub-millisecond resolution (hrtime-based; all processes share one clock). */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

/** An update of exactly `bytes` bytes of JSON (when `bytes` is above the bare fields' length). */
export function makePayload(seq: number, bytes: number): FanoutPayload {
  const payload: FanoutPayload = { type: 'bench', seq, t: nowMs(), pad: '' };
  payload.pad = 'x'.repeat(Math.max(0, bytes - JSON.stringify(payload).length));
  return payload;
}

/** Which client a client process runs. */
export type ClientKind = 'sockjs-stomp' | 'raw-sockjs' | 'ws';

/** How the table names each client. */
export const clientKindLabels: Record<ClientKind, string> = {
  'sockjs-stomp': 'sockjs-client + stompjs',
  'raw-sockjs': 'raw SockJS ws + STOMP',
  ws: 'plain ws',
};

/** What a client process prints on stdout, one JSON object a line. */
export type ClientLine =
  | { type: 'ready'; connected: number; failed: number; firstError: string | null; connectMs: number }
  | { type: 'warmed'; received: number }
  | { type: 'count'; received: number }
  | ({ type: 'report' } & ClientReport);

/** The deliveries one client process saw of the measured updates. */
export type ClientReport = {
  connected: number;
  /** Distinct (client, update) deliveries. */
  received: number;
  expected: number;
  duplicates: number;
  /** Connections that closed after all were ready. */
  closedDuringRun: number;
  /** How many closed with each reason ('closed <code> <reason>'). */
  closeReasons: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Longest stall of the client process's event loop from the connects to the report. */
  loopDelayMaxMs: number;
  /** From the publish time of the first update to the arrival of the last delivery. */
  windowMs: number;
  /** STOMP frames per SockJS frame over the whole run (raw SockJS clients only; 1 without coalescing). */
  messagesPerFrame: number | null;
};

/** The value at `fraction` (0..1) of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
