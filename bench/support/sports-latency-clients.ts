// The client process of the sports latency bench: N clients, client i subscribed to
// `/topic/sports/fixture/<fixtures[i % F]>`; records when each update (recognised by its price, see
// sports-latency-protocol.ts) reached each client, and prints JSON lines (see SportsClientLine).
// Usage: node --import tsx support/sports-latency-clients.ts --kind sockjs-stomp|raw-sockjs --url U
//          --clients N --fixtures id,id,... [--concurrency C]
// stdin: 'range <firstSeq> <count>' starts recording those updates (forgetting earlier ones), 'count'
// prints the deliveries of the range so far, 'report <JSON publish times of the range>' the report,
// 'stop' (or stdin closing) closes every client and exits.

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fixtureTopic } from '@hanpan/core/api/sports-realtime';
import { type ClientHandlers, connectSockjsStomp, type FanoutClient } from './fanout-connect.ts';
import { nowMs, percentile } from './fanout-protocol.ts';
import { openClients } from './open-clients.ts';
import { connectRawSockjs } from './raw-sockjs-stomp.ts';
import {
  fixtureIndexOfClient,
  fixtureIndexOfSeq,
  type SportsClientLine,
  seqOfPrice,
} from './sports-latency-protocol.ts';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'sockjs-stomp' },
    url: { type: 'string' },
    clients: { type: 'string' },
    fixtures: { type: 'string' },
    concurrency: { type: 'string', default: '50' },
  },
});
const kind = values.kind;
const url = values.url ?? '';
const count = Number(values.clients);
const fixtureIds = (values.fixtures ?? '').split(',').filter(Boolean).map(Number);
if ((kind !== 'sockjs-stomp' && kind !== 'raw-sockjs') || !url || !(count > 0) || fixtureIds.length === 0) {
  throw new Error(
    'sports-latency-clients: --kind sockjs-stomp|raw-sockjs --url --clients N --fixtures id,... are required',
  );
}

/** The part of a FixtureChangedMessage this process reads. */
type FixtureBody = { fixtureId?: number; outcomes?: { price: number }[] };

const print = (line: SportsClientLine) => process.stdout.write(`${JSON.stringify(line)}\n`);
const clients: FanoutClient[] = [];
const closed = new Uint8Array(count);
const closeReasons = new Map<string, number>();
let closedDuringRun = 0;
let connected = 0;
let isRunning = false;
// The range being recorded: arrival times by (client, seq - firstSeq), 0 until it arrives.
let firstSeq = 0;
let rangeSize = 0;
let arrivals = new Float64Array(0);
let received = 0;
let expected = 0;
let duplicates = 0;
let misrouted = 0;
let lastArrivalAt = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 20 });

/** Records the updates one message brought to client `index`. */
function onBody(index: number, text: string): void {
  const arrivedAt = nowMs();
  const body = JSON.parse(text) as FixtureBody;
  for (const outcome of body.outcomes ?? []) {
    const seq = seqOfPrice(outcome.price);
    if (seq === null || seq < firstSeq || seq >= firstSeq + rangeSize) continue;
    const fixtureIndex = fixtureIndexOfSeq(seq, fixtureIds.length);
    if (
      fixtureIndex !== fixtureIndexOfClient(index, fixtureIds.length) ||
      body.fixtureId !== fixtureIds[fixtureIndex]
    ) {
      misrouted += 1;
      continue;
    }
    const slot = index * rangeSize + (seq - firstSeq);
    if (arrivals[slot] !== 0) {
      duplicates += 1;
      continue;
    }
    arrivals[slot] = arrivedAt;
    received += 1;
    lastArrivalAt = arrivedAt;
  }
}

/** Starts recording updates `first`..`first + size - 1`. */
function startRange(first: number, size: number): void {
  firstSeq = first;
  rangeSize = size;
  arrivals = new Float64Array(count * size);
  received = 0;
  duplicates = 0;
  misrouted = 0;
  lastArrivalAt = 0;
  // Updates of the range per fixture, then what the connected clients of each fixture are due.
  const perFixture = new Array<number>(fixtureIds.length).fill(0);
  for (let seq = first; seq < first + size; seq += 1) {
    const fixtureIndex = fixtureIndexOfSeq(seq, fixtureIds.length);
    perFixture[fixtureIndex] = (perFixture[fixtureIndex] ?? 0) + 1;
  }
  expected = 0;
  for (let index = 0; index < count; index += 1) {
    if (clients[index] && closed[index] === 0)
      expected += perFixture[fixtureIndexOfClient(index, fixtureIds.length)] ?? 0;
  }
  loopDelay.reset();
}

function report(publishTimes: number[]): void {
  const latencies = new Float64Array(received);
  let next = 0;
  for (let slot = 0; slot < arrivals.length; slot += 1) {
    const arrivedAt = arrivals[slot] ?? 0;
    if (arrivedAt === 0) continue;
    latencies[next] = arrivedAt - (publishTimes[slot % rangeSize] ?? Number.NaN);
    next += 1;
  }
  latencies.sort();
  print({
    type: 'report',
    connected,
    received,
    expected,
    duplicates,
    misrouted,
    closedDuringRun,
    closeReasons: Object.fromEntries(closeReasons),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: percentile(latencies, 1),
    loopDelayMaxMs: loopDelay.max / 1e6,
    windowMs: received > 0 ? lastArrivalAt - (publishTimes[0] ?? lastArrivalAt) : 0,
    drainMs: received > 0 ? lastArrivalAt - (publishTimes.at(-1) ?? lastArrivalAt) : 0,
  });
}

const handlersFor = (index: number): ClientHandlers => ({
  onBody: (text) => onBody(index, text),
  onClose: (reason) => {
    if (!isRunning || closed[index] === 1) return;
    closed[index] = 1;
    closedDuringRun += 1;
    closeReasons.set(reason, (closeReasons.get(reason) ?? 0) + 1);
  },
});

const open = (index: number) => {
  const topic = fixtureTopic(fixtureIds[fixtureIndexOfClient(index, fixtureIds.length)] ?? 0);
  return kind === 'raw-sockjs'
    ? connectRawSockjs(url, topic, handlersFor(index))
    : connectSockjsStomp(url, topic, handlersFor(index));
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

function stop(): void {
  isRunning = false;
  for (const client of clients) client?.close();
  // Gives the closing handshakes a moment, then leaves whatever is still open.
  setTimeout(() => process.exit(0), 1000);
}

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const [command, ...rest] = line.split(' ');
    if (command === 'range') startRange(Number(rest[0]), Number(rest[1]));
    else if (command === 'count') print({ type: 'count', received, expected });
    else if (command === 'report') report(JSON.parse(rest.join(' ')) as number[]);
    else if (command === 'stop') stop();
  })
  .on('close', stop);
await openAll();
