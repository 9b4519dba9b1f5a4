// The agency-settlement bench's dashboard side: the reader child process (agency-dashboard-reader.ts)
// started and driven, and the table of its read times beside the baseline.
import type { DashboardReaderLine } from './agency-dashboard-reader.ts';
import { percentile } from './fanout-protocol.ts';
import { startLineChild } from './line-child.ts';

type Ready = Extract<DashboardReaderLine, { kind: 'ready' }>;
type Samples = Extract<DashboardReaderLine, { kind: 'samples' }>;

/** A running dashboard reader: what it read when warm, and a measurement around `during`. */
export type DashboardReader = {
  ready: Ready;
  /** The read times (ms) of the reads that started while `during` ran. */
  measure(during: () => Promise<unknown>): Promise<number[]>;
  stop(): Promise<void>;
};

/** Starts the reader of the dashboard of `ownerId`'s partner over the KST days [from, to]; resolves once warm. */
export async function startDashboardReader(
  databaseUrl: string,
  ownerId: number,
  period: { from: string; to: string },
): Promise<DashboardReader> {
  const child = startLineChild<DashboardReaderLine>('support/agency-dashboard-reader.ts', [
    databaseUrl,
    String(ownerId),
    period.from,
    period.to,
  ]);
  const ready = await child.next((line): line is Ready => line.kind === 'ready', 120_000, 'the reader ready');
  return {
    ready,
    async measure(during) {
      child.send('start');
      await during();
      child.send('stop');
      const line = await child.next((l): l is Samples => l.kind === 'samples', 120_000, 'the read times');
      return line.ms;
    },
    stop: () => child.stop(),
  };
}

/** One row of the dashboard table: what ran beside the reads, and the read times. */
export type DashboardRow = { target: string; ms: readonly number[] };

/** Prints the read times' count, p50, p99 (nearest rank) and max, each p99 beside the first row's. */
export function printDashboardTable(rows: readonly DashboardRow[]): void {
  const figures = rows.map((row) => {
    const sorted = Float64Array.from(row.ms).sort();
    return {
      target: row.target,
      reads: sorted.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  });
  const baseline = figures[0]?.p99 ?? Number.NaN;
  console.table(
    figures.map((row) => ({
      target: row.target,
      reads: row.reads,
      'p50 ms': row.p50.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      'max ms': row.max.toFixed(1),
      'p99 ratio': `${(row.p99 / baseline).toFixed(2)}x`,
    })),
  );
}
