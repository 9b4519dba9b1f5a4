// One measured run of the realtime fan-out bench: N clients in their own process, updates at a fixed
// rate through one target server, and what that cost the server.
import { type ClientKind, type ClientLine, type ClientReport, clientKindLabels } from './fanout-protocol.ts';
import { publishUpdates } from './fanout-publisher.ts';
import type { FanoutTarget } from './fanout-targets.ts';
import { type LineChild, startLineChild } from './line-child.ts';
import { measureCpu, readRssBytes, sampleRss } from './proc-stats.ts';

/** What a run does. */
export type FanoutOptions = {
  clients: number;
  topic: string;
  /** Updates per second. */
  rate: number;
  /** Measured updates (after `warmups` unmeasured ones). */
  updates: number;
  warmups: number;
  payloadBytes: number;
};

/** What a run measured. */
export type FanoutResult = ClientReport & {
  clients: number;
  label: string;
  clientKind: ClientKind;
  failed: number;
  publishErrors: number;
  messagesPerSecond: number;
  rssIdle: number;
  rssConnected: number;
  rssPeak: number;
  /** CPU seconds from the first measured publish until the deliveries stopped. */
  serverCpuSeconds: number;
  clientCpuSeconds: number;
};

const isLine =
  <K extends ClientLine['type']>(type: K) =>
  (line: ClientLine): line is Extract<ClientLine, { type: K }> =>
    line.type === type;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's RSS after two full GCs (the stats call's) and the seconds node takes to give the freed
 * pages back, with the connection count the server reports.
 */
async function settledRss(target: FanoutTarget): Promise<{ rss: number; connections: number }> {
  await target.connections();
  await sleep(2000);
  const connections = await target.connections();
  await sleep(1000);
  return { rss: readRssBytes(target.pid), connections };
}

/** Waits until every delivery arrived, or none arrived for `quietMs`, or `capMs` passed. */
async function awaitDeliveries(
  clients: LineChild<ClientLine>,
  expected: number,
  quietMs = 3000,
  capMs = 60_000,
) {
  const startedAt = Date.now();
  let last = -1;
  let lastChangeAt = Date.now();
  for (;;) {
    clients.send('count');
    const { received } = await clients.next(isLine('count'), 30_000, 'delivery count');
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastChangeAt = Date.now();
    }
    if (Date.now() - lastChangeAt >= quietMs || Date.now() - startedAt >= capMs) return;
    await sleep(250);
  }
}

/** Connects the clients, warms up, publishes the measured updates and collects the figures. */
export async function runFanout(target: FanoutTarget, options: FanoutOptions): Promise<FanoutResult> {
  const { rss: rssIdle } = await settledRss(target);
  const rss = sampleRss(target.pid);
  const clients = startLineChild<ClientLine>('support/fanout-clients.ts', [
    ...['--kind', target.clientKind, '--url', target.clientUrl, '--topic', options.topic],
    ...['--clients', String(options.clients), '--updates', String(options.updates)],
    ...['--warmups', String(options.warmups)],
  ]);
  const who = `${target.label} (${clientKindLabels[target.clientKind]} clients) x${options.clients}`;
  const log = (text: string) => console.log(`  ${who}: ${text}`);
  try {
    const ready = await clients.next(isLine('ready'), 300_000, 'ready line (all clients connected)');
    const { rss: rssConnected, connections: serverConnections } = await settledRss(target);
    log(
      `${ready.connected} connected, ${ready.failed} failed in ${(ready.connectMs / 1000).toFixed(1)} s` +
        `; the server counts ${serverConnections}${ready.firstError ? `; first failure: ${ready.firstError}` : ''}`,
    );
    if (ready.connected === 0) throw new Error(`no client connected to ${target.label}`);
    const publish = { rate: options.rate, payloadBytes: options.payloadBytes };
    await publishUpdates(target.publish, { ...publish, firstSeq: -options.warmups, count: options.warmups });
    await clients.next(isLine('warmed'), 30_000, 'warm-up deliveries').catch(() => {
      log('not every warm-up update arrived within 30 s; measuring anyway');
    });
    const serverCpu = measureCpu(target.pid);
    const clientCpu = measureCpu(clients.pid);
    const published = await publishUpdates(target.publish, {
      ...publish,
      firstSeq: 0,
      count: options.updates,
    });
    await awaitDeliveries(clients, ready.connected * options.updates);
    const serverCpuSeconds = serverCpu.stop();
    const clientCpuSeconds = clientCpu.stop();
    clients.send('report');
    const report = await clients.next(isLine('report'), 60_000, 'report');
    log(`client process event-loop delay max ${report.loopDelayMaxMs.toFixed(0)} ms`);
    if (published.errors > 0) log(`${published.errors} publish calls failed, first: ${published.firstError}`);
    if (report.closedDuringRun > 0) {
      log(
        `${report.closedDuringRun} connections closed during the run: ${JSON.stringify(report.closeReasons)}`,
      );
    }
    return {
      ...report,
      clients: options.clients,
      label: target.label,
      clientKind: target.clientKind,
      failed: ready.failed,
      publishErrors: published.errors,
      messagesPerSecond: report.windowMs > 0 ? (report.received / report.windowMs) * 1000 : 0,
      rssIdle,
      rssConnected,
      rssPeak: rss.stop(),
      serverCpuSeconds,
      clientCpuSeconds,
    };
  } finally {
    rss.stop();
    await clients.stop();
  }
}
