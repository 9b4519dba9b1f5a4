// One path of the sports latency bench on one server: warm-up updates, then the measured updates at a
// fixed rate, each stamped as it is sent, and what the subscribed clients saw of them.
import { nowMs } from './fanout-protocol.ts';
import type { LineChild } from './line-child.ts';
import { measureCpu, sampleRss } from './proc-stats.ts';
import type { SportsClientLine, SportsClientReport } from './sports-latency-protocol.ts';

/** A way to publish update `seq`: `prepare` builds it (untimed), the function it returns sends it. */
export type UpdatePath = {
  label: string;
  prepare(seq: number): () => Promise<void>;
  /** Called after the measured updates are sent (e.g. waits for the broker's confirms). */
  settle?(): Promise<void>;
};

/** What a path run does. */
export type PathOptions = { firstSeq: number; warmups: number; updates: number; rate: number };

/** What a path run measured. */
export type PathResult = SportsClientReport & {
  path: string;
  updates: number;
  publishErrors: number;
  firstPublishError: string | null;
  deliveriesPerSecond: number;
  rssPeak: number;
  /** Server CPU seconds from the first measured update until the deliveries stopped. */
  serverCpuSeconds: number;
  /** Those CPU seconds per wall second. */
  serverCpuShare: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isLine =
  <K extends SportsClientLine['type']>(type: K) =>
  (line: SportsClientLine): line is Extract<SportsClientLine, { type: K }> =>
    line.type === type;

/** Sends updates `firstSeq`..`firstSeq + count - 1` at `rate` per second; returns their send times. */
async function sendPaced(path: UpdatePath, firstSeq: number, count: number, rate: number) {
  const times: number[] = [];
  const result = { times, errors: 0, firstError: null as string | null };
  const calls: Promise<void>[] = [];
  const startAt = performance.now();
  for (let i = 0; i < count; i += 1) {
    const send = path.prepare(firstSeq + i);
    const wait = startAt + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    times.push(nowMs());
    calls.push(
      send().catch((error: unknown) => {
        result.errors += 1;
        result.firstError ??= String((error as Error).message ?? error);
      }),
    );
  }
  await Promise.all(calls);
  return result;
}

/** Waits until every due delivery arrived, or none arrived for `quietMs`, or `capMs` passed. */
async function awaitDeliveries(clients: LineChild<SportsClientLine>, quietMs = 10_000, capMs = 90_000) {
  const startedAt = Date.now();
  let last = -1;
  let lastChangeAt = Date.now();
  for (;;) {
    clients.send('count');
    const { received, expected } = await clients.next(isLine('count'), 30_000, 'delivery count');
    if (received >= expected) return;
    if (received !== last) {
      last = received;
      lastChangeAt = Date.now();
    }
    if (Date.now() - lastChangeAt >= quietMs || Date.now() - startedAt >= capMs) return;
    await sleep(250);
  }
}

/** Warms the path up, sends the measured updates and collects the clients' report. */
export async function runPath(
  path: UpdatePath,
  clients: LineChild<SportsClientLine>,
  serverPid: number,
  options: PathOptions,
): Promise<PathResult> {
  const { firstSeq, warmups, updates, rate } = options;
  clients.send(`range ${firstSeq} ${warmups}`);
  await sendPaced(path, firstSeq, warmups, rate);
  await path.settle?.();
  await awaitDeliveries(clients);
  const measuredSeq = firstSeq + warmups;
  clients.send(`range ${measuredSeq} ${updates}`);
  const rss = sampleRss(serverPid);
  const cpu = measureCpu(serverPid);
  const startedAt = performance.now();
  const sent = await sendPaced(path, measuredSeq, updates, rate);
  await path.settle?.();
  await awaitDeliveries(clients);
  const serverCpuSeconds = cpu.stop();
  const serverCpuShare = serverCpuSeconds / ((performance.now() - startedAt) / 1000);
  const rssPeak = rss.stop();
  clients.send(`report ${JSON.stringify(sent.times)}`);
  const report = await clients.next(isLine('report'), 60_000, 'report');
  return {
    ...report,
    path: path.label,
    updates,
    publishErrors: sent.errors,
    firstPublishError: sent.firstError,
    deliveriesPerSecond: report.windowMs > 0 ? (report.received / report.windowMs) * 1000 : 0,
    rssPeak,
    serverCpuSeconds,
    serverCpuShare,
  };
}
