import type { BasketballResult, MatchEvent, SoccerResult } from '@hanpan/core/virtual/types';

// The match animation's arithmetic: the clock, the score and the timeline at a moment of the match,
// from the drawn result alone.

/** Minutes of a soccer match as the clock runs them. */
export const soccerMinutes = 90;
/** Minutes of a basketball quarter as the clock shows them (FIBA). */
export const quarterMinutes = 10;

/** The soccer minute at `progress` 0..1 (0 at kick-off, 90 at the final whistle). */
export function soccerMinuteAt(progress: number): number {
  return Math.floor(Math.min(1, Math.max(0, progress)) * soccerMinutes);
}

/** What the scoreboard shows at a soccer minute: the score and the events so far, newest first. */
export function soccerStateAt(result: SoccerResult, minute: number) {
  const happened = result.timeline.filter((event) => event.at <= minute);
  const goals = happened.filter((event) => event.type === 'goal');
  return {
    home: goals.filter((event) => event.side === 'home').length,
    away: goals.filter((event) => event.side === 'away').length,
    events: [...happened].reverse(),
  };
}

/** A basketball game's running state at `progress` 0..1: the quarter, its clock and points so far. */
export type BasketballState = {
  /** 1-based quarter (5+ overtime). */
  quarter: number;
  /** Minutes and seconds left in the quarter as 'm:ss'. */
  clock: string;
  /** Points per quarter so far (the running quarter partly). */
  quarters: { home: number; away: number }[];
  home: number;
  away: number;
};

/**
 * The running score of a basketball game: every quarter gets an equal share of the match time, and a
 * quarter's points come in evenly through it (whole points, rounded down), so the last moment shows the
 * drawn score exactly.
 */
export function basketballStateAt(result: BasketballResult, progress: number): BasketballState {
  const count = Math.max(1, result.quarters.length);
  const at = Math.min(1, Math.max(0, progress)) * count;
  const running = Math.min(count - 1, Math.floor(at));
  const share = progress >= 1 ? 1 : at - running;
  const quarters = result.quarters
    .slice(0, running + 1)
    .map((quarter, index) =>
      index < running
        ? { ...quarter }
        : { home: Math.floor(quarter.home * share), away: Math.floor(quarter.away * share) },
    );
  const secondsLeft = Math.ceil((1 - share) * quarterMinutes * 60);
  return {
    quarter: running + 1,
    clock: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`,
    quarters,
    home: quarters.reduce((sum, quarter) => sum + quarter.home, 0),
    away: quarters.reduce((sum, quarter) => sum + quarter.away, 0),
  };
}

/** A quarter's Korean name: '1Q'..'4Q', then '연장', '연장2'. */
export function quarterName(quarter: number): string {
  if (quarter <= 4) return `${quarter}Q`;
  return quarter === 5 ? '연장' : `연장${quarter - 4}`;
}

const eventWords: Record<MatchEvent['type'], string> = {
  goal: '골',
  shot: '슈팅',
  save: '선방',
  points: '득점',
};

/** A soccer timeline line in Korean: "23' 홈 7번 골". */
export function soccerEventText(event: MatchEvent, homeName: string, awayName: string): string {
  const team = event.side === 'home' ? homeName : awayName;
  const shirt = event.shirt === undefined ? '' : ` ${event.shirt}번`;
  return `${event.at}' ${team}${shirt} ${eventWords[event.type]}`;
}
