import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import type { MatchState } from './match-engine.ts';
import { rallyChanceOf } from './match-plan-sets.ts';
import type { ScoreModel } from './sport-models.ts';

/** One possible final score with its probability. */
export type ScoreCell = { home: number; away: number; rounds?: number; p: number };

/**
 * The model's view of how a fixture ends, from its score model and live state: the joint final score
 * (regulation for Poisson sports), or for normal sports the margin and total separately (cells of the
 * form { home: value, away: 0 }), each with the overtime-inclusive variant where it differs.
 */
export type Outlook = {
  joint: ScoreCell[] | null;
  jointWithOvertime: ScoreCell[] | null;
  margin: ScoreCell[];
  marginWithOvertime: ScoreCell[];
  total: ScoreCell[];
  /** The joint score of the first period (half) alone, for Poisson sports; null otherwise. */
  firstPeriod: ScoreCell[] | null;
};

function poissonPmf(mean: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    pmf.push(p);
    p = (p * mean) / (k + 1);
  }
  return pmf;
}

// Abramowitz-Stegun 7.1.26: |error| < 1.5e-7, plenty for prices rounded to a cent.
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function discreteNormal(mean: number, deviation: number): ScoreCell[] {
  const cells: ScoreCell[] = [];
  const sigma = Math.max(0.3, deviation);
  for (let k = Math.floor(mean - 5 * sigma); k <= Math.ceil(mean + 5 * sigma); k++) {
    const p = normalCdf((k + 0.5 - mean) / sigma) - normalCdf((k - 0.5 - mean) / sigma);
    if (p > 1e-9) cells.push({ home: k, away: 0, p });
  }
  return cells;
}

function marginals(joint: ScoreCell[]): { margin: ScoreCell[]; total: ScoreCell[] } {
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  for (const cell of joint) {
    margin.set(cell.home - cell.away, (margin.get(cell.home - cell.away) ?? 0) + cell.p);
    total.set(cell.home + cell.away, (total.get(cell.home + cell.away) ?? 0) + cell.p);
  }
  const cells = (map: Map<number, number>) => [...map].map(([home, p]) => ({ home, away: 0, p }));
  return { margin: cells(margin), total: cells(total) };
}

// Overtime breaks ties: a drawn cell becomes a one-point win for either side.
function resolveTies(cells: ScoreCell[], homeWins: number, isMargin: boolean): ScoreCell[] {
  return cells.flatMap((cell) => {
    const isTie = isMargin ? cell.home === 0 : cell.home === cell.away;
    if (!isTie) return [cell];
    if (isMargin)
      return [
        { home: 1, away: 0, p: cell.p * homeWins },
        { home: -1, away: 0, p: cell.p * (1 - homeWins) },
      ];
    return [
      { home: cell.home + 1, away: cell.away, p: cell.p * homeWins },
      { home: cell.home, away: cell.away + 1, p: cell.p * (1 - homeWins) },
    ];
  });
}

function setWinChance(
  rally: number,
  home: number,
  away: number,
  target: number,
  memo = new Map<string, number>(),
): number {
  if (home >= target - 1 && away >= target - 1 && home === away)
    return (rally * rally) / (rally * rally + (1 - rally) * (1 - rally));
  if (home >= target && home - away >= 2) return 1;
  if (away >= target && away - home >= 2) return 0;
  const key = `${home}:${away}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const chance =
    rally * setWinChance(rally, home + 1, away, target, memo) +
    (1 - rally) * setWinChance(rally, home, away + 1, target, memo);
  memo.set(key, chance);
  return chance;
}

function setsOutlook(model: Extract<ScoreModel, { kind: 'sets' }>, state: MatchState): ScoreCell[] {
  const current = state.periods[state.periods.length - 1];
  const inSet = state.status === fixtureStatus.live && current !== undefined && !current.isFinished;
  let firstChance = model.homeWinsSet;
  if (inSet && model.pointsPerSet > 0) {
    const target = current.number === 2 * model.setsToWin - 1 ? model.lastSetPoints : model.pointsPerSet;
    firstChance = setWinChance(rallyChanceOf(model.homeWinsSet), current.home, current.away, target);
  }
  const cells: ScoreCell[] = [];
  const walk = (home: number, away: number, p: number, chance: number) => {
    if (home === model.setsToWin || away === model.setsToWin) {
      cells.push({ home, away, p });
      return;
    }
    walk(home + 1, away, p * chance, model.homeWinsSet);
    walk(home, away + 1, p * (1 - chance), model.homeWinsSet);
  };
  walk(state.score.home, state.score.away, 1, firstChance);
  return cells;
}

function boutOutlook(model: Extract<ScoreModel, { kind: 'bout' }>, state: MatchState): ScoreCell[] {
  const cells: ScoreCell[] = [];
  let standing = 1;
  for (let round = Math.max(1, state.period); round <= model.rounds; round++) {
    const stopped = standing * model.stoppagePerRound;
    cells.push({ home: 1, away: 0, rounds: round, p: stopped * model.homeWinsStoppage });
    cells.push({ home: 0, away: 1, rounds: round, p: stopped * (1 - model.homeWinsStoppage) });
    standing -= stopped;
  }
  cells.push({ home: 1, away: 0, rounds: model.rounds, p: standing * model.homeWinsDecision });
  cells.push({ home: 0, away: 1, rounds: model.rounds, p: standing * (1 - model.homeWinsDecision) });
  return cells;
}

function poissonJoint(
  model: Extract<ScoreModel, { kind: 'poisson' }>,
  share: number,
  base: { home: number; away: number },
): ScoreCell[] {
  const home = poissonPmf(model.home * share, 12);
  const away = poissonPmf(model.away * share, 12);
  const joint: ScoreCell[] = [];
  home.forEach((ph, i) => {
    away.forEach((pa, j) => {
      joint.push({ home: base.home + i, away: base.away + j, p: ph * pa });
    });
  });
  return joint;
}

/** How the fixture is expected to end, given the state (prematch: a state with nothing played). */
export function outlookOf(model: ScoreModel, state: MatchState): Outlook {
  const remaining = state.status === fixtureStatus.notStarted ? 1 : Math.max(0.02, 1 - state.progress);
  switch (model.kind) {
    case 'poisson': {
      const joint = poissonJoint(model, 1 - state.progress, state.regulation);
      // The first period's own goals: what is left of it, on top of what it already has.
      const first = state.periods[0] ?? { home: 0, away: 0 };
      const firstLeft = Math.max(0, model.firstPeriodShare - state.progress);
      const jointWithOvertime = resolveTies(joint, model.homeWinsExtraTime, false);
      const { margin, total } = marginals(joint);
      return {
        joint,
        jointWithOvertime,
        margin,
        total,
        marginWithOvertime: marginals(jointWithOvertime).margin,
        firstPeriod: poissonJoint(model, firstLeft, first),
      };
    }
    case 'normal': {
      const margin = discreteNormal(
        state.score.home - state.score.away + model.margin * remaining,
        model.marginDeviation * Math.sqrt(remaining),
      );
      const total = discreteNormal(
        state.score.home + state.score.away + model.total * remaining,
        model.totalDeviation * Math.sqrt(remaining),
      );
      const withOvertime = resolveTies(margin, Math.min(0.9, Math.max(0.1, 0.5 + model.margin / 40)), true);
      return {
        joint: null,
        jointWithOvertime: null,
        margin: withOvertime,
        marginWithOvertime: withOvertime,
        total,
        firstPeriod: null,
      };
    }
    case 'sets': {
      const joint = setsOutlook(model, state);
      const { margin, total } = marginals(joint);
      return {
        joint,
        jointWithOvertime: joint,
        margin,
        marginWithOvertime: margin,
        total,
        firstPeriod: null,
      };
    }
    case 'bout': {
      // Bout totals count rounds, which only the joint cells carry.
      const joint = boutOutlook(model, state);
      const { margin } = marginals(joint);
      return {
        joint,
        jointWithOvertime: joint,
        margin,
        marginWithOvertime: margin,
        total: joint,
        firstPeriod: null,
      };
    }
  }
}
