// Realtime fan-out bench: N subscribed clients in their own process on one shared topic of our server
// (SockJS /chat carrying STOMP), 20 updates/s published through the internal hook, beside a plain `ws`
// server broadcasting the same updates to N plain `ws` clients in the same run. Our server is measured
// with real sockjs-client + @stomp/stompjs clients and with raw SockJS websockets carrying STOMP frames
// (lighter on the client process). Prints delivery latency p50/p99, deliveries/s, lost deliveries,
// the server's RSS and the CPU per delivery of server and clients.
// Usage: npm run bench -w @hanpan/bench (all benches) or, in bench/:
//   node --import tsx realtime-fanout.ts [--clients 1000,5000] [--ours sockjs-stomp,raw-sockjs]
//     [--seconds 12] [--rate 20] [--bytes 256]
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cleanUpOnSignals, runCleanups } from './support/cleanup.ts';
import { clientKindLabels } from './support/fanout-protocol.ts';
import { type FanoutOptions, type FanoutResult, runFanout } from './support/fanout-run.ts';
import { printFanoutTable } from './support/fanout-table.ts';
import { type FanoutTarget, makeLogFolder, startHanpan, startWsBaseline } from './support/fanout-targets.ts';
import { ensureFdLimit } from './support/fd-limit.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000,5000' },
    ours: { type: 'string', default: 'sockjs-stomp,raw-sockjs' },
    seconds: { type: 'string', default: '12' },
    rate: { type: 'string', default: '20' },
    bytes: { type: 'string', default: '256' },
  },
});
const sizes = values.clients.split(',').map(Number);
const ourClients = values.ours.split(',');
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const isOurClient = (kind: string): kind is 'sockjs-stomp' | 'raw-sockjs' =>
  kind === 'sockjs-stomp' || kind === 'raw-sockjs';
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
    `clients ${sizes.join(', ')} in a separate process; ${rate} updates/s for ${seconds} s (after ${rate} ` +
    `warm-up updates) on ${topic}, ${values.bytes}-byte JSON payloads, one HTTP call per update; ` +
    `our clients: ${ourClients.map((kind) => clientKindLabels[kind]).join(', ')} (websocket transport, ` +
    `heart-beats 4000,4000); our server: PGlite, LOG_LEVEL=warn, logs in ${logFolder}`,
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

const results: FanoutResult[] = [];
try {
  for (const clients of sizes) {
    const options: FanoutOptions = {
      clients,
      topic,
      rate,
      updates: Math.round(rate * seconds),
      warmups: rate,
      payloadBytes: Number(values.bytes),
    };
    results.push(await measure(() => startWsBaseline(topic), options));
    for (const kind of ourClients) {
      if (isOurClient(kind))
        results.push(
          await measure(
            () => startHanpan(topic, join(logFolder, `server-${clients}-${kind}.log`), kind),
            options,
          ),
        );
    }
  }
} finally {
  await runCleanups();
}
printFanoutTable(results);
// Others' work on this machine shows in the latencies: say how busy it was.
console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
