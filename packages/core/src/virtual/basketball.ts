import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { drawBasketballTimeline } from './match-timeline.ts';
import { pickOfMarkets } from './pick-of-markets.ts';
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

/** The basketball pick codes (the bet's `choosed`). */
export const basketballPickCode = {
  homeWin: 11,
  awayWin: 12,
  under: 21,
  over: 22,
  handicapHome: 31,
  handicapAway: 32,
} as const;

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

/** A law on consecutive integers: p[i] = P(value = min + i). */
type Law = { min: number; p: number[] };

/**
 * The exact laws of a card: the regulation home margin (home - away) and total, one overtime's home-win
 * and tie chances, and the lines near even (computed once per card object).
 */
type BasketballLaws = {
  margin: Law;
  total: Law;
  overtimeHomeWin: number;
  overtimeTie: number;
  handicapLine: number;
  totalLine: number;
};

const lawsCache = new WeakMap<MatchCard, BasketballLaws>();

/** P(value > line) under the law. */
function chanceAbove(law: Law, line: number): number {
  let above = 0;
  for (let i = law.p.length - 1; i >= 0 && law.min + i > line; i -= 1) above += law.p[i]!;
  return above;
}

/** The .5 line at which P(value > line) is nearest to even. */
function lineNearEven(law: Law): number {
  let best = law.min + 0.5;
  let bestGap = Number.POSITIVE_INFINITY;
  let above = 0;
  for (let i = law.p.length - 1; i >= 1; i -= 1) {
    above += law.p[i]!;
    const gap = Math.abs(above - 0.5);
    if (gap <= bestGap) {
      best = law.min + i - 0.5;
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
  const trials = quarters * quarter.trials;
  const base = quarters * quarter.base;
  const margin: Law = { min: -trials, p: new Array<number>(2 * trials + 1).fill(0) };
  const total: Law = { min: 2 * base, p: new Array<number>(2 * trials + 1).fill(0) };
  const regulationAway = binomial(trials, chances.away);
  binomial(trials, chances.home).forEach((ph, h) => {
    regulationAway.forEach((pa, a) => {
      margin.p[h - a + trials]! += ph * pa;
      total.p[h + a]! += ph * pa;
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
  const tied = laws.margin.p[-laws.margin.min]!;
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
        {
          code: basketballPickCode.homeWin,
          name: `${home.name} 승`,
          label: '홈승',
          chance: wonOrLost(homeWins),
        },
        {
          code: basketballPickCode.awayWin,
          name: `${away.name} 승`,
          label: '원정승',
          chance: wonOrLost(1 - homeWins),
        },
      ],
    },
    {
      key: 'handicap',
      name: `핸디캡 (4쿼터 기준, 홈 ${signed(handicap)})`,
      picks: [
        {
          code: basketballPickCode.handicapHome,
          name: `핸디캡 ${home.name} ${signed(handicap)} (4쿼터 기준)`,
          label: `홈 ${signed(handicap)}`,
          chance: wonOrLost(covers),
        },
        {
          code: basketballPickCode.handicapAway,
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
        {
          code: basketballPickCode.under,
          name: `언더 ${total} (4쿼터 기준)`,
          label: `언더 ${total}`,
          chance: wonOrLost(1 - over),
        },
        {
          code: basketballPickCode.over,
          name: `오버 ${total} (4쿼터 기준)`,
          label: `오버 ${total}`,
          chance: wonOrLost(over),
        },
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
  let [home, away] = [0, 0];
  const play = (period: { base: number; trials: number }) => {
    const points = {
      home: drawPeriodPoints(chances.home, period, random),
      away: drawPeriodPoints(chances.away, period, random),
    };
    periods.push(points);
    home += points.home;
    away += points.away;
  };
  for (let q = 0; q < quarters; q += 1) play(quarter);
  const regulation = { home, away };
  while (home === away) play(overtime);
  const timeline = drawBasketballTimeline(periods, random);
  return { kind: 'basketball', quarters: periods, home, away, regulation, timeline };
}

function settleBasketball(card: MatchCard, result: BasketballResult, code: number): PickSettlement {
  if (card.kind !== 'basketball' || result.kind !== 'basketball') {
    throw new Error(`a ${result.kind} result is not a basketball game`);
  }
  const { home, away } = result.regulation;
  const rules: Record<number, () => boolean> = {
    [basketballPickCode.homeWin]: () => result.home > result.away,
    [basketballPickCode.awayWin]: () => result.home < result.away,
    [basketballPickCode.under]: () => home + away < basketballTotalLine(card),
    [basketballPickCode.over]: () => home + away > basketballTotalLine(card),
    [basketballPickCode.handicapHome]: () => home - away + basketballHandicapLine(card) > 0,
    [basketballPickCode.handicapAway]: () => home - away + basketballHandicapLine(card) < 0,
  };
  const wins = rules[code];
  if (!wins) throw new Error(`unknown basketball pick ${code}`);
  return wins() ? 'won' : 'lost';
}

/** The basketball model: exact binomial chances, the draw with overtimes and the settlement. */
export const basketballModel: VirtualModel<MatchCard, BasketballResult> = {
  kind: 'basketball',
  markets: basketballMarkets,
  pickOf: (card, code) => pickOfMarkets(basketballMarkets(card), code),
  draw: drawBasketball,
  settle: settleBasketball,
};
