import { useEffect, useRef } from 'react';
import { progressAt } from '../race-frames.ts';

/**
 * Calls `onFrame(progress)` on every animation frame from now until the event's finish (progress 1), then
 * once with 1 and stops; with `isReduced`, once with 1 straight away. The callback writes to the DOM
 * itself: nothing here renders React.
 */
export function useFrameLoop(
  drawAt: number,
  finishAt: number,
  isReduced: boolean,
  onFrame: (progress: number) => void,
): void {
  const callback = useRef(onFrame);
  callback.current = onFrame;
  useEffect(() => {
    if (isReduced) {
      callback.current(1);
      return;
    }
    let handle = 0;
    const step = () => {
      const progress = progressAt(Date.now(), drawAt, finishAt);
      callback.current(progress);
      if (progress < 1) handle = requestAnimationFrame(step);
    };
    step();
    return () => cancelAnimationFrame(handle);
  }, [drawAt, finishAt, isReduced]);
}
