// Realtime fan-out bench: N subscribed clients in one or more processes of their own on one shared
// topic of our server (SockJS /chat carrying STOMP), 20 updates/s published through the internal hook
// (the real path: Redis bus when the server has REDIS_URL, broker, SockJS sessions), beside a plain
// `ws` server broadcasting the same updates to N plain `ws` clients in the same run. Our server is
// measured with real sockjs-client + @stomp/stompjs clients and/or raw SockJS websockets carrying STOMP
// frames (lighter on the client processes). Prints delivery latency p50/p99 (publish time in the body
// -> arrival), deliveries/s, lost deliveries, the servers' RSS and the CPU per delivery of servers and
// clients (from /proc/<pid>/stat).
// Targets (--target, or BENCH_TARGET): pglite (one process, embedded database), pg-redis (one process
// on a fresh PostgreSQL database beside --pg and on --redis), cluster (--processes, default 3, behind
// HAProxy as `npm run cluster` runs them, on the same fresh database and Redis), url (BENCH_URL, already running, e.g.
// HAProxy in front of several processes: BENCH_INTERNAL_TOKEN is its INTERNAL_HOOK_TOKEN, BENCH_PIDS
// the comma-separated server pids to measure, REALTIME_MAX_CONNECTIONS_PER_IP=0 on it).
// Usage: npm run bench -w @hanpan/bench (all benches), npm run realtime -w @hanpan/bench (5,000 raw
// SockJS clients over 2 client processes on pg-redis; add `-- --clients 1000` to change N), or in bench/:
//   node --import tsx realtime-fanout.ts [--clients 1000,5000] [--ours sockjs-stomp,raw-sockjs]
//     [--seconds 12] [--rate 20] [--bytes 256] [--target pglite|pg-redis|cluster|url] [--processes 3] [--client-processes 1]
//     [--pg postgres://...] [--redis redis://...]
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { clientKindLabels } from './support/fanout-protocol.ts';
import { type FanoutOptions, type FanoutResult, runFanout } from './support/fanout-run.ts';
import { printFanoutTable } from './support/fanout-table.ts';
import {
  type FanoutTarget,
  type HanpanStorage,
  hanpanAt,
  makeLogFolder,
  type OurClientKind,
  startHanpan,
  startHanpanCluster,
  startWsBaseline,
} from './support/fanout-targets.ts';
import { ensureFdLimit } from './support/fd-limit.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000,5000' },
    ours: { type: 'string', default: 'sockjs-stomp,raw-sockjs' },
    seconds: { type: 'string', default: '12' },
    rate: { type: 'string', default: '20' },
    bytes: { type: 'string', default: '256' },
    target: {
      type: 'string',
      default: process.env.BENCH_TARGET ?? (process.env.BENCH_URL ? 'url' : 'pglite'),
    },
    'client-processes': { type: 'string', default: process.env.BENCH_CLIENT_PROCESSES ?? '1' },
    pg: {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
    processes: { type: 'string', default: '3' },
  },
});
const target = values.target;
const clientProcesses = Number(values['client-processes']);
// --target cluster: this many server processes behind HAProxy.
const processes = Number(values.processes);
if (!['pglite', 'pg-redis', 'cluster', 'url'].includes(target) || !(clientProcesses >= 1)) {
  throw new Error('bad --target (pglite, pg-redis, cluster, url) or --client-processes');
}
if (target === 'url' && (!process.env.BENCH_URL || !process.env.BENCH_INTERNAL_TOKEN)) {
  throw new Error('--target url needs BENCH_URL and BENCH_INTERNAL_TOKEN (and BENCH_PIDS to measure CPU)');
}
const sizes = values.clients.split(',').map(Number);
const ourClients = values.ours.split(',');
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const isOurClient = (kind: string): kind is OurClientKind => kind === 'sockjs-stomp' || kind === 'raw-sockjs';
if (sizes.some((n) => !(n > 0)) || !(rate > 0) || !(seconds > 0) || !ourClients.every(isOurClient)) {
  throw new Error('bad --clients, --ours (sockjs-stomp, raw-sockjs), --rate or --seconds');
}
const topic = '/topic/bench.fanout';
// Every process of a run holds one socket per client, plus its own files.
ensureFdLimit(Math.max(...sizes) + 1024);
cleanUpOnSignals();
// Nothing may hang: the whole bench gives up (and cleans up) after 20 minutes.
setTimeout(() => {
  console.error('realtime-fanout: gave up after 20 minutes');
  void runCleanups().finally(() => process.exit(1));
}, 20 * 60_000).unref();

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const logFolder = makeLogFolder();
console.log(
  `realtime-fanout: node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage()}; ` +
    `clients ${sizes.join(', ')} over ${clientProcesses} client process(es); ${rate} updates/s for ${seconds} s (after ${rate} ` +
    `warm-up updates) on ${topic}, ${values.bytes}-byte JSON payloads, one HTTP call per update; ` +
    `our clients: ${ourClients.map((kind) => clientKindLabels[kind]).join(', ')} (websocket transport, ` +
    `heart-beats 4000,4000); our server: ${target === 'url' ? process.env.BENCH_URL : target}, LOG_LEVEL=warn, logs in ${logFolder}`,
);

/** Starts a target, runs one size on it and stops it. */
async function measure(start: () => Promise<FanoutTarget>, options: FanoutOptions): Promise<FanoutResult> {
  const target = await start();
  try {
    return await runFanout(target, options);
  } finally {
    await target.stop();
  }
}

/** Our target for one size and client kind: the parameter a multi-process mode plugs into. */
function startOurs(kind: OurClientKind, clients: number, storage: HanpanStorage): Promise<FanoutTarget> {
  if (target === 'url') {
    const pids = (process.env.BENCH_PIDS ?? '').split(',').filter(Boolean).map(Number);
    return Promise.resolve(
      hanpanAt(process.env.BENCH_URL ?? '', process.env.BENCH_INTERNAL_TOKEN ?? '', pids, topic, kind),
    );
  }
  if (target === 'cluster' && storage) return startHanpanCluster(topic, processes, kind, storage);
  return startHanpan(topic, join(logFolder, `server-${clients}-${kind}.log`), kind, storage);
}

const results: FanoutResult[] = [];
let storage: HanpanStorage = null;
try {
  if (target === 'pg-redis' || target === 'cluster') {
    const database = await createFreshDatabase(values.pg);
    onCleanup(database.drop);
    storage = { databaseUrl: database.url, redisUrl: values.redis };
  }
  for (const clients of sizes) {
    const options: FanoutOptions = {
      clients,
      topic,
      rate,
      updates: Math.round(rate * seconds),
      warmups: rate,
      payloadBytes: Number(values.bytes),
      clientProcesses,
    };
    results.push(await measure(() => startWsBaseline(topic), options));
    for (const kind of ourClients) {
      if (isOurClient(kind)) results.push(await measure(() => startOurs(kind, clients, storage), options));
    }
  }
} finally {
  await runCleanups();
}
printFanoutTable(results);
// Others' work on this machine shows in the latencies: say how busy it was.
console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
