import type { LiveIncident, LivePeriodScore } from '@hanpan/core/sports/live-incidents';
import { liveIncidentNames } from '@hanpan/core/sports/live-incidents';
import { periodName, sportOf } from '@hanpan/core/sports/sports';
import { formatClock } from './kst-days.ts';

// What the live board writes: short period names for its columns and the clock of each timeline entry.

/** Soccer's extra-time halves last 15 minutes. */
const extraHalfMinutes = 15;

/** The scoreboard column name of period n: 전반/후반, 1Q, 1P, 1회, 1세트, 1R; OT after the regular periods. */
export function periodShortName(sportId: number, n: number): string {
  const { kind, count } = sportOf(sportId).periods;
  const overtime = n === count + 1 ? 'OT' : `OT${n - count}`;
  switch (kind) {
    case 'half':
      return ['전반', '후반', '연전', '연후'][n - 1] ?? 'PK';
    case 'quarter':
      return n <= count ? `${n}Q` : overtime;
    case 'period':
      return n <= count ? `${n}P` : overtime;
    case 'round':
      return `${n}R`;
    default:
      return periodName(sportId, n);
  }
}

/** True when the sport's periods carry points of their own (a boxing round or a 기타 match has none to show). */
export function hasPeriodScores(sportId: number): boolean {
  const { kind } = sportOf(sportId).periods;
  return kind !== 'round' && kind !== 'none';
}

/**
 * The periods the scoreboard has a column for: every regular period, then any extra one that was
 * played or is being played.
 */
export function scoreboardPeriods(
  sportId: number,
  periods: readonly LivePeriodScore[],
  currentPeriod: number | null,
): number[] {
  if (!hasPeriodScores(sportId)) return [];
  const last = Math.max(sportOf(sportId).periods.count, currentPeriod ?? 0, ...periods.map((p) => p.number));
  return Array.from({ length: last }, (_, index) => index + 1);
}

/** The minute a soccer period's regular time ends (45, 90, 105, 120), after which minutes are stoppage time. */
function halfEndMinute(sportId: number, period: number): number {
  const { count, minutes } = sportOf(sportId).periods;
  const regular = minutes ?? 45;
  return period <= count ? period * regular : count * regular + (period - count) * extraHalfMinutes;
}

/**
 * When a timeline entry happened, as the sport counts it: soccer's running minute (23', 45+2'),
 * a timed period's clock as it read (3Q 04:12, 2R 01:05), the period alone for sports without a clock.
 */
export function incidentClockText(sportId: number, incident: LiveIncident): string {
  const { kind } = sportOf(sportId).periods;
  const period = periodShortName(sportId, incident.period);
  if (incident.kind === 'periodEnd' || incident.clockSeconds === null) return period;
  if (kind !== 'half') return `${period} ${formatClock(incident.clockSeconds)}`;
  if (incident.period > 4) return period;
  const minute = Math.floor(incident.clockSeconds / 60) + 1;
  const end = halfEndMinute(sportId, incident.period);
  return minute > end ? `${end}+${minute - end}'` : `${minute}'`;
}

/** The words of a timeline entry: '득점 · 맨체스터 시티', '전반 종료'. */
export function incidentText(
  sportId: number,
  incident: LiveIncident,
  names: { homeName: string; awayName: string },
): string {
  if (incident.kind === 'periodEnd')
    return `${periodName(sportId, incident.period)} ${liveIncidentNames.periodEnd}`;
  const team = incident.side === 1 ? names.homeName : incident.side === 2 ? names.awayName : '';
  return [liveIncidentNames[incident.kind], team].filter(Boolean).join(' · ');
}

/** The timeline newest first (the feed sends it oldest first), keeping each entry's place in the feed as its key. */
export function newestFirst(incidents: readonly LiveIncident[]): { incident: LiveIncident; key: number }[] {
  return incidents.map((incident, key) => ({ incident, key })).reverse();
}
