import type { MatchPlan, PlannedPeriod } from './match-plan.ts';

/** How a sport's live clock reads: counting up over the match, down within a period, up within a round, or none. */
export type ClockKind = 'matchUp' | 'periodDown' | 'roundUp' | 'none';

/** The clock of each sport as TRADE360 sends it (Scoreboard.Time, seconds). */
export function clockKindOf(sportId: number): ClockKind {
  switch (sportId) {
    case 201:
      return 'matchUp';
    case 203:
    case 205:
    case 206:
      return 'periodDown';
    case 208:
      return 'roundUp';
    default:
      return 'none';
  }
}

// Overtime lengths (seconds of clock): basketball and ice hockey five minutes, American football ten.
const overtimeSeconds: Record<number, number> = { 203: 300, 205: 300, 206: 600 };

/** The clock length of a period (regulation or overtime) of a counting-down sport; 0 for a shoot-out. */
export function periodLengthOf(plan: MatchPlan, sportId: number, period: PlannedPeriod): number {
  if (period.clockTo === period.clockFrom) return 0;
  if (period.number <= plan.regulationPeriods) return plan.regulationSeconds / plan.regulationPeriods;
  return overtimeSeconds[sportId] ?? period.clockTo - period.clockFrom;
}

/**
 * The clock to publish for the current period given the match clock (`clock`, seconds since the start of
 * play): soccer's running match clock (45:00 on at the second half, stoppage time on top), the time left
 * in a quarter or period, the time into a boxing round, or null where the sport has no clock.
 */
export function feedClockOf(
  plan: MatchPlan,
  sportId: number,
  period: PlannedPeriod | undefined,
  clock: number,
): number | null {
  if (!period) return null;
  switch (clockKindOf(sportId)) {
    case 'matchUp':
      return clock;
    case 'periodDown': {
      const length = periodLengthOf(plan, sportId, period);
      if (length === 0) return null;
      return Math.max(0, Math.min(length, period.clockFrom + length - clock));
    }
    case 'roundUp':
      return Math.max(0, Math.min(180, clock - period.clockFrom));
    case 'none':
      return null;
  }
}
