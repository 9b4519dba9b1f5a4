import { describe, expect, it } from 'vitest';
import {
  commentaryAt,
  distancesAt,
  finishDistance,
  frameAt,
  progressAt,
  standingsOf,
  tokenKeyframes,
  trackPoint,
  trackSize,
} from './race-frames.ts';

// Three runners over five frames; the last frame has them past the line in the order 2, 3, 1.
const frames = [
  [0, 0, 0],
  [200, 180, 190],
  [480, 500, 470],
  [760, 800, 790],
  [1000, 1040, 1020],
];

describe('progressAt', () => {
  it.each([
    [999, 0],
    [1000, 0],
    [1500, 0.5],
    [2000, 1],
    [9000, 1],
  ])('when the clock is at %i of a race from 1000 to 2000, then the progress is %f', (now, progress) => {
    expect(progressAt(now, 1000, 2000)).toBe(progress);
  });

  it('when the finish is not after the off, then the event is over from the off', () => {
    expect(progressAt(999, 1000, 1000)).toBe(0);
    expect(progressAt(1000, 1000, 1000)).toBe(1);
  });
});

describe('distancesAt', () => {
  it('when the progress falls on a frame, then the distances are that frame', () => {
    expect(distancesAt(frames, 0)).toEqual([0, 0, 0]);
    expect(distancesAt(frames, 0.5)).toEqual([480, 500, 470]);
    expect(distancesAt(frames, 1)).toEqual([1000, 1040, 1020]);
  });

  it('when the progress falls between frames, then each distance is linear between them', () => {
    // 0.125 of four frame gaps is halfway between frames 0 and 1.
    expect(distancesAt(frames, 0.125)).toEqual([100, 90, 95]);
    expect(distancesAt(frames, 0.625)).toEqual([620, 650, 630]);
  });

  it('when the progress is out of range or there are no frames, then it is clamped or empty', () => {
    expect(distancesAt(frames, -1)).toEqual([0, 0, 0]);
    expect(distancesAt(frames, 2)).toEqual([1000, 1040, 1020]);
    expect(distancesAt([], 0.5)).toEqual([]);
  });
});

describe('standingsOf', () => {
  it('when runners are still running, then the furthest leads (a tie goes to the one finishing first)', () => {
    expect(standingsOf([480, 500, 470], [2, 3, 1])).toEqual([2, 1, 3]);
    expect(standingsOf([300, 300, 100], [2, 3, 1])).toEqual([2, 1, 3]);
  });

  it('when runners are past the line, then they stand in the drawn finishing order', () => {
    // Runner 1 crossed furthest in this frame but was drawn third: the drawn order wins.
    expect(standingsOf([1060, 1000, 1010], [2, 3, 1])).toEqual([2, 3, 1]);
    expect(standingsOf(distancesAt(frames, 1), [2, 3, 1])).toEqual([2, 3, 1]);
  });
});

describe('commentary', () => {
  const lines = [
    { frame: 1, text: '2번 선두' },
    { frame: 3, text: '3번 추격' },
  ];

  it('when a frame is before, on or after the lines, then the latest line so far is shown', () => {
    expect(commentaryAt(lines, 0)).toBe('');
    expect(commentaryAt(lines, 1)).toBe('2번 선두');
    expect(commentaryAt(lines, 2)).toBe('2번 선두');
    expect(commentaryAt(lines, 4)).toBe('3번 추격');
  });

  it('when the progress is given, then the frame is the one it falls in', () => {
    expect(frameAt(5, 0)).toBe(0);
    expect(frameAt(5, 0.49)).toBe(1);
    expect(frameAt(5, 1)).toBe(4);
  });
});

describe('trackPoint', () => {
  it('when a horse runs the straight, then it moves right in its own lane and the line is at 1000', () => {
    const start = trackPoint('straight', 0, 2);
    const finish = trackPoint('straight', finishDistance, 2);
    expect(finish.x).toBeGreaterThan(start.x);
    expect(finish.y).toBe(start.y);
    expect(trackPoint('straight', 500, 3).y).toBeGreaterThan(start.y);
    // Past the line the runner is still drawn a little further, then stops.
    expect(trackPoint('straight', 2000, 2).x).toBe(trackPoint('straight', 1060, 2).x);
    expect(finish.x).toBeLessThan(trackSize('straight', 6).width);
  });

  it('when a greyhound runs the oval, then it starts and finishes at the same place and stays in the drawing', () => {
    const size = trackSize('oval', 8);
    const start = trackPoint('oval', 0, 0);
    const finish = trackPoint('oval', finishDistance, 0);
    expect(finish.x).toBeCloseTo(start.x, 6);
    expect(finish.y).toBeCloseTo(start.y, 6);
    for (let distance = 0; distance <= 1060; distance += 20) {
      for (const lane of [0, 7]) {
        const point = trackPoint('oval', distance, lane);
        expect(point.x).toBeGreaterThan(0);
        expect(point.x).toBeLessThan(size.width);
        expect(point.y).toBeGreaterThan(0);
        expect(point.y).toBeLessThan(size.height);
      }
    }
    // Halfway round the lap the runner is on the far (top) straight.
    expect(trackPoint('oval', 500, 0).y).toBeLessThan(size.height / 2);
  });
});

describe('tokenKeyframes', () => {
  it('when a runner path is cut into keyframes, then they run from 0 to 1 and pass through each frame', () => {
    const keyframes = tokenKeyframes(frames, 'straight', 1, 3, 4);
    expect(keyframes).toHaveLength(17);
    expect(keyframes[0]?.offset).toBe(0);
    expect(keyframes.at(-1)?.offset).toBe(1);
    expect(
      keyframes.every((keyframe, index) => index === 0 || keyframe.offset > keyframes[index - 1]!.offset),
    ).toBe(true);
    // Frame 2 (offset 0.5) has runner 2 at 500: the keyframe there is that point as shares of the drawing.
    const size = trackSize('straight', 3);
    const point = trackPoint('straight', 500, 1);
    expect(keyframes[8]).toEqual({
      offset: 0.5,
      transform: `translate(${((point.x / size.width) * 100).toFixed(3)}%, ${((point.y / size.height) * 100).toFixed(3)}%)`,
    });
  });

  it('when the race ends, then the last keyframe is where the last frame puts the runner', () => {
    const size = trackSize('oval', 3);
    const end = trackPoint('oval', 1040, 1);
    expect(tokenKeyframes(frames, 'oval', 1, 3).at(-1)?.transform).toBe(
      `translate(${((end.x / size.width) * 100).toFixed(3)}%, ${((end.y / size.height) * 100).toFixed(3)}%)`,
    );
  });
});
