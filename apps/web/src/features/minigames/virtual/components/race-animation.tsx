import type { RaceCard, RaceResult } from '@hanpan/core/virtual/types';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useStepTimer } from '../hooks/use-step-timer.ts';
import {
  commentaryAt,
  distancesAt,
  frameAt,
  ovalGeometry,
  standingsOf,
  straightGeometry,
  type TrackShape,
  tokenKeyframes,
  trackSize,
} from '../race-frames.ts';
import { formatResultLine } from '../virtual-format.ts';

type RaceAnimationProps = {
  card: RaceCard;
  result: RaceResult;
  /** The off and the finish (ms): the race plays between them, in step with the clock. */
  drawAt: number;
  finishAt: number;
};

function Track({ shape, runners }: { shape: TrackShape; runners: number }) {
  if (shape === 'oval') {
    const { left, right, centreY, inner, outer } = ovalGeometry;
    const rail = (radius: number) =>
      `M ${left} ${centreY + radius} H ${right} A ${radius} ${radius} 0 0 0 ${right} ${centreY - radius} H ${left} A ${radius} ${radius} 0 0 0 ${left} ${centreY + radius} Z`;
    const middle = (left + right) / 2;
    return (
      <g className="vg-track">
        <path className="vg-track__turf" d={`${rail(outer)} ${rail(inner)}`} fillRule="evenodd" />
        <path className="vg-track__rail" d={rail(inner)} />
        <path className="vg-track__rail" d={rail(outer)} />
        <line
          className="vg-track__finish"
          x1={middle}
          x2={middle}
          y1={centreY + inner}
          y2={centreY + outer}
        />
      </g>
    );
  }
  const { width, height } = trackSize('straight', runners);
  return (
    <g className="vg-track">
      <rect className="vg-track__turf" x={0} y={4} width={width} height={height - 8} rx={6} />
      {Array.from(
        { length: runners - 1 },
        (_, lane) => straightGeometry.top + (lane + 0.5) * straightGeometry.laneGap,
      ).map((y) => (
        <line key={y} className="vg-track__lane" x1={8} x2={width - 8} y1={y} y2={y} />
      ))}
      <line
        className="vg-track__finish"
        x1={straightGeometry.finish}
        x2={straightGeometry.finish}
        y1={4}
        y2={height - 4}
      />
    </g>
  );
}

/** Commentary and running order change twice per frame of the result. */
const textStepsPerFrame = 2;

/**
 * The race as it was drawn: each runner's token plays its path from RaceResult.frames as a Web Animation of
 * its transform, in step with the clock, so the browser's compositor moves it with no work on the page's
 * main thread; the commentary and the running order change as text a few times a second. With reduced
 * motion the race jumps to its finish.
 */
export function RaceAnimation({ card, result, drawAt, finishAt }: RaceAnimationProps) {
  const shape: TrackShape = card.kind === 'greyhound' ? 'oval' : 'straight';
  const size = trackSize(shape, card.runners.length);
  const isReduced = useReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const lanes = useRef<(HTMLSpanElement | null)[]>([]);
  const commentaryRef = useRef<HTMLParagraphElement>(null);
  const standingsRef = useRef<HTMLOListElement>(null);
  const shown = useRef({ commentary: '', standings: '', state: '' });

  useEffect(() => {
    const duration = Math.max(1, finishAt - drawAt);
    const elapsed = isReduced ? duration : Math.min(duration, Math.max(0, Date.now() - drawAt));
    const animations = lanes.current.map((lane, index) => {
      if (!lane) return undefined;
      const keyframes = tokenKeyframes(result.frames, shape, index, card.runners.length);
      if (typeof lane.animate !== 'function') {
        lane.style.transform = keyframes.at(-1)?.transform ?? '';
        return undefined;
      }
      const animation = lane.animate(keyframes, { duration, fill: 'both', easing: 'linear' });
      animation.currentTime = elapsed;
      if (isReduced) animation.pause();
      return animation;
    });
    return () => {
      for (const animation of animations) animation?.cancel();
    };
  }, [result.frames, shape, card.runners.length, drawAt, finishAt, isReduced]);

  const steps = Math.max(1, (result.frames.length - 1) * textStepsPerFrame);
  useStepTimer(drawAt, finishAt, steps, isReduced, (progress) => {
    const isFinished = progress >= 1;
    const commentary = isFinished
      ? `결과: ${formatResultLine(result)}`
      : commentaryAt(result.commentary, frameAt(result.frames.length, progress));
    if (commentary !== shown.current.commentary && commentaryRef.current) {
      shown.current.commentary = commentary;
      commentaryRef.current.textContent = commentary;
    }
    const standings = (
      isFinished ? result.order : standingsOf(distancesAt(result.frames, progress), result.order)
    ).join(',');
    if (standings !== shown.current.standings && standingsRef.current) {
      shown.current.standings = standings;
      const colours = new Map(card.runners.map((runner) => [runner.number, runner.colour]));
      const items = standings.split(',').map((number) => {
        const item = document.createElement('li');
        item.className = 'vg-silks';
        item.textContent = number;
        item.style.background = colours.get(Number(number)) ?? '';
        return item;
      });
      standingsRef.current.replaceChildren(...items);
    }
    const state = isFinished ? 'finished' : 'playing';
    if (state !== shown.current.state && rootRef.current) {
      shown.current.state = state;
      rootRef.current.dataset.state = state;
    }
  });

  return (
    <div className="vg-anim vg-anim--race" ref={rootRef} data-testid="virtual-animation" data-state="playing">
      <div
        className="vg-anim__field"
        style={{
          aspectRatio: `${size.width} / ${size.height}`,
          maxWidth: `${(300 * size.width) / size.height}px`,
        }}
      >
        <svg
          className="vg-anim__track"
          viewBox={`0 0 ${size.width} ${size.height}`}
          role="img"
          aria-label={card.kind === 'greyhound' ? '개경주 트랙' : '경마 주로'}
        >
          <Track shape={shape} runners={card.runners.length} />
        </svg>
        {card.runners.map((runner, index) => (
          <span
            key={runner.number}
            className="vg-lane"
            ref={(element) => {
              lanes.current[index] = element;
            }}
          >
            <span
              className="vg-token"
              style={{ background: runner.colour }}
              data-testid="virtual-token"
              data-number={runner.number}
            >
              {runner.number}
            </span>
          </span>
        ))}
      </div>
      <ol
        className="vg-anim__standings"
        ref={standingsRef}
        aria-label="현재 순위"
        data-testid="virtual-standings"
      />
      <p
        className="vg-anim__commentary"
        ref={commentaryRef}
        aria-live="polite"
        data-testid="virtual-commentary"
      />
    </div>
  );
}
