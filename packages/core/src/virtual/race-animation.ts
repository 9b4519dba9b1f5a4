import type { RandomSource } from '../minigames/provably-fair.ts';

// The race as the animation plays it, drawn from the event's stream AFTER the finishing order, so it can
// only show that order. Time runs in ticks, 100 per frame over 30 frames. Runner k of the order (0-based)
// crosses the line at tick finish[k]: the winner between 2500 and 2599, each next runner 5-34 ticks later,
// so every runner is home before the last frame (tick 3000). Until its finish a runner runs six stretches
// at its own pace (85-115 each, drawn), the stretches lasting a sixth of its race each: a fast starter
// leads early and is caught by a strong finisher, yet everyone crosses at the drawn tick. After the line a
// runner coasts on at 1000 / finish per tick, so at the last frame the distances fall in finishing order.
// Integer arithmetic only: the same frames in every browser.

/** Frames of a race: frame 0 is the start, frame 30 the last. */
export const raceFrameCount = 31;

const ticksPerFrame = 100;
const stretches = 6;
const finishLine = 1000;

/** A runner's drawn race: the tick it finishes and its pace per stretch. */
type RunnerPace = { finish: number; paces: number[] };

function drawPaces(order: readonly number[], random: RandomSource): Map<number, RunnerPace> {
  const paces = new Map<number, RunnerPace>();
  let finish = 2500 + random.nextInt(100);
  order.forEach((number, k) => {
    if (k > 0) finish += 5 + random.nextInt(30);
    paces.set(number, { finish, paces: [] });
  });
  for (const number of order) {
    const pace = paces.get(number)!;
    for (let s = 0; s < stretches; s += 1) pace.paces.push(85 + random.nextInt(31));
  }
  return paces;
}

/** The distance (0..1000, past 1000 after the line) a runner has covered at the tick. */
function distanceAt({ finish, paces }: RunnerPace, tick: number): number {
  if (tick >= finish) return finishLine + Math.floor(((tick - finish) * finishLine) / finish);
  const total = paces.reduce((sum, pace) => sum + pace, 0);
  const scaled = tick * stretches;
  const stretch = Math.floor(scaled / finish);
  let covered = (scaled - stretch * finish) * paces[stretch]!;
  for (let s = 0; s < stretch; s += 1) covered += paces[s]! * finish;
  return Math.floor((finishLine * covered) / (total * finish));
}

/**
 * The animation frames of a race of `fieldSize` runners with the drawn order: `frames[f][i]` is runner
 * i + 1's distance at frame f. Reads from the stream after the order was drawn.
 */
export function drawRaceFrames(
  order: readonly number[],
  fieldSize: number,
  random: RandomSource,
): number[][] {
  const paces = drawPaces(order, random);
  const frames: number[][] = [];
  for (let f = 0; f < raceFrameCount; f += 1) {
    const row: number[] = [];
    for (let number = 1; number <= fieldSize; number += 1)
      row.push(distanceAt(paces.get(number)!, f * ticksPerFrame));
    frames.push(row);
  }
  return frames;
}

/** The runners' numbers by position at a frame (ties go to the runner that finishes first). */
export function standingsAt(frame: readonly number[], order: readonly number[]): number[] {
  const rank = new Map(order.map((number, k) => [number, k]));
  return frame
    .map((_, i) => i + 1)
    .sort((a, b) => frame[b - 1]! - frame[a - 1]! || rank.get(a)! - rank.get(b)!);
}

/** The first frame at which the runner is at or past the line. */
function frameOfFinish(frames: readonly number[][], number: number): number {
  const index = frames.findIndex((row) => row[number - 1]! >= finishLine);
  return index < 0 ? frames.length - 1 : index;
}

/** Korean commentary lines of the race, read off the frames (a line every few frames, then the result). */
export function raceCommentary(
  frames: readonly number[][],
  order: readonly number[],
  animal: string,
): { frame: number; text: string }[] {
  const lines: { frame: number; text: string }[] = [
    { frame: 0, text: `출발! ${order.length}마리의 ${animal}가 힘차게 출발합니다.` },
  ];
  let leader = 0;
  const winnerHome = frameOfFinish(frames, order[0]!);
  for (let f = 3; f < winnerHome; f += 3) {
    const [first, second, third] = standingsAt(frames[f]!, order);
    if (leader !== 0 && first !== leader)
      lines.push({ frame: f, text: `${first}번이 ${leader}번을 제치고 선두로 나섭니다!` });
    else if (f >= winnerHome - 6)
      lines.push({
        frame: f,
        text: `마지막 직선, ${first}번 선두, ${second}번 맹추격, ${third}번도 따라붙습니다.`,
      });
    else lines.push({ frame: f, text: `${first}번 선두, ${second}번 추격.` });
    leader = first!;
  }
  lines.push({ frame: winnerHome, text: `${order[0]}번 1착으로 결승선 통과!` });
  const podium = order
    .slice(0, 3)
    .map((number, k) => `${k + 1}착 ${number}번`)
    .join(', ');
  lines.push({ frame: frames.length - 1, text: `결과: ${podium}.` });
  return lines;
}
