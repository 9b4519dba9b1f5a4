// Sports update-to-browser latency: the real server in lsports mode (fresh database) consumes TRADE360
// from its own RabbitMQ queue; N SockJS + STOMP clients in their own process are subscribed to the
// fixtures' topics `/topic/sports/fixture/<id>` (client i to fixture i % F). Market updates (one bet's
// price in one market, round-robin over the fixtures) go to the queue at a fixed rate, each stamped
// as it is sent; a client stamps each arrival: latency = arrival - send on the same clock. Baseline in
// the same run, on the same server and clients: the same rate of the same what-changed messages
// published through the internal realtime hook, so the gap is what the feed path adds (AMQP, applying
// the message in the database, the 100 ms batching of the what-changed messages, the publish).
// Usage: npm run sports-latency -w @hanpan/bench -- [--clients 1000] [--fixtures 20] [--rate 50]
//   [--seconds 12] [--client sockjs-stomp|raw-sockjs] [--amqp amqp://guest:guest@127.0.0.1:5672]
//   [--pg postgres://postgres@127.0.0.1:5432/postgres] (or DATABASE_URL; without either, PGlite only)

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fixtureTopic } from '@hanpan/core/api/sports-realtime';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { ensureFdLimit } from './support/fd-limit.ts';
import { openFeedQueue } from './support/feed-queue.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { startLineChild } from './support/line-child.ts';
import { createFeedBook } from './support/sports-feed-book.ts';
import type { SportsClientLine } from './support/sports-latency-protocol.ts';
import { type PathResult, runPath, type UpdatePath } from './support/sports-latency-run.ts';
import { startSportsServer } from './support/sports-latency-server.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    fixtures: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string' },
    client: { type: 'string', default: 'sockjs-stomp' },
    amqp: { type: 'string', default: 'amqp://guest:guest@127.0.0.1:5672' },
    pg: { type: 'string' },
  },
});
const clientCount = Number(values.clients);
const fixtureCount = Number(values.fixtures);
const rate = Number(values.rate);
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 12);
const clientKind = values.client;
const pgServerUrl = values.pg ?? process.env.DATABASE_URL;
if (
  !(clientCount > 0 && fixtureCount > 0 && rate > 0 && seconds > 0) ||
  (clientKind !== 'sockjs-stomp' && clientKind !== 'raw-sockjs')
) {
  throw new Error('bad --clients, --fixtures, --rate, --seconds or --client (sockjs-stomp, raw-sockjs)');
}
const updates = Math.round(rate * seconds);
const warmups = Math.round(rate);
ensureFdLimit(clientCount + 1024);
cleanUpOnSignals();
// Nothing may hang: the whole bench gives up (and cleans up) after 15 minutes.
setTimeout(() => {
  console.error('sports-latency: gave up after 15 minutes');
  void runCleanups().finally(() => process.exit(1));
}, 15 * 60_000).unref();

/** One engine's run: its fresh database and server, both paths measured on the same clients. */
type EngineResult = {
  engine: string;
  rssIdle: number;
  rssConnected: number;
  paths: PathResult[];
};

const isLine =
  <K extends SportsClientLine['type']>(type: K) =>
  (line: SportsClientLine): line is Extract<SportsClientLine, { type: K }> =>
    line.type === type;

const log = (text: string) => console.log(`sports-latency: ${text}`);

/** Errors the server logged (pino level 50 and up): a message the feed could not apply shows here. */
function countLoggedErrors(logFile: string): string {
  const errors = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /^\{"level":(50|60),/.test(line));
  if (errors.length === 0) return 'no errors in the server log';
  const first = JSON.parse(errors[0] ?? '{}') as { msg?: string; err?: { message?: string } };
  return `${errors.length} errors in the server log, first: ${first.msg} (${first.err?.message ?? ''})`;
}

async function benchEngine(engine: string, databaseUrl: string | undefined, logFolder: string) {
  const runId = randomBytes(4).toString('hex');
  const logFile = join(logFolder, `server-${engine.replace(/\W+/g, '-')}.log`);
  const book = createFeedBook(fixtureCount, runId);
  const queue = await openFeedQueue(values.amqp, `latency-${runId}`);
  try {
    const server = await startSportsServer({
      databaseUrl,
      amqpUrl: values.amqp,
      queue: queue.name,
      logFile,
    });
    try {
      const loadStartedAt = performance.now();
      for (const message of book.loadMessages()) await queue.publisher.publish(message);
      await queue.publisher.flush();
      await server.waitForFixtures(book.fixtureIds, 120_000);
      log(
        `${engine}: ${book.fixtureIds.length} fixtures with ${book.bets} outcomes loaded through queue ` +
          `${queue.name} in ${((performance.now() - loadStartedAt) / 1000).toFixed(1)} s`,
      );
      const { rss: rssIdle } = await server.settledRss();
      const clients = startLineChild<SportsClientLine>('support/sports-latency-clients.ts', [
        ...['--kind', clientKind, '--url', server.url, '--clients', String(clientCount)],
        ...['--fixtures', book.fixtureIds.join(',')],
      ]);
      try {
        const ready = await clients.next(isLine('ready'), 300_000, 'ready line (all clients connected)');
        const { rss: rssConnected, connections } = await server.settledRss();
        log(
          `${engine}: ${ready.connected} clients connected, ${ready.failed} failed in ` +
            `${(ready.connectMs / 1000).toFixed(1)} s; the server counts ${connections}` +
            (ready.firstError ? `; first failure: ${ready.firstError}` : ''),
        );
        if (ready.connected === 0) throw new Error('no client connected');
        const hook: UpdatePath = {
          label: 'internal hook (baseline)',
          prepare(seq) {
            const { topicFixtureId, payload } = book.hookMessage(seq);
            return () => server.publish(fixtureTopic(topicFixtureId), payload);
          },
        };
        const feed: UpdatePath = {
          label: 'TRADE360 via RabbitMQ',
          prepare(seq) {
            const message = book.updateMessage(seq);
            return () => queue.publisher.publish(message);
          },
          settle: () => queue.publisher.flush(),
        };
        const paths: PathResult[] = [];
        let firstSeq = 0;
        for (const path of [hook, feed]) {
          const result = await runPath(path, clients, server.pid, { firstSeq, warmups, updates, rate });
          firstSeq += warmups + updates;
          log(
            `${engine}, ${path.label}: client process event-loop delay max ` +
              `${result.loopDelayMaxMs.toFixed(0)} ms` +
              (result.publishErrors > 0
                ? `; ${result.publishErrors} publishes failed, first: ${result.firstPublishError}`
                : '') +
              (result.closedDuringRun > 0
                ? `; ${result.closedDuringRun} connections closed: ${JSON.stringify(result.closeReasons)}`
                : ''),
          );
          paths.push(result);
        }
        return { engine, rssIdle, rssConnected, paths };
      } finally {
        await clients.stop();
      }
    } finally {
      await server.stop();
      log(`${engine}: ${countLoggedErrors(logFile)}`);
    }
  } finally {
    await queue.remove();
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const ms = (value: number) => value.toFixed(1);

function printTable(results: EngineResult[]): void {
  console.log(
    `\n${clientCount} clients (${clientKind}) over ${fixtureCount} fixture topics, ${rate} updates/s ` +
      `for ${seconds} s (${updates} updates after ${warmups} warm-up ones), each update to the ` +
      `${Math.round(clientCount / fixtureCount)} clients of its fixture; latency = client arrival - ` +
      'publish call (same clock); deliveries/s = distinct deliveries / (last arrival - first publish); ' +
      'drain = last arrival - last publish; lost = deliveries due - distinct deliveries (waited for ' +
      'until 10 s pass without one); baseline = ' +
      'the same messages through the internal realtime hook (one HTTP call each) on the same server ' +
      'and clients; RSS of the server from /proc: idle (catalogue loaded) and connected after a full ' +
      'GC, peak sampled every 100 ms during the path; server CPU = its CPU time from the first measured ' +
      "update to the last delivery, per wall second and per update (the PostgreSQL server's own CPU not included)",
  );
  console.table(
    results.flatMap((result) => {
      const baseline = result.paths[0];
      return result.paths.map((path) => ({
        database: result.engine,
        path: path.path,
        'p50 ms': ms(path.p50Ms),
        'p99 ms': ms(path.p99Ms),
        'max ms': ms(path.maxMs),
        'p50/p99 added ms':
          baseline && path !== baseline
            ? `${ms(path.p50Ms - baseline.p50Ms)}/${ms(path.p99Ms - baseline.p99Ms)}`
            : '',
        'deliveries/s': Math.round(path.deliveriesPerSecond),
        'drain ms': Math.round(path.drainMs),
        lost: path.expected - path.received,
        'dup/misrouted': `${path.duplicates}/${path.misrouted}`,
        'RSS MB idle/conn/peak': `${mb(result.rssIdle)}/${mb(result.rssConnected)}/${mb(path.rssPeak)}`,
        'server CPU %, ms/update': `${Math.round(path.serverCpuShare * 100)}%, ${((path.serverCpuSeconds * 1000) / path.updates).toFixed(1)}`,
      }));
    }),
  );
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const logFolder = mkdtempSync(join(tmpdir(), 'hanpan-sports-latency-'));
log(
  `node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage()}; ` +
    `server LOG_LEVEL=warn, logs in ${logFolder} (removed after a clean run)`,
);
const results: EngineResult[] = [];
try {
  results.push(await benchEngine('PGlite', undefined, logFolder));
  if (pgServerUrl) {
    const database = await createFreshDatabase(pgServerUrl);
    const drop = onCleanup(database.drop);
    log(`PostgreSQL ${new URL(pgServerUrl).host}, fresh database ${new URL(database.url).pathname.slice(1)}`);
    try {
      results.push(await benchEngine('PostgreSQL', database.url, logFolder));
    } finally {
      await drop();
    }
  } else {
    log('no DATABASE_URL or --pg given: PostgreSQL run skipped');
  }
  rmSync(logFolder, { recursive: true, force: true });
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
printTable(results);
// Others' work on this machine shows in the latencies: say how busy it was.
console.log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
