// The client process of the realtime fan-out bench: opens N subscribed clients, records the delay of
// every delivery (arrival time minus the publisher's `t`) and prints JSON lines (see ClientLine).
// Usage: node --import tsx support/fanout-clients.ts --kind sockjs-stomp|raw-sockjs|ws --url U --clients N
//          --topic T --updates M --warmups W [--concurrency C] [--latencies FILE]
// stdin: 'count' prints the deliveries so far, 'report' the report (and, with --latencies, writes every
// measured delay as float64s to FILE, so a bench with several client processes merges exact
// percentiles), 'stop' (or stdin closing) closes every client and exits.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { type ClientHandlers, connectSockjsStomp, connectWs, type FanoutClient } from './fanout-connect.ts';
import {
  type ClientLine,
  clientKindLabels,
  type FanoutPayload,
  nowMs,
  percentile,
} from './fanout-protocol.ts';
import { openClients } from './open-clients.ts';
import { connectRawSockjs } from './raw-sockjs-stomp.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string' },
    url: { type: 'string' },
    clients: { type: 'string' },
    topic: { type: 'string', default: '/topic/bench.fanout' },
    updates: { type: 'string' },
    warmups: { type: 'string', default: '0' },
    concurrency: { type: 'string', default: '50' },
    latencies: { type: 'string' },
  },
});
const kind = values.kind;
const url = values.url ?? '';
const count = Number(values.clients);
const updates = Number(values.updates);
const warmups = Number(values.warmups);
if (!kind || !(kind in clientKindLabels) || !url || !(count > 0) || !(updates > 0)) {
  throw new Error(
    'fanout-clients: --kind sockjs-stomp|raw-sockjs|ws --url --clients N --updates M are required',
  );
}

const print = (line: ClientLine) => process.stdout.write(`${JSON.stringify(line)}\n`);
const clients: FanoutClient[] = [];
const seen = new Uint8Array(count * updates);
const latencies = new Float64Array(count * updates);
let received = 0;
let duplicates = 0;
let warmReceived = 0;
let closedDuringRun = 0;
const closeReasons = new Map<string, number>();
const closed = new Uint8Array(count);
let firstPublishAt = Number.POSITIVE_INFINITY;
let lastArrivalAt = 0;
let connected = 0;
let transportFrames = 0;
let framedMessages = 0;
let isRunning = false;
// A client process too busy to run its timers misses heart-beats: this shows when it was.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });

/** Records one delivery to client `index`. */
function onBody(index: number, text: string): void {
  const arrivedAt = nowMs();
  const { seq, t } = JSON.parse(text) as FanoutPayload;
  if (seq < 0) {
    warmReceived += 1;
    if (warmReceived === connected * warmups) print({ type: 'warmed', received: warmReceived });
    return;
  }
  const slot = index * updates + seq;
  if (seq >= updates || seen[slot] === 1) {
    duplicates += 1;
    return;
  }
  seen[slot] = 1;
  latencies[received] = arrivedAt - t;
  received += 1;
  if (t < firstPublishAt) firstPublishAt = t;
  lastArrivalAt = arrivedAt;
}

const handlersFor = (index: number): ClientHandlers => ({
  onBody: (text) => onBody(index, text),
  onFrame: (messages) => {
    transportFrames += 1;
    framedMessages += messages;
  },
  onClose: (reason) => {
    if (!isRunning || closed[index] === 1) return;
    closed[index] = 1;
    closedDuringRun += 1;
    closeReasons.set(reason, (closeReasons.get(reason) ?? 0) + 1);
  },
});

const open = (index: number) => {
  if (kind === 'ws') return connectWs(url, handlersFor(index));
  if (kind === 'raw-sockjs') return connectRawSockjs(url, values.topic, handlersFor(index));
  return connectSockjsStomp(url, values.topic, handlersFor(index));
};

/** Opens the clients, `concurrency` handshakes at a time. */
async function openAll(): Promise<void> {
  const opened = await openClients(count, Number(values.concurrency), open, (index, client) => {
    clients[index] = client;
    connected += 1;
  });
  isRunning = true;
  loopDelay.enable();
  print({ type: 'ready', connected, ...opened });
}

function report(): void {
  const sorted = latencies.slice(0, received).sort();
  if (values.latencies) writeFileSync(values.latencies, sorted);
  print({
    type: 'report',
    connected,
    received,
    expected: connected * updates,
    duplicates,
    closedDuringRun,
    closeReasons: Object.fromEntries(closeReasons),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: percentile(sorted, 1),
    loopDelayMaxMs: loopDelay.max / 1e6,
    windowMs: received > 0 ? lastArrivalAt - firstPublishAt : 0,
    messagesPerFrame: transportFrames > 0 ? framedMessages / transportFrames : null,
  });
}

function stop(): void {
  isRunning = false;
  for (const client of clients) client?.close();
  // Gives the closing handshakes a moment, then leaves whatever is still open.
  setTimeout(() => process.exit(0), 1000);
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    if (line === 'report') report();
    else if (line === 'count') print({ type: 'count', received });
    else if (line === 'stop') stop();
  })
  .on('close', stop);
await openAll();
