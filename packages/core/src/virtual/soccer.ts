import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { drawSoccerTimeline, halfTimeOf } from './match-timeline.ts';
import { pickOfMarkets } from './pick-of-markets.ts';
import type { MatchCard, SoccerResult, VirtualMarket, VirtualModel, VirtualPick } from './types.ts';

// Soccer: each side's goals are Poisson with a rate from the teams' strengths,
//   home rate = 1.45 · home attack / away defence,  away rate = 1.15 · away attack / home defence
// (1.45 and 1.15: the home advantage of league football), truncated to 0..9 goals a side. The model is
// finite and exact: cell (h, a) of the 10 x 10 grid gets the integer weight
//   floor(10^9 · P(h) · P(a)),  P(k) = (rate^k / k!) / (sum over 0..9 of rate^j / j!)
// computed once per card with + - x / only (the same integers in every browser), and the model's
// probability of a score IS its weight / the total weight. The draw is nextInt(total weight), walked over
// the grid row by row (home 0..9, then away 0..9).
//
// Pick codes (the bet's `choosed`):
//   승무패 11 home win, 12 draw, 13 away win · 언더오버 2.5: 21 under, 22 over ·
//   핸디캡 (a half-goal line on the home side chosen near even): 31 home, 32 away ·
//   양팀 득점: 41 yes, 42 no · 정확한 스코어: 100 + 10h + a for h, a in 0..3, 191 other home win,
//   192 other draw (4-4 or more), 193 other away win.

/** The soccer pick codes (the bet's `choosed`) other than the exact scores (correctScoreCode). */
export const soccerPickCode = {
  homeWin: 11,
  draw: 12,
  awayWin: 13,
  under: 21,
  over: 22,
  handicapHome: 31,
  handicapAway: 32,
  bothScoreYes: 41,
  bothScoreNo: 42,
  otherHomeWin: 191,
  otherDraw: 192,
  otherAwayWin: 193,
} as const;

/** The code of the exact score h-a (0..3 each): 100 + 10h + a. */
export function correctScoreCode(home: number, away: number): number {
  return 100 + 10 * home + away;
}

/** Goals a side the grid runs to (0..maxGoals). */
export const maxGoals = 9;

const weightScale = 1_000_000_000;

/** The goal rates of a match card: home and away. */
export function soccerRates(card: MatchCard): { home: number; away: number } {
  return {
    home: (1.45 * card.home.attack) / card.away.defence,
    away: (1.15 * card.away.attack) / card.home.defence,
  };
}

function truncatedPoisson(rate: number): number[] {
  const terms = [1];
  for (let k = 1; k <= maxGoals; k += 1) terms.push((terms[k - 1]! * rate) / k);
  const sum = terms.reduce((total, term) => total + term, 0);
  return terms.map((term) => term / sum);
}

/** The card's score grid: weights[h][a] and their total. */
export type ScoreGrid = { weights: number[][]; total: number };

const grids = new WeakMap<MatchCard, ScoreGrid>();

/** The integer weight of every score 0-0..9-9 on the card (computed once per card object). */
export function scoreGrid(card: MatchCard): ScoreGrid {
  const cached = grids.get(card);
  if (cached) return cached;
  const rates = soccerRates(card);
  const home = truncatedPoisson(rates.home);
  const away = truncatedPoisson(rates.away);
  const weights = home.map((ph) => away.map((pa) => Math.floor(weightScale * ph * pa)));
  const total = weights.flat().reduce((sum, weight) => sum + weight, 0);
  const grid = { weights, total };
  grids.set(card, grid);
  return grid;
}

/** The home side's handicap line (a half goal: home covers when home - away + line > 0), nearest to even. */
export function soccerHandicapLine(card: MatchCard): number {
  const { weights, total } = scoreGrid(card);
  let best = 0.5;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let line = -4.5; line <= 4.5; line += 1) {
    let covers = 0;
    weights.forEach((row, h) => {
      row.forEach((weight, a) => {
        if (h - a + line > 0) covers += weight;
      });
    });
    const gap = Math.abs(covers / total - 0.5);
    if (gap < bestGap - 1e-12 || (Math.abs(gap - bestGap) <= 1e-12 && Math.abs(line) < Math.abs(best))) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/** A line with its sign, as pick names show it: '+0.5', '-1.5'. */
export function signedLine(line: number): string {
  return line > 0 ? `+${line}` : `${line}`;
}

const rulesCache = new WeakMap<MatchCard, ReadonlyMap<number, (h: number, a: number) => boolean>>();

/** Which scores a pick wins on, by code, for the card (its handicap line fixed by the card). */
function soccerRules(card: MatchCard): ReadonlyMap<number, (h: number, a: number) => boolean> {
  const cached = rulesCache.get(card);
  if (cached) return cached;
  const line = soccerHandicapLine(card);
  const rules = new Map<number, (h: number, a: number) => boolean>([
    [soccerPickCode.homeWin, (h, a) => h > a],
    [soccerPickCode.draw, (h, a) => h === a],
    [soccerPickCode.awayWin, (h, a) => h < a],
    [soccerPickCode.under, (h, a) => h + a < 2.5],
    [soccerPickCode.over, (h, a) => h + a > 2.5],
    [soccerPickCode.handicapHome, (h, a) => h - a + line > 0],
    [soccerPickCode.handicapAway, (h, a) => h - a + line < 0],
    [soccerPickCode.bothScoreYes, (h, a) => h > 0 && a > 0],
    [soccerPickCode.bothScoreNo, (h, a) => h === 0 || a === 0],
  ]);
  for (let h = 0; h <= 3; h += 1) {
    for (let a = 0; a <= 3; a += 1) rules.set(correctScoreCode(h, a), (x, y) => x === h && y === a);
  }
  const isOther = (h: number, a: number) => h > 3 || a > 3;
  rules.set(soccerPickCode.otherHomeWin, (h, a) => isOther(h, a) && h > a);
  rules.set(soccerPickCode.otherDraw, (h, a) => isOther(h, a) && h === a);
  rules.set(soccerPickCode.otherAwayWin, (h, a) => isOther(h, a) && h < a);
  rulesCache.set(card, rules);
  return rules;
}

function chanceOf(card: MatchCard, wins: (h: number, a: number) => boolean): PickProbability {
  const { weights, total } = scoreGrid(card);
  let won = 0;
  weights.forEach((row, h) => {
    row.forEach((weight, a) => {
      if (wins(h, a)) won += weight;
    });
  });
  return { won: won / total, halfWon: 0, void: 0, lost: (total - won) / total };
}

function soccerMarkets(card: MatchCard): VirtualMarket[] {
  const rules = soccerRules(card);
  const line = soccerHandicapLine(card);
  const { home, away } = card;
  const pick = (code: number, name: string, label: string): VirtualPick => ({
    code,
    name,
    label,
    chance: chanceOf(card, rules.get(code)!),
  });
  const scores: VirtualPick[] = [];
  for (let h = 0; h <= 3; h += 1) {
    for (let a = 0; a <= 3; a += 1)
      scores.push(pick(correctScoreCode(h, a), `정확한 스코어 ${h}-${a}`, `${h}-${a}`));
  }
  return [
    {
      key: '1x2',
      name: '승무패',
      picks: [
        pick(soccerPickCode.homeWin, `${home.name} 승`, '홈승'),
        pick(soccerPickCode.draw, '무승부', '무'),
        pick(soccerPickCode.awayWin, `${away.name} 승`, '원정승'),
      ],
    },
    {
      key: 'over-under',
      name: '언더오버 2.5',
      picks: [pick(soccerPickCode.under, '언더 2.5', '언더'), pick(soccerPickCode.over, '오버 2.5', '오버')],
    },
    {
      key: 'handicap',
      name: `핸디캡 (홈 ${signedLine(line)})`,
      picks: [
        pick(
          soccerPickCode.handicapHome,
          `핸디캡 ${home.name} ${signedLine(line)}`,
          `홈 ${signedLine(line)}`,
        ),
        pick(
          soccerPickCode.handicapAway,
          `핸디캡 ${away.name} ${signedLine(-line)}`,
          `원정 ${signedLine(-line)}`,
        ),
      ],
    },
    {
      key: 'both-score',
      name: '양팀 득점',
      picks: [
        pick(soccerPickCode.bothScoreYes, '양팀 득점 예', '예'),
        pick(soccerPickCode.bothScoreNo, '양팀 득점 아니오', '아니오'),
      ],
    },
    {
      key: 'correct-score',
      name: '정확한 스코어',
      picks: [
        ...scores,
        pick(soccerPickCode.otherHomeWin, '정확한 스코어 기타 홈승', '기타 홈승'),
        pick(soccerPickCode.otherDraw, '정확한 스코어 기타 무', '기타 무'),
        pick(soccerPickCode.otherAwayWin, '정확한 스코어 기타 원정승', '기타 원정승'),
      ],
    },
  ];
}

/** The final score: nextInt(total weight) walked over the grid, home goals then away goals. */
export function drawSoccerScore(card: MatchCard, random: RandomSource): { home: number; away: number } {
  const { weights, total } = scoreGrid(card);
  let x = random.nextInt(total);
  for (let h = 0; h <= maxGoals; h += 1) {
    const row = weights[h]!;
    for (let a = 0; a <= maxGoals; a += 1) {
      x -= row[a]!;
      if (x < 0) return { home: h, away: a };
    }
  }
  throw new Error('the draw ran past the score grid');
}

function drawSoccer(card: MatchCard, random: RandomSource): SoccerResult {
  const score = drawSoccerScore(card, random);
  const timeline = drawSoccerTimeline(score.home, score.away, random);
  return { kind: 'soccer', home: score.home, away: score.away, halfTime: halfTimeOf(timeline), timeline };
}

function settleSoccer(card: MatchCard, result: SoccerResult, code: number): PickSettlement {
  if (card.kind !== 'soccer' || result.kind !== 'soccer')
    throw new Error(`a ${result.kind} result is not a soccer match`);
  const wins = soccerRules(card).get(code);
  if (!wins) throw new Error(`unknown soccer pick ${code}`);
  return wins(result.home, result.away) ? 'won' : 'lost';
}

/** The soccer model: the exact score grid, its markets, the draw and the settlement. */
export const soccerModel: VirtualModel<MatchCard, SoccerResult> = {
  kind: 'soccer',
  markets: soccerMarkets,
  pickOf: (card, code) => pickOfMarkets(soccerMarkets(card), code),
  draw: drawSoccer,
  settle: settleSoccer,
};
