import type { LivePeriodScore } from '@hanpan/core/sports/live-incidents';

/** A stored period as the feed adapter writes it in fixture.periods (jsonb). */
type StoredPeriodJson = { number?: unknown; home?: unknown; away?: unknown; isFinished?: unknown };

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/**
 * The scoreboard's periods from fixture.periods: numbered periods only (the feed's codes the site
 * cannot place are left out), in period order.
 */
export function livePeriodsOf(stored: unknown): LivePeriodScore[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (period): period is StoredPeriodJson & { number: number } =>
        typeof period === 'object' &&
        period !== null &&
        typeof (period as StoredPeriodJson).number === 'number' &&
        ((period as StoredPeriodJson).number as number) > 0,
    )
    .map((period) => ({
      number: period.number,
      home: count(period.home),
      away: count(period.away),
      isFinished: period.isFinished === true,
    }))
    .sort((a, b) => a.number - b.number);
}

/** When the feed read a fixture's clock (its live score's feed time), ISO; the row's update time when unknown. */
export function clockAtOf(livescoreFeedAt: Date | null, updatedAt: Date): string {
  return (livescoreFeedAt ?? updatedAt).toISOString();
}
