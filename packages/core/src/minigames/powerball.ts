import { drawDistinct, isOdd } from './draw-helpers.ts';
import {
  type MiniFamily,
  type MiniMarket,
  type MiniPick,
  simplePick,
  type WeightedOutcome,
} from './markets.ts';
import type { RandomSource } from './provably-fair.ts';

// 파워볼 (REFERENCE.md "Mini-games"): 5 normal balls from 1-28 without replacement, then a powerball
// 0-9. Draw steps: the balls are a partial Fisher-Yates over 1..28 (draw-helpers.ts), 5 integers
// nextInt(28), nextInt(27), ... nextInt(24); then the powerball is nextInt(10).

/** A powerball draw: the normal balls in draw order and the powerball. */
export type PowerballResult = { balls: readonly number[]; powerball: number };

/** What the markets settle on: the normal-ball sum and the powerball. */
export type PowerballSummary = { sum: number; powerball: number };

/** The conventional lines: sums 15-72 under, 73-130 over; 소 15-64, 중 65-80, 대 81-130; powerball 0-4 / 5-9. */
export const powerballLines = { sumUnderMax: 72, smallMax: 64, mediumMax: 80, powerballUnderMax: 4 } as const;

/** Powerball sections A 0-2, B 3-4, C 5-6, D 7-9. */
export function powerballSection(powerball: number): 'A' | 'B' | 'C' | 'D' {
  if (powerball <= 2) return 'A';
  if (powerball <= 4) return 'B';
  if (powerball <= 6) return 'C';
  return 'D';
}

/** The normal-ball sum's size: 대 81-130, 중 65-80, 소 15-64. */
export function sumSize(sum: number): '대' | '중' | '소' {
  if (sum <= powerballLines.smallMax) return '소';
  if (sum <= powerballLines.mediumMax) return '중';
  return '대';
}

/** Draws a powerball round from the random source. */
export function drawPowerball(random: RandomSource): PowerballResult {
  const balls = drawDistinct(random, 1, 28, 5);
  return { balls, powerball: random.nextInt(10) };
}

/** How many of the C(28, 5) = 98,280 normal-ball sets give each sum (index = sum), by enumeration. */
export function normalSumCounts(): number[] {
  const counts = new Array<number>(131).fill(0);
  for (let a = 1; a <= 24; a += 1)
    for (let b = a + 1; b <= 25; b += 1)
      for (let c = b + 1; c <= 26; c += 1)
        for (let d = c + 1; d <= 27; d += 1)
          for (let e = d + 1; e <= 28; e += 1) counts[a + b + c + d + e]! += 1;
  return counts;
}

type Pick = MiniPick<PowerballSummary>;
const pbOdd = (s: PowerballSummary) => isOdd(s.powerball);
const pbUnder = (s: PowerballSummary) => s.powerball <= powerballLines.powerballUnderMax;
const sumOdd = (s: PowerballSummary) => isOdd(s.sum);
const sumUnder = (s: PowerballSummary) => s.sum <= powerballLines.sumUnderMax;
const not = (test: (s: PowerballSummary) => boolean) => (s: PowerballSummary) => !test(s);
const both =
  (a: (s: PowerballSummary) => boolean, b: (s: PowerballSummary) => boolean) => (s: PowerballSummary) =>
    a(s) && b(s);
const sized = (size: '대' | '중' | '소') => (s: PowerballSummary) => sumSize(s.sum) === size;

const market = (key: string, name: string, picks: Pick[]): MiniMarket<PowerballSummary> => ({
  key,
  name,
  picks,
});

/** The powerball markets with their pick codes (the bet's `choosed`). */
export const powerballMarkets: readonly MiniMarket<PowerballSummary>[] = [
  market('pb-odd-even', '파워볼 홀짝', [
    simplePick(1, 'pb-odd', '파워볼 홀', pbOdd),
    simplePick(2, 'pb-even', '파워볼 짝', not(pbOdd)),
  ]),
  market('pb-under-over', '파워볼 언더오버', [
    simplePick(3, 'pb-under', '파워볼 언더', pbUnder),
    simplePick(4, 'pb-over', '파워볼 오버', not(pbUnder)),
  ]),
  market('pb-section', '파워볼 구간', [
    simplePick(5, 'pb-a', '파워볼 A (0-2)', (s) => powerballSection(s.powerball) === 'A'),
    simplePick(6, 'pb-b', '파워볼 B (3-4)', (s) => powerballSection(s.powerball) === 'B'),
    simplePick(7, 'pb-c', '파워볼 C (5-6)', (s) => powerballSection(s.powerball) === 'C'),
    simplePick(8, 'pb-d', '파워볼 D (7-9)', (s) => powerballSection(s.powerball) === 'D'),
  ]),
  market('sum-odd-even', '일반볼 합 홀짝', [
    simplePick(11, 'sum-odd', '일반볼 홀', sumOdd),
    simplePick(12, 'sum-even', '일반볼 짝', not(sumOdd)),
  ]),
  market('sum-under-over', '일반볼 합 언더오버', [
    simplePick(13, 'sum-under', '일반볼 언더', sumUnder),
    simplePick(14, 'sum-over', '일반볼 오버', not(sumUnder)),
  ]),
  market('sum-size', '일반볼 합 대중소', [
    simplePick(15, 'sum-big', '대 (81-130)', sized('대')),
    simplePick(16, 'sum-medium', '중 (65-80)', sized('중')),
    simplePick(17, 'sum-small', '소 (15-64)', sized('소')),
  ]),
  market('pb-odd-even-under-over', '파워볼 홀짝+언더오버', [
    simplePick(21, 'pb-odd-under', '파워볼 홀언더', both(pbOdd, pbUnder)),
    simplePick(22, 'pb-odd-over', '파워볼 홀오버', both(pbOdd, not(pbUnder))),
    simplePick(23, 'pb-even-under', '파워볼 짝언더', both(not(pbOdd), pbUnder)),
    simplePick(24, 'pb-even-over', '파워볼 짝오버', both(not(pbOdd), not(pbUnder))),
  ]),
  market('sum-odd-even-under-over', '일반볼 홀짝+언더오버', [
    simplePick(31, 'sum-odd-under', '일반볼 홀언더', both(sumOdd, sumUnder)),
    simplePick(32, 'sum-odd-over', '일반볼 홀오버', both(sumOdd, not(sumUnder))),
    simplePick(33, 'sum-even-under', '일반볼 짝언더', both(not(sumOdd), sumUnder)),
    simplePick(34, 'sum-even-over', '일반볼 짝오버', both(not(sumOdd), not(sumUnder))),
  ]),
  market('sum-odd-even-size', '일반볼 홀짝+대중소', [
    simplePick(41, 'sum-odd-big', '홀대', both(sumOdd, sized('대'))),
    simplePick(42, 'sum-odd-medium', '홀중', both(sumOdd, sized('중'))),
    simplePick(43, 'sum-odd-small', '홀소', both(sumOdd, sized('소'))),
    simplePick(44, 'sum-even-big', '짝대', both(not(sumOdd), sized('대'))),
    simplePick(45, 'sum-even-medium', '짝중', both(not(sumOdd), sized('중'))),
    simplePick(46, 'sum-even-small', '짝소', both(not(sumOdd), sized('소'))),
  ]),
  market('pb-sum-odd-even', '파워볼 홀짝+일반볼 홀짝', [
    simplePick(51, 'pb-odd-sum-odd', '파워볼 홀+일반볼 홀', both(pbOdd, sumOdd)),
    simplePick(52, 'pb-odd-sum-even', '파워볼 홀+일반볼 짝', both(pbOdd, not(sumOdd))),
    simplePick(53, 'pb-even-sum-odd', '파워볼 짝+일반볼 홀', both(not(pbOdd), sumOdd)),
    simplePick(54, 'pb-even-sum-even', '파워볼 짝+일반볼 짝', both(not(pbOdd), not(sumOdd))),
  ]),
  market('pb-odd-even-sum-under-over', '파워볼 홀짝+일반볼 언더오버', [
    simplePick(61, 'pb-odd-sum-under', '파워볼 홀+일반볼 언더', both(pbOdd, sumUnder)),
    simplePick(62, 'pb-odd-sum-over', '파워볼 홀+일반볼 오버', both(pbOdd, not(sumUnder))),
    simplePick(63, 'pb-even-sum-under', '파워볼 짝+일반볼 언더', both(not(pbOdd), sumUnder)),
    simplePick(64, 'pb-even-sum-over', '파워볼 짝+일반볼 오버', both(not(pbOdd), not(sumUnder))),
  ]),
];

/** Every (sum, powerball) with its count of equally likely draws: 98,280 ball sets x 10 powerballs. */
function powerballOutcomes(): WeightedOutcome<PowerballSummary>[] {
  const outcomes: WeightedOutcome<PowerballSummary>[] = [];
  normalSumCounts().forEach((count, sum) => {
    if (count === 0) return;
    for (let powerball = 0; powerball <= 9; powerball += 1)
      outcomes.push({ summary: { sum, powerball }, weight: count });
  });
  return outcomes;
}

/** The powerball family. */
export const powerballFamily: MiniFamily<PowerballResult, PowerballSummary> = {
  id: 'powerball',
  name: '파워볼',
  draw: drawPowerball,
  summarize: (result) => ({
    sum: result.balls.reduce((total, ball) => total + ball, 0),
    powerball: result.powerball,
  }),
  markets: powerballMarkets,
  outcomes: powerballOutcomes,
};
