import type { RandomSource } from '../minigames/provably-fair.ts';

// The race as the animation plays it, drawn from the event's stream AFTER the finishing order, so it can
// only show that order. Time runs in ticks, 100 per frame over 30 frames. Runner k of the order (0-based)
// crosses the line at tick finish[k]: the winner between 2500 and 2599, each next runner 5-34 ticks later,
// so every runner is home before the last frame (tick 3000). Until its finish a runner runs six stretches
// at its own pace (85-115 each, drawn), the stretches lasting a sixth of its race each: a fast starter
// leads early and is caught by a strong finisher, yet everyone crosses at the drawn tick. After the line a
// runner coasts on at 1000 / finish per tick, so at the last frame the distances fall in finishing order.
// Integer arithmetic only: the same frames in every browser.
//
// Stream use after the order: the winner's finish tick, the next runners' gaps in finishing order, then
// each runner's six paces, runners in finishing order.

/** Frames of a race: frame 0 is the start, frame 30 the last. */
export const raceFrameCount = 31;

const ticksPerFrame = 100;
const stretches = 6;
const finishLine = 1000;

/** A runner's drawn race: the tick it finishes and the running sums of its paces (prefix[s] before stretch s). */
type RunnerPace = { finish: number; prefix: number[] };

/** The distance (0..1000, past 1000 after the line) a runner has covered at the tick. */
function distanceAt({ finish, prefix }: RunnerPace, tick: number): number {
  if (tick >= finish) return finishLine + Math.floor(((tick - finish) * finishLine) / finish);
  const scaled = tick * stretches;
  const stretch = Math.floor(scaled / finish);
  const before = prefix[stretch]!;
  const covered = before * finish + (scaled - stretch * finish) * (prefix[stretch + 1]! - before);
  return Math.floor((finishLine * covered) / (prefix[stretches]! * finish));
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
  const runners: RunnerPace[] = new Array(fieldSize);
  let finish = 2500 + random.nextInt(100);
  order.forEach((number, k) => {
    if (k > 0) finish += 5 + random.nextInt(30);
    runners[number - 1] = { finish, prefix: [0] };
  });
  for (const number of order) {
    const { prefix } = runners[number - 1]!;
    for (let s = 0; s < stretches; s += 1) prefix.push(prefix[s]! + 85 + random.nextInt(31));
  }
  const frames: number[][] = [];
  for (let f = 0; f < raceFrameCount; f += 1) {
    const row: number[] = new Array(fieldSize);
    for (let i = 0; i < fieldSize; i += 1) row[i] = distanceAt(runners[i]!, f * ticksPerFrame);
    frames.push(row);
  }
  return frames;
}

/** The runners' numbers by position at a frame, leader first (ties go to the runner that finishes first). */
export function standingsAt(frame: readonly number[], order: readonly number[]): number[] {
  const place: number[] = new Array(frame.length + 1);
  order.forEach((number, k) => {
    place[number] = k;
  });
  return [...order].sort((a, b) => frame[b - 1]! - frame[a - 1]! || place[a]! - place[b]!);
}

/** The first frame at which the runner is at or past the line. */
function frameOfFinish(frames: readonly number[][], number: number): number {
  const index = frames.findIndex((row) => row[number - 1]! >= finishLine);
  return index < 0 ? frames.length - 1 : index;
}

/** Where a line of the running falls: the frame, its standings and distances, and the one before. */
type RunningMoment = {
  frame: number;
  standings: readonly number[];
  previous: readonly number[];
  distances: readonly number[];
  isHomeStretch: boolean;
  isHalfway: boolean;
};

/** The line of a frame in the running: a new leader, a big move, the home stretch, halfway, or the front. */
function runningLine({
  frame,
  standings,
  previous,
  distances,
  isHomeStretch,
  isHalfway,
}: RunningMoment): string {
  const [first, second, third] = standings as [number, number, number];
  if (previous[0] !== first) return `${first}번이 ${previous[0]}번을 제치고 선두로 나섭니다!`;
  const riser = standings.find((number, place) => place <= 2 && previous.indexOf(number) - place >= 2);
  if (riser !== undefined)
    return `${riser}번이 무섭게 치고 올라와 ${standings.indexOf(riser) + 1}위까지 올라섭니다!`;
  if (isHomeStretch) return `마지막 직선! ${first}번 선두, ${second}번 맹추격, ${third}번도 따라붙습니다.`;
  if (isHalfway) return `절반 지점 통과, ${first}번 선두, ${second}번, ${third}번 순입니다.`;
  const lead = distances[first - 1]! - distances[second - 1]!;
  if (lead >= 25) return `${first}번이 ${second}번에 여유 있게 앞서 있습니다.`;
  if (lead <= 3) return `${first}번과 ${second}번이 나란히 선두 다툼!`;
  if (frame <= 8) return `초반 ${first}번 선두, ${second}번과 ${third}번이 뒤를 잇습니다.`;
  return `${first}번이 선두를 지키고 있고 ${second}번이 추격합니다.`;
}

/**
 * Korean commentary lines of the race, read off the frames: the start, the break, a line every three
 * frames until the winner is home (a new leader, a runner moving up two places into the first three, the
 * halfway call, the home stretch), the winner's finish (a photo finish when the runner-up is within 6 of
 * the line then), and the first three.
 */
export function raceCommentary(
  frames: readonly number[][],
  order: readonly number[],
  animal: string,
): { frame: number; text: string }[] {
  const lines: { frame: number; text: string }[] = [
    { frame: 0, text: `출발! ${order.length}마리의 ${animal}가 힘차게 출발합니다.` },
  ];
  const winnerHome = frameOfFinish(frames, order[0]!);
  let previous = standingsAt(frames[2]!, order);
  lines.push({ frame: 2, text: `${previous[0]}번이 가장 빠르게 튀어 나갑니다.` });
  let isHalfwayCalled = false;
  for (let f = 5; f < winnerHome; f += 3) {
    const distances = frames[f]!;
    const standings = standingsAt(distances, order);
    const leader = standings[0]!;
    const isHalfway =
      !isHalfwayCalled && distances[leader - 1]! >= finishLine / 2 && distances[leader - 1]! < 700;
    const isHomeStretch = f >= winnerHome - 4;
    let text = runningLine({ frame: f, standings, previous, distances, isHomeStretch, isHalfway });
    isHalfwayCalled ||= text.startsWith('절반');
    if (text === lines.at(-1)!.text) text = `${leader}번 선두 유지, ${standings[1]}번이 바짝 따라붙습니다.`;
    lines.push({ frame: f, text });
    previous = standings;
  }
  const [winner, runnerUp] = order as [number, number];
  const atWinnersFinish = frames[winnerHome]!;
  const isPhoto = atWinnersFinish[runnerUp - 1]! >= finishLine - 6;
  lines.push({
    frame: winnerHome,
    text: isPhoto
      ? `${winner}번 간발의 차로 1착! ${runnerUp}번 아깝게 2착.`
      : `${winner}번 1착으로 결승선 통과!`,
  });
  const podium = order
    .slice(0, 3)
    .map((number, k) => `${k + 1}착 ${number}번`)
    .join(', ');
  lines.push({ frame: frames.length - 1, text: `결과: ${podium}.` });
  return lines;
}
