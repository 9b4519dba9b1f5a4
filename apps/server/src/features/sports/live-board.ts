import type { LiveIncident, LiveIncidentKind, LivePeriodScore } from '@hanpan/core/sports/live-incidents';

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

/**
 * When the feed read a fixture's clock, ISO: when its live score last brought a different clock, else
 * the live score's feed time, else the row's update time.
 */
export function clockAtOf(clockAt: Date | null, livescoreFeedAt: Date | null, updatedAt: Date): string {
  return (clockAt ?? livescoreFeedAt ?? updatedAt).toISOString();
}

const incidentKinds: readonly string[] = [
  'goal',
  'yellowCard',
  'redCard',
  'periodEnd',
] satisfies LiveIncidentKind[];

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A {home, away} pair of counts from stored JSON, null when it is not one. */
function sidesOf(stored: unknown): { home: number; away: number } | null {
  const pair = record(stored);
  return pair && isCount(pair.home) && isCount(pair.away) ? { home: pair.home, away: pair.away } : null;
}

/**
 * The event timeline from fixture.incidents (jsonb, written by the feed adapter), oldest first; entries
 * that do not read as an incident are left out. Keys in a fixed order, so two lists compare as JSON.
 */
export function liveIncidentsOf(stored: unknown): LiveIncident[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry): LiveIncident[] => {
    const incident = record(entry);
    if (!incident || typeof incident.kind !== 'string' || !incidentKinds.includes(incident.kind)) return [];
    if (!isCount(incident.period) || incident.period < 1) return [];
    return [
      {
        kind: incident.kind as LiveIncidentKind,
        period: incident.period,
        clockSeconds: isCount(incident.clockSeconds) ? incident.clockSeconds : null,
        side: incident.side === 1 || incident.side === 2 ? incident.side : null,
        score: sidesOf(incident.score),
      },
    ];
  });
}

/** Red cards by side from fixture.red_cards (jsonb), null for sports without them. */
export function redCardsOf(stored: unknown): { home: number; away: number } | null {
  return sidesOf(stored);
}
