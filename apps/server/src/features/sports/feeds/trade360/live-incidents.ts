import { isCountdownClock } from '@hanpan/core/sports/live-clock';
import type { LiveIncident } from '@hanpan/core/sports/live-incidents';
import { sportOf } from '@hanpan/core/sports/sports';
import type { Trade360Period } from './messages.ts';

/**
 * LSports incident and statistic types the adapter reads (Periods[].Incidents[].IncidentType and
 * Statistics[].Type share them): 6 yellow card, 7 red card, 9 goal, as LSports' statistics list numbers
 * them (not yet checked against a live LSports feed; the built-in feed sends these). Every other type
 * (corners, shots, substitutions...) is ignored. Period ends are not incidents in TRADE360: they come
 * from the periods' IsFinished. Seconds are the match clock counting up from kick-off.
 */
export const lsportsIncidentType = { yellowCard: 6, redCard: 7, goal: 9 } as const;

/** Most timeline entries kept per fixture (the newest; a real match has a few dozen). */
export const maxStoredIncidents = 100;

/** Soccer: the one sport whose scoreboard shows red cards. */
const soccerId = 201;

type Sides = { home: number; away: number };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** A non-negative whole number from the feed's number or digits text, else null. */
function countOf(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/** Home and away from a feed Results list ({ Position: '1' | '2', Value }); null unless both read. */
function sidesOfResults(results: unknown): Sides | null {
  if (!Array.isArray(results)) return null;
  const valueAt = (position: number) =>
    countOf(results.map(record).find((result) => result && countOf(result.Position) === position)?.Value);
  const home = valueAt(1);
  const away = valueAt(2);
  return home === null || away === null ? null : { home, away };
}

const kindOfType: Record<number, LiveIncident['kind']> = {
  [lsportsIncidentType.yellowCard]: 'yellowCard',
  [lsportsIncidentType.redCard]: 'redCard',
  [lsportsIncidentType.goal]: 'goal',
};

/** One feed incident of period `period`, null when its type is not read or it names no side. */
function incidentOf(raw: unknown, period: number): LiveIncident | null {
  const incident = record(raw);
  const type = countOf(incident?.IncidentType);
  const kind = type === null ? undefined : kindOfType[type];
  const side = countOf(incident?.ParticipantPosition);
  if (!incident || !kind || (side !== 1 && side !== 2)) return null;
  return {
    kind,
    period,
    clockSeconds: countOf(incident.Seconds),
    side,
    score: kind === 'goal' ? sidesOfResults(incident.Results) : null,
  };
}

/**
 * The timeline of a live score, oldest first: each numbered period's goals and cards by their clock
 * (counting down for ice hockey, basketball and American football; the feed's order where it gives none), then the period's end when it is finished, with the score
 * then (sets and maps: the period's own points). Periods we cannot number are left out; only the newest
 * {@link maxStoredIncidents} entries are kept.
 */
export function readIncidents(
  sportId: number,
  periods: readonly Trade360Period[],
  numbers: readonly (number | null)[],
): LiveIncident[] {
  const isBestOf = sportOf(sportId).periods.isBestOf;
  // Clocks that count down what is left of a period run the other way.
  const clockOrder = isCountdownClock(sportId) ? -1 : 1;
  const numbered = periods
    .map((period, index) => ({ period, number: numbers[index] ?? null }))
    .filter((entry): entry is { period: Trade360Period; number: number } => entry.number !== null)
    .sort((a, b) => a.number - b.number);
  const timeline: LiveIncident[] = [];
  let total: Sides | null = { home: 0, away: 0 };
  for (const { period, number } of numbered) {
    const own = sidesOfResults(period.Results);
    total = total && own ? { home: total.home + own.home, away: total.away + own.away } : null;
    const incidents = (period.Incidents ?? [])
      .map((raw) => incidentOf(raw, number))
      .filter((incident): incident is LiveIncident => incident !== null);
    // A stable sort: incidents without a clock keep their place among those before them.
    incidents.sort((a, b) => clockOrder * ((a.clockSeconds ?? 0) - (b.clockSeconds ?? 0)));
    timeline.push(...incidents);
    if (period.IsFinished) {
      timeline.push({
        kind: 'periodEnd',
        period: number,
        clockSeconds: null,
        side: null,
        score: isBestOf ? own : total,
      });
    }
  }
  return timeline.slice(-maxStoredIncidents);
}

/**
 * Red cards by side: the feed's red-card statistic when it gives one, else (soccer) the red cards of
 * the timeline; null for the other sports without the statistic.
 */
export function readRedCards(
  sportId: number,
  statistics: readonly unknown[] | undefined,
  timeline: LiveIncident[],
) {
  const statistic = (statistics ?? [])
    .map(record)
    .find((entry) => entry && countOf(entry.Type) === lsportsIncidentType.redCard);
  const fromStatistic = statistic ? sidesOfResults(statistic.Results) : null;
  if (fromStatistic) return fromStatistic;
  if (sportId !== soccerId) return null;
  const reds = timeline.filter((incident) => incident.kind === 'redCard');
  return {
    home: reds.filter((incident) => incident.side === 1).length,
    away: reds.filter((incident) => incident.side === 2).length,
  };
}
