import { drawDistinct, isOdd } from './draw-helpers.ts';
import { type LadderResult, ladderMarkets, ladderResultOf } from './ladder.ts';
import { type MiniFamily, type MiniMarket, simplePick, type WeightedOutcome } from './markets.ts';
import type { RandomSource } from './provably-fair.ts';

// 스피드키노 and 키노사다리: a keno draw of 22 distinct numbers from 1-70 (as 동행복권 스피드키노 draws),
// as a partial Fisher-Yates over 1..70 (nextInt(70), nextInt(69), ... nextInt(49)).
// - 스피드키노 markets settle on the sum of the 22 numbers (odd/even; under 780 or less, over 781 or more;
//   the sums are symmetric about 781, so over is slightly likelier and its odds follow).
// - 키노사다리 reads a ladder from the first two numbers drawn: the first odd starts 좌 (even 우), the
//   second odd gives 3 rungs (even 4). Drawn without replacement these are not exactly 50/50, and the
//   exact probabilities below price them.

/** Numbers per keno draw and the range they come from. */
export const kenoDraw = { count: 22, max: 70 } as const;

/** The speed keno under/over line: sums up to 780 are under. */
export const speedKenoUnderMax = 780;

/** A keno draw: the numbers in draw order. */
export type KenoResult = { numbers: readonly number[] };

/** Draws a keno round from the random source. */
export function drawKeno(random: RandomSource): KenoResult {
  return { numbers: drawDistinct(random, 1, kenoDraw.max, kenoDraw.count) };
}

/** The sum of the drawn numbers. */
export function kenoSum(result: KenoResult): number {
  return result.numbers.reduce((total, number) => total + number, 0);
}

/** The keno ladder read from the first two numbers. */
export function kenoLadderOf(result: KenoResult): LadderResult {
  const [first = 0, second = 0] = result.numbers;
  return ladderResultOf(isOdd(first) ? 'left' : 'right', isOdd(second) ? 3 : 4);
}

/**
 * How many 22-number sets have each sum (index = sum), exactly in bigint: a subset-sum count over 1..70
 * by number of elements (C(70, 22) sets in all).
 */
export function kenoSumCounts(): bigint[] {
  const { count, max } = kenoDraw;
  const maxSum = ((2 * max - count + 1) * count) / 2;
  const table = Array.from({ length: count + 1 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  table[0]![0] = 1n;
  for (let number = 1; number <= max; number += 1) {
    for (let k = Math.min(count, number); k >= 1; k -= 1) {
      const row = table[k]!;
      const below = table[k - 1]!;
      for (let sum = maxSum; sum >= number; sum -= 1) {
        const add = below[sum - number]!;
        if (add !== 0n) row[sum] = row[sum]! + add;
      }
    }
  }
  return table[count]!;
}

type SpeedKenoSummary = { sum: number };
const sumOdd = (s: SpeedKenoSummary) => isOdd(s.sum);
const sumUnder = (s: SpeedKenoSummary) => s.sum <= speedKenoUnderMax;

/** The speed keno markets with their pick codes. */
export const speedKenoMarkets: readonly MiniMarket<SpeedKenoSummary>[] = [
  {
    key: 'sum-odd-even',
    name: '숫자합 홀짝',
    picks: [simplePick(1, 'odd', '홀', sumOdd), simplePick(2, 'even', '짝', (s) => !sumOdd(s))],
  },
  {
    key: 'sum-under-over',
    name: '숫자합 언더오버',
    picks: [simplePick(3, 'under', '언더', sumUnder), simplePick(4, 'over', '오버', (s) => !sumUnder(s))],
  },
  {
    key: 'sum-odd-even-under-over',
    name: '숫자합 홀짝+언더오버',
    picks: [
      simplePick(11, 'odd-under', '홀언더', (s) => sumOdd(s) && sumUnder(s)),
      simplePick(12, 'odd-over', '홀오버', (s) => sumOdd(s) && !sumUnder(s)),
      simplePick(13, 'even-under', '짝언더', (s) => !sumOdd(s) && sumUnder(s)),
      simplePick(14, 'even-over', '짝오버', (s) => !sumOdd(s) && !sumUnder(s)),
    ],
  },
];

/** Every sum with its exact share of the C(70, 22) sets (converted from the bigint counts once). */
function speedKenoOutcomes(): WeightedOutcome<SpeedKenoSummary>[] {
  const counts = kenoSumCounts();
  const total = counts.reduce((sum, count) => sum + count, 0n);
  // Scale before converting so each weight keeps 15 significant digits.
  const scale = 10n ** 18n;
  return counts.flatMap((count, sum) =>
    count === 0n ? [] : [{ summary: { sum }, weight: Number((count * scale) / total) / 1e18 }],
  );
}

/** The first two numbers' parities: odd-odd and even-even 35 x 34 ordered pairs, mixed 35 x 35. */
function kenoLadderOutcomes(): WeightedOutcome<LadderResult>[] {
  const half = kenoDraw.max / 2;
  const weight = (firstOdd: boolean, secondOdd: boolean) => half * (firstOdd === secondOdd ? half - 1 : half);
  return [true, false].flatMap((firstOdd) =>
    [true, false].map((secondOdd) => ({
      summary: ladderResultOf(firstOdd ? 'left' : 'right', secondOdd ? 3 : 4),
      weight: weight(firstOdd, secondOdd),
    })),
  );
}

/** The speed keno family (스피드키노). */
export const speedKenoFamily: MiniFamily<KenoResult, SpeedKenoSummary> = {
  id: 'speed-keno',
  name: '스피드키노',
  draw: drawKeno,
  summarize: (result) => ({ sum: kenoSum(result) }),
  markets: speedKenoMarkets,
  outcomes: speedKenoOutcomes,
};

/** The keno ladder family (키노사다리): the ladder markets on a keno draw. */
export const kenoLadderFamily: MiniFamily<KenoResult, LadderResult> = {
  id: 'keno-ladder',
  name: '키노사다리',
  draw: drawKeno,
  summarize: kenoLadderOf,
  markets: ladderMarkets,
  outcomes: kenoLadderOutcomes,
};
