import type { SimLeague } from './catalogue-data.ts';

/** How a sport's final score is modelled for pricing and for playing the match. */
export type ScoreModel =
  /** Goals as independent Poisson processes (soccer, ice hockey); expected goals per regulation. */
  | { kind: 'poisson'; home: number; away: number; homeWinsExtraTime: number; firstPeriodShare: number }
  /** Points as a normal margin and total (basketball, baseball, American football). */
  | { kind: 'normal'; margin: number; marginDeviation: number; total: number; totalDeviation: number }
  /** Best-of sets or maps; chance the home side wins one. */
  | { kind: 'sets'; homeWinsSet: number; setsToWin: number; pointsPerSet: number; lastSetPoints: number }
  /** A bout: chance of a stoppage per round and who wins it, or the decision. */
  | {
      kind: 'bout';
      stoppagePerRound: number;
      homeWinsStoppage: number;
      homeWinsDecision: number;
      rounds: number;
    };

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Points per game of each league's sides, for the sports scored by normal approximation. */
const leagueTotals: Record<string, number> = { KBO: 10, MLB: 8.6, NPB: 7, KBL: 158, NBA: 226, NFL: 44 };

/**
 * The score model of a fixture from the two sides' strengths; `drift` (rating points, small) moves it
 * so that prematch prices move over time like a market does.
 */
export function scoreModelOf(
  league: SimLeague,
  homeStrength: number,
  awayStrength: number,
  drift = 0,
): ScoreModel {
  const diff = homeStrength - awayStrength + drift;
  switch (league.sportId) {
    case 201:
      return {
        kind: 'poisson',
        home: 1.45 * Math.exp(0.035 * diff),
        away: 1.15 * Math.exp(-0.035 * diff),
        homeWinsExtraTime: 0.5,
        firstPeriodShare: 0.5,
      };
    case 205:
      return {
        kind: 'poisson',
        home: 3.1 * Math.exp(0.02 * diff),
        away: 2.8 * Math.exp(-0.02 * diff),
        homeWinsExtraTime: clamp(0.52 + 0.01 * diff, 0.3, 0.7),
        firstPeriodShare: 1 / 3,
      };
    case 202: {
      const total = leagueTotals[league.name] ?? 8.5;
      return { kind: 'normal', margin: 0.25 + 0.09 * diff, marginDeviation: 4.1, total, totalDeviation: 4.2 };
    }
    case 203: {
      const total = leagueTotals[league.name] ?? 160;
      const scale = total / 200;
      // The deviations match the possession-by-possession match engine (about 100 possessions a side in the NBA).
      const deviation = 16.5 * Math.sqrt(total / 226);
      return {
        kind: 'normal',
        margin: (2.5 + 0.55 * diff) * scale * 1.2,
        marginDeviation: deviation,
        total: total + 0.2 * (homeStrength + awayStrength - 160),
        totalDeviation: deviation,
      };
    }
    case 206:
      return { kind: 'normal', margin: 1.5 + 0.5 * diff, marginDeviation: 13, total: 44, totalDeviation: 13 };
    case 204:
      return {
        kind: 'sets',
        homeWinsSet: clamp(0.53 + 0.015 * diff, 0.12, 0.88),
        setsToWin: 3,
        pointsPerSet: 25,
        lastSetPoints: 15,
      };
    case 207:
      return {
        kind: 'sets',
        homeWinsSet: clamp(0.5 + 0.018 * diff, 0.1, 0.9),
        setsToWin: 2,
        pointsPerSet: 0,
        lastSetPoints: 0,
      };
    default:
      return {
        kind: 'bout',
        stoppagePerRound: 0.045,
        homeWinsStoppage: clamp(0.5 + 0.04 * diff, 0.1, 0.9),
        homeWinsDecision: clamp(0.5 + 0.035 * diff, 0.1, 0.9),
        rounds: 12,
      };
  }
}
