import { type MiniFamily, type MiniMarket, simplePick, type WeightedOutcome } from './markets.ts';
import type { RandomSource } from './provably-fair.ts';

// 사다리 (REFERENCE.md "Mini-games"): two rails, a start side and 3 or 4 rungs. Each rung sends the path to
// the other rail, so an odd rung count finishes on the other side. A finish on the left rail is 홀, on the
// right 짝: 좌3 -> 짝, 좌4 -> 홀, 우3 -> 홀, 우4 -> 짝. Draw steps: start = nextInt(2) (0 좌, 1 우), then
// rungs = 3 + nextInt(2).

/** A rail of the ladder. */
export type LadderSide = 'left' | 'right';

/** A ladder result: start side, rung count and the finish (홀 on the left rail, 짝 on the right). */
export type LadderResult = { start: LadderSide; rungs: 3 | 4; finish: 'odd' | 'even' };

/** A point of the path for the animation: x 0 (left rail) or 1 (right rail), y from 0 (top) to 1 (bottom). */
export type LadderPoint = { x: 0 | 1; y: number };

/** What the animation draws: the rungs' heights and the path from the start to the finish. */
export type LadderGeometry = { rungHeights: readonly number[]; path: readonly LadderPoint[] };

/** The ladder result of a start side and rung count. */
export function ladderResultOf(start: LadderSide, rungs: 3 | 4): LadderResult {
  const finishesLeft = (start === 'left') === (rungs % 2 === 0);
  return { start, rungs, finish: finishesLeft ? 'odd' : 'even' };
}

/** Draws a ladder round from the random source. */
export function drawLadder(random: RandomSource): LadderResult {
  const start: LadderSide = random.nextInt(2) === 0 ? 'left' : 'right';
  const rungs = random.nextInt(2) === 0 ? 3 : 4;
  return ladderResultOf(start, rungs);
}

/** The rungs evenly spaced down the rails and the path that follows them, rung by rung. */
export function ladderGeometry(result: Pick<LadderResult, 'start' | 'rungs'>): LadderGeometry {
  const rungHeights = Array.from({ length: result.rungs }, (_, i) => (i + 1) / (result.rungs + 1));
  let x: 0 | 1 = result.start === 'left' ? 0 : 1;
  const path: LadderPoint[] = [{ x, y: 0 }];
  for (const y of rungHeights) {
    path.push({ x, y });
    x = x === 0 ? 1 : 0;
    path.push({ x, y });
  }
  path.push({ x, y: 1 });
  return { rungHeights, path };
}

const isLeft = (s: LadderResult) => s.start === 'left';
const isThree = (s: LadderResult) => s.rungs === 3;
const isOddFinish = (s: LadderResult) => s.finish === 'odd';

/** The ladder markets with their pick codes (also the keno ladder's). */
export const ladderMarkets: readonly MiniMarket<LadderResult>[] = [
  {
    key: 'start',
    name: '출발',
    picks: [simplePick(1, 'left', '좌', isLeft), simplePick(2, 'right', '우', (s) => !isLeft(s))],
  },
  {
    key: 'rungs',
    name: '줄 수',
    picks: [simplePick(3, 'three', '3줄', isThree), simplePick(4, 'four', '4줄', (s) => !isThree(s))],
  },
  {
    key: 'finish',
    name: '홀짝',
    picks: [simplePick(5, 'odd', '홀', isOddFinish), simplePick(6, 'even', '짝', (s) => !isOddFinish(s))],
  },
  {
    key: 'combination',
    name: '출발+줄 수',
    picks: [
      simplePick(11, 'left-three', '좌3짝', (s) => isLeft(s) && isThree(s)),
      simplePick(12, 'left-four', '좌4홀', (s) => isLeft(s) && !isThree(s)),
      simplePick(13, 'right-three', '우3홀', (s) => !isLeft(s) && isThree(s)),
      simplePick(14, 'right-four', '우4짝', (s) => !isLeft(s) && !isThree(s)),
    ],
  },
];

/** The four equally likely ladder results. */
function ladderOutcomes(): WeightedOutcome<LadderResult>[] {
  return (['left', 'right'] as const).flatMap((start) =>
    ([3, 4] as const).map((rungs) => ({ summary: ladderResultOf(start, rungs), weight: 1 })),
  );
}

/** The ladder family. */
export const ladderFamily: MiniFamily<LadderResult, LadderResult> = {
  id: 'ladder',
  name: '사다리',
  draw: drawLadder,
  summarize: (result) => result,
  markets: ladderMarkets,
  outcomes: ladderOutcomes,
};
