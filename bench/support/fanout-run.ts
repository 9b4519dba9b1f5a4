// One measured run of the realtime fan-out bench: N clients in one or more processes of their own,
// updates at a fixed rate through one target (one server process or several behind a proxy), and
// what that cost the servers and the clients.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ClientKind,
  type ClientLine,
  type ClientReport,
  clientKindLabels,
  percentile,
} from './fanout-protocol.ts';
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
  /** Client processes the clients are split over (so the client side is not the bottleneck). */
  clientProcesses?: number;
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
  /** CPU seconds (all server processes) from the first measured publish until the deliveries stopped. */
  serverCpuSeconds: number;
  /** The same for all client processes. */
  clientCpuSeconds: number;
  clientProcesses: number;
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
  return { rss: sumOver(target.pids, readRssBytes), connections };
}

const sumOver = (pids: number[], read: (pid: number) => number) =>
  pids.reduce((sum, pid) => sum + read(pid), 0);

/** Every client process's next line of one type. */
const allNext = <K extends ClientLine['type']>(
  processes: LineChild<ClientLine>[],
  type: K,
  timeoutMs: number,
  what: string,
) => Promise.all(processes.map((child) => child.next(isLine(type), timeoutMs, what)));

/** Deliveries so far over all client processes. */
async function countDeliveries(processes: LineChild<ClientLine>[]): Promise<number> {
  for (const child of processes) child.send('count');
  const counts = await allNext(processes, 'count', 30_000, 'delivery count');
  return counts.reduce((sum, line) => sum + line.received, 0);
}

/** The client processes' reports as one, percentiles from all their delays together. */
function mergeReports(reports: ClientReport[], latencyFiles: string[]): ClientReport {
  const parts = latencyFiles.map((file) => {
    const bytes = readFileSync(file);
    return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  });
  const all = new Float64Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  all.sort();
  const sum = (pick: (r: ClientReport) => number) => reports.reduce((total, r) => total + pick(r), 0);
  const closeReasons: Record<string, number> = {};
  for (const r of reports) {
    for (const [reason, n] of Object.entries(r.closeReasons))
      closeReasons[reason] = (closeReasons[reason] ?? 0) + n;
  }
  return {
    connected: sum((r) => r.connected),
    received: sum((r) => r.received),
    expected: sum((r) => r.expected),
    duplicates: sum((r) => r.duplicates),
    closedDuringRun: sum((r) => r.closedDuringRun),
    closeReasons,
    p50Ms: percentile(all, 0.5),
    p99Ms: percentile(all, 0.99),
    maxMs: percentile(all, 1),
    loopDelayMaxMs: Math.max(...reports.map((r) => r.loopDelayMaxMs)),
    // The processes' windows share the publisher's clock: the widest is the run's.
    windowMs: Math.max(...reports.map((r) => r.windowMs)),
    messagesPerFrame: reports.every((r) => r.messagesPerFrame !== null)
      ? sum((r) => r.messagesPerFrame ?? 0) / reports.length
      : null,
  };
}

/** Waits until every delivery arrived, or none arrived for `quietMs`, or `capMs` passed. */
async function awaitDeliveries(
  clients: LineChild<ClientLine>[],
  expected: number,
  quietMs = 3000,
  capMs = 60_000,
) {
  const startedAt = Date.now();
  let last = -1;
  let lastChangeAt = Date.now();
  for (;;) {
    const received = await countDeliveries(clients);
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
  const rssSamplers = target.pids.map((pid) => sampleRss(pid));
  const processCount = Math.max(1, Math.min(options.clientProcesses ?? 1, options.clients));
  const folder = mkdtempSync(join(tmpdir(), 'hanpan-fanout-latencies-'));
  const latencyFiles = Array.from({ length: processCount }, (_, i) => join(folder, `clients-${i}.f64`));
  const clients = latencyFiles.map((file, i) => {
    // Clients i, i + P, i + 2P... : the split differs by one at most.
    const share = Math.floor(options.clients / processCount) + (i < options.clients % processCount ? 1 : 0);
    return startLineChild<ClientLine>('support/fanout-clients.ts', [
      ...['--kind', target.clientKind, '--url', target.clientUrl, '--topic', options.topic],
      ...['--clients', String(share), '--updates', String(options.updates)],
      ...['--warmups', String(options.warmups), '--latencies', file],
    ]);
  });
  const who = `${target.label} (${clientKindLabels[target.clientKind]} clients) x${options.clients}`;
  const log = (text: string) => console.log(`  ${who}: ${text}`);
  try {
    const readies = await allNext(clients, 'ready', 300_000, 'ready line (all clients connected)');
    const connected = readies.reduce((sum, r) => sum + r.connected, 0);
    const failed = readies.reduce((sum, r) => sum + r.failed, 0);
    const firstError = readies.find((r) => r.firstError)?.firstError;
    const connectMs = Math.max(...readies.map((r) => r.connectMs));
    const { rss: rssConnected, connections: serverConnections } = await settledRss(target);
    log(
      `${connected} connected, ${failed} failed in ${(connectMs / 1000).toFixed(1)} s over ${processCount} ` +
        `client process(es); the server counts ${serverConnections}${firstError ? `; first failure: ${firstError}` : ''}`,
    );
    if (connected === 0) throw new Error(`no client connected to ${target.label}`);
    const publish = { rate: options.rate, payloadBytes: options.payloadBytes };
    await publishUpdates(target.publish, { ...publish, firstSeq: -options.warmups, count: options.warmups });
    await allNext(clients, 'warmed', 30_000, 'warm-up deliveries').catch(() => {
      log('not every warm-up update arrived within 30 s; measuring anyway');
    });
    const serverCpu = target.pids.map((pid) => measureCpu(pid));
    const clientCpu = clients.map((child) => measureCpu(child.pid));
    const published = await publishUpdates(target.publish, {
      ...publish,
      firstSeq: 0,
      count: options.updates,
    });
    await awaitDeliveries(clients, connected * options.updates);
    const serverCpuSeconds = serverCpu.reduce((sum, cpu) => sum + cpu.stop(), 0);
    const clientCpuSeconds = clientCpu.reduce((sum, cpu) => sum + cpu.stop(), 0);
    for (const child of clients) child.send('report');
    const report = mergeReports(await allNext(clients, 'report', 60_000, 'report'), latencyFiles);
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
      failed,
      publishErrors: published.errors,
      messagesPerSecond: report.windowMs > 0 ? (report.received / report.windowMs) * 1000 : 0,
      rssIdle,
      rssConnected,
      // Each process's own peak, added up (they need not peak at the same moment).
      rssPeak: rssSamplers.reduce((sum, sampler) => sum + sampler.stop(), 0),
      serverCpuSeconds,
      clientCpuSeconds,
      clientProcesses: processCount,
    };
  } finally {
    for (const sampler of rssSamplers) sampler.stop();
    await Promise.all(clients.map((child) => child.stop()));
    rmSync(folder, { recursive: true, force: true });
  }
}
