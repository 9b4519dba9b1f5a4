import { useEffect, useRef } from 'react';
import { progressAt } from '../race-frames.ts';

/**
 * Calls `onStep(progress)` now and at each of the event's `steps` equal steps until its finish (progress
 * 1), on timers: nothing runs between steps. With `isReduced`, once with 1 straight away.
 */
export function useStepTimer(
  drawAt: number,
  finishAt: number,
  steps: number,
  isReduced: boolean,
  onStep: (progress: number) => void,
): void {
  const callback = useRef(onStep);
  callback.current = onStep;
  useEffect(() => {
    if (isReduced) {
      callback.current(1);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const now = Date.now();
      const progress = progressAt(now, drawAt, finishAt);
      callback.current(progress);
      if (progress >= 1) return;
      const stepMs = (finishAt - drawAt) / steps;
      const next = drawAt + (Math.floor(progress * steps) + 1) * stepMs;
      timer = setTimeout(run, Math.max(16, next - now));
    };
    run();
    return () => clearTimeout(timer);
  }, [drawAt, finishAt, steps, isReduced]);
}
