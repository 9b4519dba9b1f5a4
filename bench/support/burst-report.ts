// What the closing-burst benches (mini-game round, virtual event) report alike: the burst's figures from
// the replies, the table beside the pgbench baseline, and the problems that fail the bench.
import { type BurstBet, percentile } from './minigame-burst.ts';
import type { BenchResult } from './pgbench.ts';

/** The burst's figures: bets taken, refusals by HTTP status and code, taken per second, sorted latencies. */
export function burstFigures(bets: readonly BurstBet[]) {
  const taken = bets.filter((bet) => bet.code === 0);
  const refusedCodes = new Map<string, number>();
  for (const bet of bets.filter((entry) => entry.code !== 0)) {
    const key = `HTTP ${bet.status} code ${bet.code}`;
    refusedCodes.set(key, (refusedCodes.get(key) ?? 0) + 1);
  }
  const refusals = [...refusedCodes].map(([key, count]) => `${count}x ${key}`).join(', ') || 'none';
  const firstSent = Math.min(...bets.map((bet) => bet.sentAt));
  const lastTaken = Math.max(...taken.map((bet) => bet.sentAt + bet.latencyMs));
  const takenPerSecond = taken.length / ((lastTaken - firstSent) / 1000);
  const latencies = bets.map((bet) => bet.latencyMs).sort((a, b) => a - b);
  return { taken, refusals, takenPerSecond, latencies, p99Ms: percentile(latencies, 99) };
}

const format = (value: number | null) => (value === null ? '-' : value.toFixed(1));

/** Prints the rows as a table, each with its ratio to the baseline (the first row). */
export function printBesideBaseline(baseline: BenchResult, rows: readonly BenchResult[]): void {
  console.log('\nbaseline: pgbench -N on the same PostgreSQL server in the same run');
  console.table(
    [baseline, ...rows].map((result) => ({
      target: result.label,
      'per s': Math.round(result.perSecond),
      'p50 ms': format(result.p50Ms),
      'p99 ms': format(result.p99Ms),
      ratio: `${(result.perSecond / baseline.perSecond).toFixed(3)}x`,
      note: result.note,
    })),
  );
}

/** What fails a burst bench: bets taken at or after the close, replies and rows that disagree, the ledger. */
export function burstProblems(
  counts: { bets: number; afterClose: number },
  takenReplies: number,
  ledgerViolations: readonly unknown[],
): string[] {
  return [
    ...(counts.afterClose > 0 ? [`${counts.afterClose} bets taken at or after the close`] : []),
    ...(counts.bets !== takenReplies
      ? [`${counts.bets} bets in the database, ${takenReplies} replies taken`]
      : []),
    ...(ledgerViolations.length > 0 ? [`ledger: ${JSON.stringify(ledgerViolations)}`] : []),
    ...(takenReplies === 0 ? ['no bet taken'] : []),
  ];
}
