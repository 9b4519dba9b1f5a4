import { standingsAt } from '@hanpan/core/virtual/race-animation';
import type { RaceResult } from '@hanpan/core/virtual/types';

// The race animation's arithmetic, kept out of the components so it can be tested: where each runner is
// at a moment of the race (linear between the result's evenly spaced frames), who leads, and where a
// distance lies on the drawn track.

/** Distance of the finish line in RaceResult.frames. */
export const finishDistance = 1000;

/** How far through the event `now` is: 0 before the off, 1 from its finish on. */
export function progressAt(now: number, drawAt: number, finishAt: number): number {
  if (finishAt <= drawAt) return now >= drawAt ? 1 : 0;
  return Math.min(1, Math.max(0, (now - drawAt) / (finishAt - drawAt)));
}

/** Each runner's distance (index = number - 1) at `progress` 0..1, interpolated between the two frames around it. */
export function distancesAt(frames: readonly (readonly number[])[], progress: number): number[] {
  if (frames.length === 0) return [];
  const last = frames.length - 1;
  const at = Math.min(1, Math.max(0, progress)) * last;
  const lower = Math.floor(at);
  const upper = Math.min(last, lower + 1);
  const share = at - lower;
  const from = frames[lower] as readonly number[];
  const to = frames[upper] as readonly number[];
  return from.map((distance, index) => distance + ((to[index] ?? distance) - distance) * share);
}

/**
 * Runner numbers from the leader back at these distances. Between frames a runner may be drawn past the
 * line before one drawn ahead of it, so distances count only up to the line and ties there go to the drawn
 * finishing order: the standings at the end are exactly the result's order.
 */
export function standingsOf(distances: readonly number[], order: readonly number[]): number[] {
  return standingsAt(
    distances.map((distance) => Math.min(distance, finishDistance)),
    order,
  );
}

/** The commentary line in force at a frame (the latest at or before it), or '' before the first. */
export function commentaryAt(commentary: RaceResult['commentary'], frame: number): string {
  let text = '';
  for (const line of commentary) if (line.frame <= frame) text = line.text;
  return text;
}

/** The frame index a progress falls in (for the commentary). */
export function frameAt(frameCount: number, progress: number): number {
  return Math.floor(Math.min(1, Math.max(0, progress)) * Math.max(0, frameCount - 1));
}

/** The drawn track: an oval (one lap of a stadium shape) for greyhounds, a straight for horses. */
export type TrackShape = 'oval' | 'straight';

const oval = { width: 360, height: 220, left: 100, right: 260, centreY: 110, inner: 50, outer: 104 } as const;
const straight = { width: 360, start: 16, finish: 320, top: 18, laneGap: 16 } as const;
/** How far past the line a runner is still drawn (the field runs out after the finish). */
const overrun = 60;

/** Length of a lap on the lane line 0 (two straights and two half circles). */
function lapLength(radius: number): number {
  return 2 * (oval.right - oval.left) + 2 * Math.PI * radius;
}

/** The lane radius of the oval: lane 0 on the inside rail. */
function laneRadius(lane: number): number {
  return oval.inner + 6 + lane * 6;
}

/** The track drawing's size for a field of `runners` (SVG user units). */
export function trackSize(shape: TrackShape, runners: number): { width: number; height: number } {
  return shape === 'oval'
    ? { width: oval.width, height: oval.height }
    : { width: straight.width, height: straight.top * 2 + Math.max(0, runners - 1) * straight.laneGap };
}

/**
 * Where a runner stands on the track: `distance` 0..1000 along it (drawn up to a little past the line),
 * `lane` 0-based from the inside. The oval's start and finish are the middle of the home straight (bottom),
 * and the lap runs anticlockwise on screen.
 */
export function trackPoint(shape: TrackShape, distance: number, lane: number): { x: number; y: number } {
  const share = Math.min(finishDistance + overrun, Math.max(0, distance)) / finishDistance;
  if (shape === 'straight') {
    return {
      x: straight.start + (straight.finish - straight.start) * share,
      y: straight.top + lane * straight.laneGap,
    };
  }
  const radius = laneRadius(lane);
  const length = lapLength(radius);
  const straightLength = oval.right - oval.left;
  const curve = Math.PI * radius;
  let along = (share * length + straightLength / 2) % length;
  if (along < straightLength) return { x: oval.left + along, y: oval.centreY + radius };
  along -= straightLength;
  if (along < curve) {
    const angle = Math.PI / 2 - (along / curve) * Math.PI;
    return { x: oval.right + radius * Math.cos(angle), y: oval.centreY + radius * Math.sin(angle) };
  }
  along -= curve;
  if (along < straightLength) return { x: oval.right - along, y: oval.centreY - radius };
  along -= straightLength;
  const angle = -Math.PI / 2 - (along / curve) * Math.PI;
  return { x: oval.left + radius * Math.cos(angle), y: oval.centreY + radius * Math.sin(angle) };
}

/** The oval's geometry for drawing its rails. */
export const ovalGeometry = oval;
/** The straight's geometry for drawing its lanes and finish post. */
export const straightGeometry = straight;

/** One keyframe of a runner's token: when (0..1 of the race) and where, as a share of the drawing's size. */
export type TokenKeyframe = { offset: number; transform: string };

/**
 * A runner's path as keyframes for the browser to play (Web Animations): the result's frames, each gap cut
 * into `subSteps` so a bend of the oval stays round. Positions are percentages of the drawing's size,
 * for a layer as big as the drawing, so they hold at any screen width.
 */
export function tokenKeyframes(
  frames: readonly (readonly number[])[],
  shape: TrackShape,
  lane: number,
  runners: number,
  subSteps = 4,
): TokenKeyframe[] {
  const size = trackSize(shape, runners);
  const count = Math.max(1, (frames.length - 1) * subSteps);
  return Array.from({ length: count + 1 }, (_, step) => {
    const offset = step / count;
    const point = trackPoint(shape, distancesAt(frames, offset)[lane] ?? 0, lane);
    const x = ((point.x / size.width) * 100).toFixed(3);
    const y = ((point.y / size.height) * 100).toFixed(3);
    return { offset, transform: `translate(${x}%, ${y}%)` };
  });
}
