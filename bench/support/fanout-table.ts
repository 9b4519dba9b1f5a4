// The table the realtime fan-out bench prints.
import { clientKindLabels } from './fanout-protocol.ts';
import type { FanoutResult } from './fanout-run.ts';

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const ms = (value: number) => Number(value.toFixed(1));
const perMessage = (cpuSeconds: number, r: FanoutResult) =>
  r.received > 0 ? ((cpuSeconds * 1e6) / r.received).toFixed(1) : '-';

/** One row per run; ratios are ours / the plain `ws` baseline with the same number of clients. */
export function printFanoutTable(results: FanoutResult[]): void {
  const rows = results.map((r) => {
    const base = results.find((b) => b.clients === r.clients && b.clientKind === 'ws');
    const ratio = (ours: (x: FanoutResult) => number, digits: number) =>
      base && base !== r ? `${(ours(r) / ours(base)).toFixed(digits)}x` : '';
    return {
      clients: r.clients,
      server: r.label,
      client: `${clientKindLabels[r.clientKind]} (${r.clientProcesses} proc)`,
      'p50 ms': ms(r.p50Ms),
      'p99 ms': ms(r.p99Ms),
      'max ms': ms(r.maxMs),
      'msgs/s': Math.round(r.messagesPerSecond),
      lost: r.expected - r.received,
      'msgs/frame': r.messagesPerFrame === null ? '' : r.messagesPerFrame.toFixed(2),
      'RSS MB idle/conn/peak': `${mb(r.rssIdle)}/${mb(r.rssConnected)}/${mb(r.rssPeak)}`,
      'CPU µs/msg server/clients': `${perMessage(r.serverCpuSeconds, r)}/${perMessage(r.clientCpuSeconds, r)}`,
      'p99 ratio': ratio((x) => x.p99Ms, 2),
      'msgs/s ratio': ratio((x) => x.messagesPerSecond, 3),
      'server CPU/msg ratio': ratio((x) => x.serverCpuSeconds / x.received, 2),
    };
  });
  console.log(
    '\nbaseline: plain ws server and clients, same machine, same run; ratio = ours / ws baseline; ' +
      'msgs/s = distinct deliveries / (last arrival - first publish); lost = connected clients x updates - ' +
      'distinct deliveries (waited for until 3 s pass without one); msgs/frame = STOMP frames per SockJS ' +
      "'a' frame seen by the raw SockJS clients (heart-beats included; 1.00 means no coalescing); " +
      'RSS of the servers from /proc: idle and ' +
      'after the connects right after a full GC, peak sampled every 100 ms from the connects to the last ' +
      'delivery; CPU µs/msg = CPU time of the process from the first measured publish to the last delivery / deliveries',
  );
  console.table(rows);
}
