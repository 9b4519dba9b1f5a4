import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { drawBasketballTimeline } from './match-timeline.ts';
import type { BasketballResult, MatchCard, VirtualMarket, VirtualModel } from './types.ts';

// Basketball: a team's points in a quarter are 8 + Binomial(40, k / 1000), in an overtime period
// 2 + Binomial(10, k / 1000), where k per mille comes from the teams' strengths:
//   home k = 500 + (home attack - away defence) + 8,  away k = 500 + (away attack - home defence) - 8
// (8 per mille each way is about 2.5 points of home advantage; k kept within 300..700). Each Bernoulli trial is random.nextInt(1000) < k,
// so the draw is exactly the model. Overtimes are played until the score is not tied. The four quarters
// sum to 32 + Binomial(160, k / 1000) a team, so every chance is computed exactly from binomial laws:
// 승패 (overtime decides, no draw) = P(home ahead after 4) + P(tied) · P(home wins an OT) / (1 - P(OT tied)).
// 핸디캡 and 언더오버 settle on the score after four quarters (regulation): their names say so.
//
// Pick codes (the bet's `choosed`): 승패 11 home, 12 away · 언더오버 21 under, 22 over · 핸디캡 31 home, 32 away.

const quarter = { base: 8, trials: 40 } as const;
const overtime = { base: 2, trials: 10 } as const;
const quarters = 4;

/** The per-mille scoring chances of the card's home and away teams. */
export function basketballChances(card: MatchCard): { home: number; away: number } {
  const clamp = (k: number) => Math.min(700, Math.max(300, Math.trunc(k)));
  return {
    home: clamp(500 + (card.home.attack - card.away.defence) + 8),
    away: clamp(500 + (card.away.attack - card.home.defence) - 8),
  };
}

/** P(X = x) for X ~ Binomial(n, k / 1000), x = 0..n. */
function binomial(n: number, perMille: number): number[] {
  const p = perMille / 1000;
  const q = 1 - p;
  const pmf = [q ** n];
  for (let x = 0; x < n; x += 1) pmf.push((pmf[x]! * (n - x) * p) / ((x + 1) * q));
  return pmf;
}

/**
 * The exact laws of a card: the regulation home margin (home - away) and total as maps from value to
 * probability, one overtime's home-win and tie chances, and the lines near even (computed once per card).
 */
type BasketballLaws = {
  margin: Map<number, number>;
  total: Map<number, number>;
  overtimeHomeWin: number;
  overtimeTie: number;
  handicapLine: number;
  totalLine: number;
};

const lawsCache = new WeakMap<MatchCard, BasketballLaws>();

/** P(value > line) under the law. */
function chanceAbove(law: ReadonlyMap<number, number>, line: number): number {
  let above = 0;
  for (const [value, p] of law) if (value > line) above += p;
  return above;
}

/** The .5 line at which P(value > line) is nearest to even. */
function lineNearEven(law: ReadonlyMap<number, number>): number {
  const values = [...law.keys()];
  let best = Math.min(...values) + 0.5;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let line = best; line < Math.max(...values); line += 1) {
    const gap = Math.abs(chanceAbove(law, line) - 0.5);
    if (gap < bestGap) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

function lawsOf(card: MatchCard): BasketballLaws {
  const cached = lawsCache.get(card);
  if (cached) return cached;
  const chances = basketballChances(card);
  const otHome = binomial(overtime.trials, chances.home);
  const otAway = binomial(overtime.trials, chances.away);
  let overtimeHomeWin = 0;
  let overtimeTie = 0;
  otHome.forEach((ph, h) => {
    otAway.forEach((pa, a) => {
      if (h > a) overtimeHomeWin += ph * pa;
      else if (h === a) overtimeTie += ph * pa;
    });
  });
  const base = quarters * quarter.base;
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const regulationAway = binomial(quarters * quarter.trials, chances.away);
  binomial(quarters * quarter.trials, chances.home).forEach((ph, h) => {
    regulationAway.forEach((pa, a) => {
      margin.set(h - a, (margin.get(h - a) ?? 0) + ph * pa);
      total.set(2 * base + h + a, (total.get(2 * base + h + a) ?? 0) + ph * pa);
    });
  });
  // Home covers when margin + line > 0, i.e. margin > -line: the line is minus the margin's even point.
  const laws = {
    margin,
    total,
    overtimeHomeWin,
    overtimeTie,
    handicapLine: -lineNearEven(margin),
    totalLine: lineNearEven(total),
  };
  lawsCache.set(card, laws);
  return laws;
}

/** The home handicap line on regulation (home covers when home - away + line > 0), nearest to even. */
export function basketballHandicapLine(card: MatchCard): number {
  return lawsOf(card).handicapLine;
}

/** The regulation total line (over when home + away > line), nearest to even. */
export function basketballTotalLine(card: MatchCard): number {
  return lawsOf(card).totalLine;
}

const wonOrLost = (won: number): PickProbability => ({ won, halfWon: 0, void: 0, lost: 1 - won });

const signed = (line: number) => (line > 0 ? `+${line}` : `${line}`);

function basketballMarkets(card: MatchCard): VirtualMarket[] {
  const laws = lawsOf(card);
  const ahead = chanceAbove(laws.margin, 0);
  const tied = laws.margin.get(0) ?? 0;
  const homeWins = ahead + (tied * laws.overtimeHomeWin) / (1 - laws.overtimeTie);
  const handicap = laws.handicapLine;
  const total = laws.totalLine;
  const covers = chanceAbove(laws.margin, -handicap);
  const over = chanceAbove(laws.total, total);
  const { home, away } = card;
  return [
    {
      key: 'winner',
      name: '승패 (연장 포함)',
      picks: [
        { code: 11, name: `${home.name} 승`, label: '홈승', chance: wonOrLost(homeWins) },
        { code: 12, name: `${away.name} 승`, label: '원정승', chance: wonOrLost(1 - homeWins) },
      ],
    },
    {
      key: 'handicap',
      name: `핸디캡 (4쿼터 기준, 홈 ${signed(handicap)})`,
      picks: [
        {
          code: 31,
          name: `핸디캡 ${home.name} ${signed(handicap)} (4쿼터 기준)`,
          label: `홈 ${signed(handicap)}`,
          chance: wonOrLost(covers),
        },
        {
          code: 32,
          name: `핸디캡 ${away.name} ${signed(-handicap)} (4쿼터 기준)`,
          label: `원정 ${signed(-handicap)}`,
          chance: wonOrLost(1 - covers),
        },
      ],
    },
    {
      key: 'over-under',
      name: `언더오버 ${total} (4쿼터 기준)`,
      picks: [
        { code: 21, name: `언더 ${total} (4쿼터 기준)`, label: `언더 ${total}`, chance: wonOrLost(1 - over) },
        { code: 22, name: `오버 ${total} (4쿼터 기준)`, label: `오버 ${total}`, chance: wonOrLost(over) },
      ],
    },
  ];
}

function drawPeriodPoints(
  perMille: number,
  period: { base: number; trials: number },
  random: RandomSource,
): number {
  let points = period.base;
  for (let trial = 0; trial < period.trials; trial += 1) if (random.nextInt(1000) < perMille) points += 1;
  return points;
}

function drawBasketball(card: MatchCard, random: RandomSource): BasketballResult {
  const chances = basketballChances(card);
  const periods: { home: number; away: number }[] = [];
  const play = (period: { base: number; trials: number }) =>
    periods.push({
      home: drawPeriodPoints(chances.home, period, random),
      away: drawPeriodPoints(chances.away, period, random),
    });
  for (let q = 0; q < quarters; q += 1) play(quarter);
  const sum = (side: 'home' | 'away', upTo = periods.length) =>
    periods.slice(0, upTo).reduce((total, period) => total + period[side], 0);
  while (sum('home') === sum('away')) play(overtime);
  const regulation = { home: sum('home', quarters), away: sum('away', quarters) };
  const timeline = drawBasketballTimeline(periods, random);
  return {
    kind: 'basketball',
    quarters: periods,
    home: sum('home'),
    away: sum('away'),
    regulation,
    timeline,
  };
}

function settleBasketball(card: MatchCard, result: BasketballResult, code: number): PickSettlement {
  const { home, away } = result.regulation;
  const rules: Record<number, () => boolean> = {
    11: () => result.home > result.away,
    12: () => result.home < result.away,
    21: () => home + away < basketballTotalLine(card),
    22: () => home + away > basketballTotalLine(card),
    31: () => home - away + basketballHandicapLine(card) > 0,
    32: () => home - away + basketballHandicapLine(card) < 0,
  };
  const wins = rules[code];
  if (!wins) throw new Error(`unknown basketball pick ${code}`);
  return wins() ? 'won' : 'lost';
}

/** The basketball model: exact binomial chances, the draw with overtimes and the settlement. */
export const basketballModel: VirtualModel<MatchCard, BasketballResult> = {
  kind: 'basketball',
  markets: basketballMarkets,
  draw: drawBasketball,
  settle: settleBasketball,
};
